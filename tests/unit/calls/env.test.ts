import { describe, expect, it, vi } from 'vitest';
import { bucketAudioStore } from '../../../server/calls/speech';
import { EnvError, loadEnv } from '../../../server/env';

describe('the pipeline settings', () => {
  it('default to Twilio’s 1 call a second, 4 calls at once, the person answering on the local phone page', () => {
    expect(loadEnv({})).toMatchObject({
      callsPerSecond: 1,
      callConcurrency: 4,
      localCallOutcomes: ['ask'],
    });
    expect(
      loadEnv({
        CALLS_PER_SECOND: '2.5',
        LOCAL_CALL_OUTCOME: 'no-answer, busy,confirm,ask',
      }),
    ).toMatchObject({
      callsPerSecond: 2.5,
      localCallOutcomes: ['no-answer', 'busy', 'confirm', 'ask'],
    });
  });

  it('LOCAL_SPEECH is gone (eSpeak NG is the one offline synthesizer): an old `espeak` is accepted, anything else is a clear configuration error', () => {
    expect(loadEnv({ LOCAL_SPEECH: 'espeak' })).not.toHaveProperty('localSpeech');
    expect(loadEnv({ LOCAL_SPEECH: ' ' })).not.toHaveProperty('localSpeech');
    for (const value of ['sam', 'festival']) {
      const load = () => loadEnv({ LOCAL_SPEECH: value });
      expect(load).toThrow(EnvError);
      expect(load).toThrow(
        `LOCAL_SPEECH="${value}" is no longer supported: eSpeak NG is the only offline synthesizer (allowed: espeak). Remove LOCAL_SPEECH from the environment or .env.`,
      );
    }
  });

  it('are checked at boot with clear errors', () => {
    expect(() => loadEnv({ CALLS_PER_SECOND: '0' })).toThrow(
      'CALLS_PER_SECOND must be a positive number, got "0"',
    );
    expect(() => loadEnv({ LOCAL_CALL_OUTCOME: 'confirm,asleep' })).toThrow(
      'LOCAL_CALL_OUTCOME must list ask, confirm, answer, no-answer, busy, voicemail, silenced, failed; got "asleep"',
    );
  });
});

describe('the call audio store', () => {
  it('a Supabase Storage bucket needs the project and a service key', () => {
    expect(() => loadEnv({ AUDIO_BUCKET: 'calls' })).toThrow(
      'AUDIO_BUCKET needs SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY',
    );
    expect(
      loadEnv({
        AUDIO_BUCKET: 'call-audio',
        SUPABASE_URL: 'https://abc.supabase.co/',
        SUPABASE_SERVICE_ROLE_KEY: 'service',
        TOKEN_ENCRYPTION_KEY: Buffer.alloc(32).toString('base64'),
      }).audioBucket,
    ).toEqual({ url: 'https://abc.supabase.co', bucket: 'call-audio', serviceKey: 'service' });
  });

  it('an S3-compatible bucket is named s3://bucket[/prefix], with the AWS SDK settings beside it', () => {
    expect(loadEnv({}).audioS3).toBeNull();
    expect(
      loadEnv({
        AUDIO_STORE: 's3://daybreak-audio/eu/calls/',
        AWS_ENDPOINT_URL_S3: 'https://account.r2.cloudflarestorage.com/',
        AWS_REGION: 'auto',
        AWS_ACCESS_KEY_ID: 'AKIDEXAMPLE',
        AWS_SECRET_ACCESS_KEY: 'secret',
      }).audioS3,
    ).toEqual({
      bucket: 'daybreak-audio',
      prefix: 'eu/calls/',
      region: 'auto',
      endpoint: 'https://account.r2.cloudflarestorage.com',
      credentials: { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret' },
    });
    // AWS itself: no endpoint, the SDK's own credential chain (an instance role).
    expect(
      loadEnv({ AUDIO_STORE: 's3://daybreak-audio', AWS_REGION: 'eu-west-1' }).audioS3,
    ).toEqual({
      bucket: 'daybreak-audio',
      prefix: '',
      region: 'eu-west-1',
      endpoint: null,
      credentials: null,
    });
    expect(() => loadEnv({ AUDIO_STORE: 'minio://audio' })).toThrow(
      'AUDIO_STORE must be s3://<bucket>[/<prefix>], got "minio://audio"',
    );
    expect(() => loadEnv({ AUDIO_STORE: 's3://audio', AUDIO_BUCKET: 'calls' })).toThrow(
      'Set one of AUDIO_STORE and AUDIO_BUCKET, not both',
    );
    expect(() => loadEnv({ AUDIO_STORE: 's3://audio', AWS_ACCESS_KEY_ID: 'AKIDEXAMPLE' })).toThrow(
      'AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY go together',
    );
    expect(() => loadEnv({ AUDIO_STORE: 's3://audio', AWS_ENDPOINT_URL: 'not a url' })).toThrow(
      'AWS_ENDPOINT_URL must be a URL, got "not a url"',
    );
  });

  it('puts and gets objects through the Storage API, private, with the service key', async () => {
    const fetchFn = vi.fn(async (_url: string, init?: RequestInit) =>
      init?.method === 'POST'
        ? Response.json({ Key: 'call-audio/calls/call-7.wav' })
        : new Response(new Uint8Array([82, 73, 70, 70]), { status: 200 }),
    );
    const store = bucketAudioStore(
      { url: 'https://abc.supabase.co', bucket: 'call-audio', serviceKey: 'service' },
      fetchFn as unknown as typeof fetch,
    );
    await store.put('call-7.wav', { contentType: 'audio/wav', bytes: new Uint8Array([1]) });
    const [url, init] = fetchFn.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://abc.supabase.co/storage/v1/object/call-audio/calls/call-7.wav');
    expect(init.headers).toMatchObject({
      Authorization: 'Bearer service',
      'Content-Type': 'audio/wav',
      'x-upsert': 'true',
    });
    expect(await store.get('call-7.wav')).toEqual({
      contentType: 'audio/wav',
      bytes: new Uint8Array([82, 73, 70, 70]),
    });
    fetchFn.mockImplementationOnce(async () => new Response('missing', { status: 400 }));
    expect(await store.get('call-8.wav')).toBeNull();
    await expect(store.get('../secrets.wav')).rejects.toThrow('Bad audio key');
  });
});

describe('where the weather comes from', () => {
  it('offline in local mode, Open-Meteo with production services, each overridable, its URLs and key configurable', () => {
    expect(loadEnv({}).openMeteo).toBeNull();
    expect(loadEnv({ WEATHER: 'open-meteo' }).openMeteo).toEqual({
      forecastUrl: 'https://api.open-meteo.com',
      geocodingUrl: 'https://geocoding-api.open-meteo.com',
      apiKey: null,
    });
    expect(
      loadEnv({
        WEATHER: 'open-meteo',
        OPEN_METEO_URL: 'https://customer-api.open-meteo.com/',
        OPEN_METEO_GEOCODING_URL: 'https://customer-geocoding-api.open-meteo.com',
        OPEN_METEO_API_KEY: 'k1',
      }).openMeteo,
    ).toEqual({
      forecastUrl: 'https://customer-api.open-meteo.com',
      geocodingUrl: 'https://customer-geocoding-api.open-meteo.com',
      apiKey: 'k1',
    });
    expect(() => loadEnv({ WEATHER: 'metno' })).toThrow(
      'WEATHER must be offline or open-meteo, got "metno"',
    );
    expect(() => loadEnv({ WEATHER: 'open-meteo', OPEN_METEO_URL: 'api.open-meteo.com' })).toThrow(
      'OPEN_METEO_URL must be a URL, got "api.open-meteo.com"',
    );
  });
});

/**
 * ElevenLabs, configured by the environment (issue 37): ELEVENLABS_URL points the adapter at a local
 * stand-in written from the API's reference (./elevenLabsStandIn.ts), ELEVENLABS_MODEL chooses the
 * model — Flash v2.5 by default, half the multilingual model's price per character. What is sent is
 * what a call says, in spoken words; the characters billed are counted.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILT_IN_VOICES } from '../../src/core/constants';
import { loadEnv } from '../../server/env';
import { elevenLabsSpeech } from '../../server/calls/speech';
import { startElevenLabsStandIn, type ElevenLabsStandIn } from './elevenLabsStandIn';
import { startTestServer } from './harness';

const KEY = 'xi-test-key-1';
let standIn: ElevenLabsStandIn;
beforeAll(async () => {
  standIn = await startElevenLabsStandIn(
    KEY,
    BUILT_IN_VOICES.map((v) => v.id),
  );
});
afterAll(() => standIn.close());

describe('ELEVENLABS_URL and ELEVENLABS_MODEL', () => {
  it('default to the public API and Flash v2.5; a model that is not an id is refused by name', () => {
    expect(loadEnv({}).elevenLabs).toEqual({
      url: 'https://api.elevenlabs.io',
      model: 'eleven_flash_v2_5',
    });
    expect(
      loadEnv({ ELEVENLABS_URL: 'http://127.0.0.1:9/', ELEVENLABS_MODEL: 'eleven_multilingual_v2' })
        .elevenLabs,
    ).toEqual({ url: 'http://127.0.0.1:9', model: 'eleven_multilingual_v2' });
    expect(() => loadEnv({ ELEVENLABS_MODEL: 'gpt-4' })).toThrow(
      'ELEVENLABS_MODEL must be an ElevenLabs model id like eleven_flash_v2_5, got "gpt-4"',
    );
    expect(() => loadEnv({ ELEVENLABS_URL: 'elevenlabs' })).toThrow(
      'ELEVENLABS_URL must be a URL, got "elevenlabs"',
    );
  });

  it('a voice preview through the server reaches the stand-in with the key, the model and μ-law, in spoken words', async () => {
    const server = await startTestServer({
      env: { ELEVENLABS_API_KEY: KEY, ELEVENLABS_URL: standIn.url },
    });
    try {
      const { token } = await server.newUser();
      const before = standIn.syntheses.length;
      const res = await fetch(`${server.url}/api/voice/preview/`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ text: 'Wake up at 07:00, 12°C.', voice_id: BUILT_IN_VOICES[0]!.id }),
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('audio/wav');
      expect(standIn.syntheses.slice(before)).toEqual([
        {
          voiceId: BUILT_IN_VOICES[0]!.id,
          model: 'eleven_flash_v2_5',
          // Flash v2.5 is told the call's language (the multilingual model reads it from the text).
          languageCode: 'en',
          format: 'ulaw_8000',
          text: 'Wake up at 7 AM, 12 degrees Celsius.',
        },
      ]);
      // The same sentence again: asked for twice, sent (and billed) once; the counters say both.
      const again = await fetch(`${server.url}/api/voice/preview/`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ text: 'Wake up at 07:00, 12°C.', voice_id: BUILT_IN_VOICES[0]!.id }),
      });
      expect(again.status).toBe(200);
      expect(standIn.syntheses.length - before).toBe(1);
      const metrics = await server.deps.calls.metrics.registry.getSingleMetricAsString(
        'daybreak_speech_characters_total',
      );
      expect(metrics).toContain(
        `daybreak_speech_characters_total{kind="spoken"} ${2 * 'Wake up at 07:00, 12°C.'.length}`,
      );
      expect(metrics).toContain(
        `daybreak_speech_characters_total{kind="synthesized"} ${'Wake up at 7 AM, 12 degrees Celsius.'.length}`,
      );
      // An unknown voice is the API's 404: the preview says the voice id is not valid.
      const unknown = await server.api('POST', '/api/voice/preview/', token, {
        text: 'Hi',
        voice_id: 'AAAAAAAAAAAAAAAAAAAA',
      });
      expect(unknown.status).toBe(400);
    } finally {
      await server.stop();
    }
  });

  it('tells Flash v2.5 the call’s language; the multilingual model reads it from the text (the API refuses it there)', async () => {
    const before = standIn.syntheses.length;
    for (const model of ['eleven_multilingual_v2', 'eleven_flash_v2_5'])
      await elevenLabsSpeech({ apiKey: KEY, url: standIn.url, model }).synthesize(
        'Bonjour Ada !',
        BUILT_IN_VOICES[0]!.id,
        'fr',
      );
    expect(standIn.syntheses.slice(before).map((s) => [s.model, s.languageCode])).toEqual([
      ['eleven_multilingual_v2', null],
      ['eleven_flash_v2_5', 'fr'],
    ]);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { callRequest, twilioLine, twiml } from '../../../server/calls/lines';
import { elevenLabsSpeech, localSpeech } from '../../../server/calls/speech';
import { horoscopeFor } from '../../../server/blocks/horoscope/horoscopes';
import { wordOfTheDay } from '../../../server/blocks/word_of_the_day/words';

describe('speech', () => {
  it('the local synthesizer makes a real WAV, different per voice', async () => {
    const speech = localSpeech();
    const rachel = await speech.synthesize('Good morning 42', '21m00Tcm4TlvDq8ikWAM');
    const adam = await speech.synthesize('Good morning 42', 'pNInz6obpgDQGcFmaJgB');
    const view = Buffer.from(rachel.bytes);
    expect(rachel.contentType).toBe('audio/wav');
    expect(view.subarray(0, 4).toString()).toBe('RIFF');
    expect(view.subarray(8, 12).toString()).toBe('WAVE');
    expect(view.readUInt32LE(4)).toBe(view.length - 8);
    // For a phone line: 8 kHz μ-law (format 7), whose header has a fact chunk before the data.
    expect(view.readUInt16LE(20)).toBe(7);
    expect(view.readUInt32LE(24)).toBe(8000);
    expect(view.subarray(50, 54).toString()).toBe('data');
    expect(view.readUInt32LE(54)).toBe(view.length - 58);
    expect(Buffer.compare(view, Buffer.from(adam.bytes))).not.toBe(0);
    expect(await speech.isKnownVoice('21m00Tcm4TlvDq8ikWAM')).toBe(true);
    expect(await speech.isKnownVoice('short')).toBe(false);
  });

  it('ElevenLabs: the request the adapter sends', async () => {
    const fetchFn = vi.fn(async () => new Response(new Uint8Array([1, 2, 3]), { status: 200 }));
    const audio = await elevenLabsSpeech(
      { apiKey: 'key-123', url: 'https://api.elevenlabs.io', model: 'eleven_flash_v2_5' },
      fetchFn as unknown as typeof fetch,
    ).synthesize('Hi', 'voice1');
    // 8 kHz μ-law in a WAV, like the local engines (tests/unit/calls/phoneAudio.test.ts).
    expect(audio.contentType).toBe('audio/wav');
    const [url, init] = fetchFn.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://api.elevenlabs.io/v1/text-to-speech/voice1?output_format=ulaw_8000');
    expect(init.headers).toMatchObject({ 'xi-api-key': 'key-123' });
    expect(JSON.parse(String(init.body))).toMatchObject({ text: 'Hi' });
  });
});

describe('Twilio line', () => {
  const config = { accountSid: 'AC1', authToken: 'tok', fromNumber: '+12025551111' };
  const dial = {
    callId: 7,
    attemptId: 42,
    userId: 'u',
    to: '+12025553333',
    kind: 'wakeup' as const,
    text: 'Rise & shine <3',
    audioKey: 'call-7.wav',
    audioUrl: '/api/calls/7/audio?exp=1&sig=abc',
  };

  it('plays the signed audio URL inside the gather (1 counts at any moment), reports every status and detects machines', async () => {
    const fetchFn = vi.fn(async () => Response.json({ sid: 'CA123' }, { status: 201 }));
    const line = twilioLine(config, 'https://daybreak.example', fetchFn as unknown as typeof fetch);
    expect(await line.dial(dial)).toEqual({ sid: 'CA123' });
    const [url, init] = fetchFn.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://api.twilio.com/2010-04-01/Accounts/AC1/Calls.json');
    const form = new URLSearchParams(String(init.body));
    expect(form.get('To')).toBe('+12025553333');
    expect(form.get('From')).toBe('+12025551111');
    // The TwiML is asked for once machine detection has decided (the answer callback serves it).
    expect(form.get('Twiml')).toBeNull();
    expect(form.get('Url')).toBe('https://daybreak.example/api/calls/twilio/answer?attempt=42');
    expect(form.get('Method')).toBe('POST');
    const gather = (timeout: number) =>
      `<Gather numDigits="1" timeout="${timeout}" method="POST" action="https://daybreak.example/api/calls/twilio/gather?attempt=42">`;
    const keys = 'Press 1 if you&#39;re awake, 2 to snooze for 5 minutes, or 3 to hear this again.';
    const first = {
      ...dial,
      wakeUp: { message: dial.text, place: { number: 1, max_attempts: 3, snooze_minutes: 5 } },
    };
    // The message and its keys (a key counts at any moment), the keys again, then when the next call comes.
    expect(twiml(first, 'https://daybreak.example')).toBe(
      `<Response>${gather(5)}` +
        `<Play>https://daybreak.example/api/calls/7/audio?exp=1&#38;sig=abc</Play><Say>${keys}</Say></Gather>` +
        `${gather(10)}<Say>${keys}</Say></Gather>` +
        `<Say>We&#39;ll call again in 5 minutes.</Say><Hangup/></Response>`,
    );
    // The last attempt says so first, offers no snooze, and says no call follows.
    const last = twiml(
      { ...first, wakeUp: { ...first.wakeUp, place: { ...first.wakeUp.place, number: 3 } } },
      'https://daybreak.example',
    );
    expect(last).toMatch(/^<Response><Say>This is your last call this morning\.<\/Say><Gather/);
    expect(last).toContain('<Say>That was your last call this morning. Goodbye.</Say><Hangup/>');
    expect(last).not.toMatch(/snooze|call again/);
    expect(form.get('StatusCallback')).toBe(
      'https://daybreak.example/api/calls/twilio/status?attempt=42',
    );
    expect(form.getAll('StatusCallbackEvent')).toEqual([
      'initiated',
      'ringing',
      'answered',
      'completed',
    ]);
    expect(form.get('MachineDetection')).toBe('Enable');
    // It rings 20 s: below typical voicemail pickup, so the message rarely plays into voicemail.
    expect(form.get('Timeout')).toBe('20');
  });

  it('a consent call gathers 1 or 9 while it speaks; a text is one POST to the Messages API', async () => {
    expect(
      twiml(
        { ...dial, kind: 'consent', text: 'Press 1 to agree, or 9.', audioUrl: null },
        'https://d.example',
      ),
    ).toBe(
      '<Response><Gather numDigits="1" timeout="10" method="POST" action="https://d.example/api/calls/twilio/gather?attempt=42">' +
        '<Say>Press 1 to agree, or 9.</Say></Gather>' +
        '<Say>We did not hear a choice. Nothing will be sent to you.</Say></Response>',
    );
    const fetchFn = vi.fn(async () => Response.json({ sid: 'SM123' }, { status: 201 }));
    const line = twilioLine(config, 'https://d.example', fetchFn as unknown as typeof fetch);
    expect(
      await line.text({
        to: '+447911123456',
        body: 'Alex didn’t confirm.',
        userId: 'u',
        alertId: 9,
      }),
    ).toEqual({
      sid: 'SM123',
    });
    const [url, init] = fetchFn.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://api.twilio.com/2010-04-01/Accounts/AC1/Messages.json');
    expect(Object.fromEntries(new URLSearchParams(String(init.body)))).toEqual({
      To: '+447911123456',
      From: '+12025551111',
      Body: 'Alex didn’t confirm.',
      // The carrier's word on it comes back, signed, naming the morning.
      StatusCallback: 'https://d.example/api/calls/twilio/sms-status?alert=9',
    });
  });

  it('speaks the text (escaped) when there is no audio; no gather outside wake-up calls', () => {
    const twiml = callRequest(
      { ...dial, kind: 'test', audioKey: null, audioUrl: null },
      config,
      'https://d.example',
    ).get('Twiml');
    expect(twiml).toBe('<Response><Say>Rise &#38; shine &#60;3</Say></Response>');
  });
});

describe('content', () => {
  it('horoscope and word of the day honour their settings', () => {
    const day = new Date('2026-11-22T07:00:00Z');
    expect(horoscopeFor('leo', day, true)).toMatch(
      /^Your horoscope for Leo: .+ Your lucky number is \d+\.$/,
    );
    expect(horoscopeFor('leo', day, false)).not.toMatch(/lucky/);
    expect(wordOfTheDay(5, '2026-11-22', true)).toMatch(
      /^Your word of the day is \w+: .+\. For example: /,
    );
    expect(wordOfTheDay(1, '2026-11-22', false)).not.toMatch(/For example/);
  });

  it('the word of the day changes every day and follows its difficulty and topic', () => {
    const dates = Array.from({ length: 10 }, (_, i) => `2026-12-${String(i + 1).padStart(2, '0')}`);
    const word = (difficulty: number, date: string, topic = '') =>
      /word of the day is (\w+)/.exec(wordOfTheDay(difficulty, date, false, topic))?.[1];
    for (let i = 1; i < dates.length; i++)
      expect(word(3, dates[i]!)).not.toBe(word(3, dates[i - 1]!));
    // Difficulty 1 never says a difficulty-5 word.
    const hard = new Set(dates.map((d) => word(5, d)));
    for (const d of dates) expect(hard.has(word(1, d))).toBe(false);
    // A topic picks its words; "Sports" is sport; a theme the list lacks gets the usual words.
    const cooking = ['sizzle', 'simmer', 'umami', 'emulsify', 'gastronomy'];
    for (const d of dates) expect(cooking).toContain(word(2, d, 'Cooking'));
    const sport = ['sprint', 'stamina', 'tempo', 'agility', 'indefatigable', 'proprioception'];
    for (const d of dates) expect(sport).toContain(word(3, d, 'sports'));
    for (const d of dates) expect(word(3, d, 'knitting')).toBe(word(3, d));
  });

  it('each sign has its own horoscope on any day, and a new one the next day', () => {
    const signs = ['aries', 'taurus', 'gemini', 'cancer', 'leo', 'virgo', 'libra', 'scorpio'];
    signs.push('sagittarius', 'capricorn', 'aquarius', 'pisces');
    const line = (sign: string, iso: string) =>
      horoscopeFor(sign, new Date(iso), false).replace(/^Your horoscope for \w+: /, '');
    for (const iso of ['2026-11-22T07:00:00Z', '2026-11-23T07:00:00Z', '2027-03-01T07:00:00Z']) {
      expect(new Set(signs.map((sign) => line(sign, iso))).size).toBe(12);
    }
    for (const sign of signs)
      expect(line(sign, '2026-11-22T07:00:00Z')).not.toBe(line(sign, '2026-11-23T07:00:00Z'));
  });
});

describe('Google Calendar source', () => {
  it('refreshes the access token with the stored refresh token, then lists today’s events on primary', async () => {
    const { googleCalendar } = await import('../../../server/calls/content');
    const { createSealer, newKey } = await import('../../../server/crypto');
    const { providerAccess } = await import('../../../server/providers');
    const { googleAdapter } = await import('../../../server/providers/google');
    const sealer = createSealer(newKey());
    const db = { query: vi.fn(async () => [{ refresh_token_enc: sealer.seal('refresh-123') }]) };
    const fetchFn = vi.fn(async (url: string) =>
      url.startsWith('https://oauth2.googleapis.com/token')
        ? Response.json({ access_token: 'access-456' })
        : Response.json({
            items: [
              { summary: 'Stand-up', start: { dateTime: '2026-11-23T09:30:00-05:00' } },
              { summary: 'Holiday', start: { date: '2026-11-23' } },
            ],
          }),
    );
    const google = googleAdapter(
      { clientId: 'id', clientSecret: 'secret' },
      fetchFn as unknown as typeof fetch,
    );
    const source = googleCalendar(
      providerAccess(db as never, sealer, { google_calendar: google }),
      fetchFn as unknown as typeof fetch,
    );
    const events = await source.events('user-1', {
      date: '2026-11-23',
      timeZone: 'America/New_York',
    });
    expect(events).toEqual([
      { title: 'Stand-up', start: '09:30', allDay: false },
      { title: 'Holiday', start: '', allDay: true },
    ]);
    const [tokenUrl, tokenInit] = fetchFn.mock.calls[0] as unknown as [string, RequestInit];
    expect(tokenUrl).toBe('https://oauth2.googleapis.com/token');
    expect(new URLSearchParams(String(tokenInit.body)).get('refresh_token')).toBe('refresh-123');
    const [eventsUrl, eventsInit] = fetchFn.mock.calls[1] as unknown as [string, RequestInit];
    expect(eventsUrl).toMatch(
      /^https:\/\/www\.googleapis\.com\/calendar\/v3\/calendars\/primary\/events\?timeMin=2026-11-23T05%3A00%3A00\.000Z&timeMax=2026-11-24T05%3A00%3A00\.000Z&timeZone=America%2FNew_York/,
    );
    expect(eventsInit.headers).toEqual({ Authorization: 'Bearer access-456' });
  });

  it('a user who has not connected a calendar: no token asked, no events', async () => {
    const { googleCalendar } = await import('../../../server/calls/content');
    const { createSealer, newKey } = await import('../../../server/crypto');
    const { providerAccess } = await import('../../../server/providers');
    const { googleAdapter } = await import('../../../server/providers/google');
    const db = { query: vi.fn(async () => []) };
    const fetchFn = vi.fn();
    const google = googleAdapter(
      { clientId: 'id', clientSecret: 'secret' },
      fetchFn as unknown as typeof fetch,
    );
    const source = googleCalendar(
      providerAccess(db as never, createSealer(newKey()), { google_calendar: google }),
      fetchFn as unknown as typeof fetch,
    );
    expect(await source.events('user-2', { date: '2026-11-23', timeZone: 'Asia/Tokyo' })).toEqual(
      [],
    );
    expect(db.query).toHaveBeenCalledWith(expect.stringContaining('is_active'), [
      'user-2',
      'google_calendar',
    ]);
    expect(fetchFn).not.toHaveBeenCalled();
  });
});

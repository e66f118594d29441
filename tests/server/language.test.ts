/**
 * The call in the user's language: a French profile's verification, test and wake-up calls, Hear my
 * call and the voice preview are French, from the registration's browser locale or the profile's
 * choice; switching to English changes the next call's words, not the ones already said.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallRecord, LocalCall, Profile } from '../../src/core/types';
import { localSpeech, type Speech } from '../../server/calls/speech';
import { startTestServer, type TestServer } from './harness';
import { MINUTE, callableUser, testClock } from './pipelineSetup';

// Friday 2026-11-27 noon UTC; the users are called at 07:00 in Paris (06:00 UTC) the next morning.
const clock = testClock('2026-11-27T12:00:00Z');
/** What the speech engine was asked to say, and in which language. */
const spoken: { text: string; language: string | undefined }[] = [];
const engine = localSpeech();
const listening: Speech = {
  engine: 'espeak-ng',
  isKnownVoice: (voiceId) => engine.isKnownVoice(voiceId),
  synthesize(text, voiceId, language) {
    spoken.push({ text, language });
    return engine.synthesize(text, voiceId, language);
  },
};
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ clock, calls: { speech: listening } });
});
afterAll(() => server.stop());

const localCalls = async (token: string) =>
  (await server.api('GET', '/api/local/calls/', token)).body as LocalCall[];
const profileOf = async (token: string) =>
  (await server.api('GET', '/api/profile/', token)).body as Profile;

/** A user registered from a browser whose locale is `locale`. */
async function registered(locale: string) {
  const email = `lang-${Math.random().toString(36).slice(2)}@example.com`;
  const user = await server.signIn(email, 'Camille Dupont');
  const answer = await server.api('POST', '/api/users/register/', user.token, {
    supabase_uid: user.userId,
    email,
    name: 'Camille Dupont',
    auth_provider: 'google',
    timezone: 'Europe/Paris',
    locale,
  });
  expect(answer.status).toBe(201);
  return user;
}

describe('the call language, chosen at registration and in the profile', () => {
  it('a French browser gets French calls, any other language English', async () => {
    expect((await profileOf((await registered('fr-FR')).token)).language).toBe('fr');
    expect((await profileOf((await registered('ja-JP')).token)).language).toBe('ja');
    expect((await profileOf((await registered('pt-BR')).token)).language).toBe('en');
  });

  it('the profile changes it, and refuses a language calls cannot speak, naming the field', async () => {
    const { token } = await registered('en-GB');
    const saved = await server.api('PATCH', '/api/profile/', token, { language: 'de' });
    expect(saved).toMatchObject({ status: 200, body: { language: 'de' } });
    const refused = await server.api('PATCH', '/api/profile/', token, { language: 'pt' });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('language');
    expect((await profileOf(token)).language).toBe('de');
  });
});

describe('a French profile’s calls are French', () => {
  it('the verification call says the code in French', async () => {
    const { token, userId } = await registered('fr-FR');
    const sent = await server.api('POST', '/api/users/send-phone-verification/', token, {
      phone_number: '+12025550161',
      supabase_uid: userId,
    });
    expect(sent.status).toBe(200);
    const [call] = await localCalls(token);
    expect(call?.kind).toBe('verification');
    expect(call?.text).toMatch(
      /^Bonjour, ici Daybreak\. Votre code de vérification est (\d \d \d \d \d \d)\. Je répète, votre code est \1\.$/,
    );
  });

  it('the test call, Hear my call and the wake-up call say the routine and the keys in French; English after the switch', async () => {
    clock.set('2026-11-27T12:00:00Z');
    const user = await callableUser(
      server,
      { call_time: '07:00', timezone: 'Europe/Paris' },
      clock.now(),
      '+12025550162',
    );
    await server.api('PATCH', '/api/profile/', user.token, { language: 'fr' });

    // Hear my call: the first attempt of Saturday's call, as it will be said.
    spoken.length = 0;
    const preview = await server.api('POST', '/api/calls/preview/', user.token);
    expect(preview.status).toBe(200);
    const words = (preview.body as { words: string }).words;
    expect(words).toMatch(
      /^Bonjour Ada ! Voici votre appel de réveil Daybreak du samedi 28 novembre\. Votre horoscope, Bélier : .+\. Bonne journée ! Appuyez sur 1 pour confirmer votre réveil/,
    );
    expect(words).toContain('Nous vous rappellerons dans 5 minutes.');
    expect(new Set(spoken.map((s) => s.language))).toEqual(new Set(['fr']));

    // The test call: the same routine, in French.
    const test = await server.api('POST', '/api/call-blocks/test-call/', user.token);
    expect(test.status).toBe(200);
    await server.deps.calls.line.settle();
    const [testCall] = await localCalls(user.token);
    expect(testCall?.kind).toBe('test');
    expect(testCall?.text).toMatch(
      /^Bonjour Ada ! Voici votre appel de réveil Daybreak du samedi 28 novembre\./,
    );

    // The wake-up call at 07:00 in Paris: prepared in French, each sentence in the French voice.
    spoken.length = 0;
    clock.set(new Date(Date.parse('2026-11-28T06:00:00Z') + 5_000));
    await server.deps.calls.pipeline.tick();
    await server.deps.calls.line.settle();
    const [record] = (
      (await server.api('GET', '/api/calls/', user.token)).body as { calls: CallRecord[] }
    ).calls;
    expect(record?.kind).toBe('wakeup');
    expect(record?.words).toMatch(
      /^Bonjour Ada ! Voici votre appel de réveil Daybreak du samedi 28 novembre\./,
    );
    expect(record?.words).toContain(
      'Appuyez sur 1 pour confirmer votre réveil, sur 2 pour un rappel dans 5 minutes',
    );
    expect(spoken.length).toBeGreaterThan(0);
    expect(new Set(spoken.map((s) => s.language))).toEqual(new Set(['fr']));
    const [line] = await localCalls(user.token);
    expect(line?.kind).toBe('wakeup');
    expect(line?.text).toContain('Appuyez sur 1 pour confirmer votre réveil');

    // Back to English: the next call's words are English; the call already made stays French.
    await server.api('PATCH', '/api/profile/', user.token, { language: 'en' });
    const english = await server.api('POST', '/api/calls/preview/', user.token);
    expect((english.body as { words: string }).words).toMatch(
      /^Good morning, Ada! This is your Daybreak wake-up call for Sunday, November 29\. Your horoscope for Aries: .+ Press 1 if you're awake/,
    );
    const [still] = (
      (await server.api('GET', '/api/calls/', user.token)).body as { calls: CallRecord[] }
    ).calls;
    expect(still?.words).toContain('Appuyez sur 1 pour confirmer votre réveil');
  }, 60_000);

  it('a block that speaks only English is announced in the call’s language, and said in English', async () => {
    clock.set('2026-11-27T12:00:00Z');
    const user = await callableUser(
      server,
      { call_time: '07:00', timezone: 'Asia/Tokyo' },
      clock.now(),
      '+12025550163',
    );
    await server.api('PATCH', '/api/profile/', user.token, { language: 'ja' });
    await server.api('POST', '/api/call-blocks/user/', user.token, {
      block: 'word_of_the_day',
      order: 1,
    });
    spoken.length = 0;
    const preview = await server.api('POST', '/api/calls/preview/', user.token);
    const words = (preview.body as { words: string }).words;
    expect(words).toMatch(/^おはようございます、Ada さん。|^おはようございます、Adaさん。/);
    expect(words).toMatch(/ここからは英語です。Your word of the day is \w+: /);
    expect(words).toContain('よい一日を！');
    // Hear my call voices each sentence in its own language: the English words in English's voice.
    const said = (language: string) =>
      spoken.filter((s) => s.language === language).map((s) => s.text);
    expect(said('en')).toEqual([expect.stringMatching(/^Your word of the day is /)]);
    expect(said('ja')).toContain('ここからは英語です。');

    // The test call too: its routine's sentences each in their own language's voice.
    spoken.length = 0;
    expect((await server.api('POST', '/api/call-blocks/test-call/', user.token)).status).toBe(200);
    await server.deps.calls.line.settle();
    expect(said('en')).toEqual([expect.stringMatching(/^Your word of the day is /)]);
    expect(said('ja')).toContain('ここからは英語です。');
  });

  it('the voice preview says the sample sentence in the profile’s language', async () => {
    const { token } = await registered('es-ES');
    spoken.length = 0;
    const answer = await server.api('POST', '/api/voice/preview/', token, {
      voice_id: '21m00Tcm4TlvDq8ikWAM',
      text: 'Good morning! Time to start your day with energy and purpose.',
    });
    expect(answer.status).toBe(200);
    expect(spoken).toEqual([
      {
        text: '¡Buenos días! Es hora de empezar el día con energía y determinación.',
        language: 'es',
      },
    ]);
  });
});

// Kept apart from the wake-up test's morning: MINUTE is the pipeline helpers' unit.
void MINUTE;

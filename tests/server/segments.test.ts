/**
 * Each shared sentence is said once (issue 37): a call's words are segments, and one that depends on
 * nothing personal (the frame, a sign's horoscope, the word of the day) is synthesized once per
 * engine, voice and text for every call that says it, kept in the audio store, and swept by retention
 * when no call has used it for AUDIO_RETENTION_DAYS. A name is never shared. Counted by what the
 * ElevenLabs stand-in is sent (what would be billed), on PGlite and on a Postgres server.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILT_IN_VOICES, SCHEDULE_DEFAULTS } from '../../src/core/constants';
import { segmentKey, sweepAudio } from '../../server/calls/lifecycle';
import { muLawSamples, spokenText } from '../../server/calls/speech';
import { startElevenLabsStandIn, type ElevenLabsStandIn } from './elevenLabsStandIn';
import { startTestServer, type TestServer } from './harness';
import { MINUTE, callableUser, testClock } from './pipelineSetup';

const KEY = 'xi-test-key-2';
// Monday 2026-11-23 07:00 in Paris is 06:00 UTC.
const DUE = new Date('2026-11-23T06:00:00Z');
const clock = testClock('2026-11-22T12:00:00Z');
const GAP_SAMPLES = 1200; // 150 ms at 8 kHz
let standIn: ElevenLabsStandIn;
let server: TestServer;

beforeAll(async () => {
  standIn = await startElevenLabsStandIn(
    KEY,
    BUILT_IN_VOICES.map((v) => v.id),
  );
  server = await startTestServer({
    clock,
    env: { ELEVENLABS_API_KEY: KEY, ELEVENLABS_URL: standIn.url },
  });
});
afterAll(async () => {
  await server.stop();
  await standIn.close();
});

async function user(name: string) {
  const u = await callableUser(
    server,
    { call_time: '07:00', timezone: 'Europe/Paris' },
    clock.now(),
  );
  await server.deps.db.query('UPDATE profiles SET first_name = $2 WHERE user_id = $1', [
    u.userId,
    name,
  ]);
  await server.api('POST', '/api/call-blocks/user/', u.token, {
    block: 'word_of_the_day',
    order: 1,
  });
  return u;
}

async function prepared(userId: string) {
  const [row] = await server.deps.db.query<{ words: string; audio_key: string | null }>(
    "SELECT words, audio_key FROM call_records WHERE user_id = $1 AND kind = 'wakeup'",
    [userId],
  );
  return row;
}

const characters = async () =>
  server.deps.calls.metrics.registry.getSingleMetricAsString('daybreak_speech_characters_total');

describe('shared sentences', () => {
  it('are synthesized once for all calls; names are not; each call plays its segments in order', async () => {
    const [ada, kenji] = [await user('Ada'), await user('Kenji')];
    const sentBefore = standIn.syntheses.length;
    clock.set(new Date(DUE.getTime() - 10 * MINUTE));
    expect((await server.deps.calls.pipeline.tick()).prepared).toBe(2);

    const calls = [await prepared(ada.userId), await prepared(kenji.userId)];
    const adaWords = calls[0]?.words ?? '';
    const kenjiWords = calls[1]?.words ?? '';
    expect(adaWords).toMatch(
      /^Good morning, Ada! This is your Daybreak wake-up call for Monday, November 23\. /,
    );
    expect(kenjiWords).toMatch(
      /^Good morning, Kenji! This is your Daybreak wake-up call for Monday, November 23\. /,
    );
    // The same routine: all but the greeting is the same words.
    expect(adaWords.replace('Ada', 'Kenji')).toBe(kenjiWords);

    const sent = standIn.syntheses.slice(sentBefore).map((s) => s.text);
    // Each text sent once; the greetings (with a name) each on its own; nothing else names anyone.
    expect(new Set(sent).size).toBe(sent.length);
    expect(sent).toContain('Good morning, Ada!');
    expect(sent).toContain('Good morning, Kenji!');
    expect(sent.filter((t) => /Ada|Kenji/.test(t))).toHaveLength(2);
    expect(sent).toContain('This is your Daybreak wake-up call for Monday, November 23.');
    // Flash v2.5 is told the language (the stand-in refuses it from a model that cannot take it).
    expect(new Set(standIn.syntheses.slice(sentBefore).map((s) => s.languageCode))).toEqual(
      new Set(['en']),
    );
    expect(sent).toContain('Have a great day!');
    // What was sent is every word of one call and the other's greeting: the rest was said once.
    const billed = sent.reduce((n, t) => n + t.length, 0);
    const spokenOnce = spokenText(adaWords).length;
    expect(billed).toBeLessThan(spokenOnce + 'Good morning, Kenji!'.length + 1);

    // Each call's audio is its segments in order, a sentence's pause between two.
    for (const call of calls) {
      const audio = await server.deps.calls.audio.get(call?.audio_key ?? '');
      expect(audio?.contentType).toBe('audio/wav');
      const own = sent.filter((t) => !/Ada|Kenji/.test(t) || call?.words.includes(t));
      const samples = own.reduce((n, t) => n + Math.max(80, t.length * 80), 0);
      expect(muLawSamples(audio?.bytes ?? new Uint8Array())).toHaveLength(
        samples + GAP_SAMPLES * (own.length - 1),
      );
    }
    // Kept for every call and process: the shared sentences, in the store under their key; never a
    // greeting with a name.
    const key = (text: string) =>
      segmentKey('elevenlabs-eleven_flash_v2_5', SCHEDULE_DEFAULTS.voice_id, 'en', text);
    const kept = (
      await server.deps.db.query<{ key: string }>('SELECT key FROM audio_segments')
    ).map((r) => r.key);
    for (const text of [
      'This is your Daybreak wake-up call for Monday, November 23.',
      'Have a great day!',
    ]) {
      expect(kept).toContain(key(text));
      expect(await server.deps.calls.audio.get(key(text))).not.toBeNull();
    }
    for (const text of ['Good morning, Ada!', 'Good morning, Kenji!']) {
      expect(kept).not.toContain(key(text));
      expect(await server.deps.calls.audio.get(key(text))).toBeNull();
    }
    // Asked for: both calls' words; sent: each text once.
    const counted = await characters();
    expect(counted).toMatch(/kind="synthesized"\} (\d+)/);
    const synthesized = Number(/kind="synthesized"\} (\d+)/.exec(counted)?.[1]);
    const spoken = Number(/kind="spoken"\} (\d+)/.exec(counted)?.[1]);
    expect(synthesized).toBeGreaterThanOrEqual(billed);
    expect(spoken - synthesized).toBeGreaterThan(0);
  });

  it('are found in the store by a later call, and let go of when no call has used them for the retention', async () => {
    const rows = await server.deps.db.query<{ key: string }>('SELECT key FROM audio_segments');
    expect(rows.length).toBeGreaterThan(0);
    const frame = rows.map((r) => r.key);
    // A third user the same morning: only the greeting is new.
    const before = standIn.syntheses.length;
    clock.set(new Date(DUE.getTime() - 20 * MINUTE));
    const zoe = await user('Zoe');
    clock.set(new Date(DUE.getTime() - 9 * MINUTE));
    expect((await server.deps.calls.pipeline.tick()).prepared).toBe(1);
    expect(standIn.syntheses.slice(before).map((s) => s.text)).toEqual(['Good morning, Zoe!']);
    expect((await prepared(zoe.userId))?.audio_key).toBeTruthy();

    // 31 days on, no call has used them: swept from the table and the store.
    const later = new Date(DUE.getTime() + 31 * 86_400_000);
    await sweepAudio(server.deps.db, server.deps.calls.audio, later, 30);
    expect(await server.deps.db.query('SELECT key FROM audio_segments')).toEqual([]);
    for (const key of frame) expect(await server.deps.calls.audio.get(key)).toBeNull();
  });
});

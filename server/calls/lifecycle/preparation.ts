/**
 * A call's words and audio: made ahead of its due time by every process with capacity, under a
 * preparation lease, so that at the due time only dialling remains — or made when it is dialled, for
 * a call set closer than the window. Speech down: the words alone, which the line speaks itself.
 */
import { errorText } from '../../errorText';
import type { Db } from '../../db';
import type { CallMetrics } from '../../metrics';
import { createHash } from 'node:crypto';
import type { Script, Segment } from '../content';
import type { CallLanguage } from '../words';
import {
  audioKey,
  joinedSentences,
  speakParts,
  type Audio,
  type AudioStore,
  type Speech,
} from '../speech';
import type { Clock } from '../clock';
import { PREPARE_AHEAD_MS } from './enqueue';
import type { Holdings } from './holdings';
import { queue, type CallRow } from './queue';

export interface PreparationDeps {
  db: Db;
  clock: Clock;
  speech: Speech;
  audio: AudioStore;
  assemble(userId: string, date: Date): Promise<Script>;
  /** Calls each process prepares at once. */
  concurrency: number;
  metrics?: CallMetrics;
}

export interface Prepared {
  words: string;
  audioKey: string | null;
  language: CallLanguage;
}

/** How long a preparation (or dialling) claim holds a record before another process may take it. */
export const LEASE_MS = 120_000;

/** A shared sentence's key in the audio store: its engine, voice, language and text, hashed. */
export function segmentKey(
  engine: string,
  voiceId: string,
  language: CallLanguage,
  text: string,
): string {
  const hash = createHash('sha256')
    .update(`${engine}\u0000${voiceId}\u0000${language}\u0000${text}`)
    .digest('hex');
  return audioKey(`segment-${hash.slice(0, 40)}`, 'audio/wav');
}

/**
 * A sentence's audio. A shared one is made once for every call that says it and kept in the audio
 * store (every process finds it there): found, it is not synthesized again, only counted as spoken.
 */
async function segmentAudio(d: PreparationDeps, segment: Segment, voiceId: string): Promise<Audio> {
  if (!segment.shared) return d.speech.synthesize(segment.text, voiceId, segment.language);
  const key = segmentKey(d.speech.engine ?? 'speech', voiceId, segment.language, segment.text);
  let audio = await d.audio.get(key);
  if (audio) {
    d.metrics?.speechCharacters.inc({ kind: 'spoken' }, segment.text.length);
  } else {
    audio = await d.speech.synthesize(segment.text, voiceId, segment.language);
    await d.audio.put(key, audio);
  }
  await queue.useSegment(d.db, key, d.clock.now());
  return audio;
}

/**
 * The audio of a script: its sentences' audio joined (shared ones made once for all calls), or, if
 * an engine's audio cannot be joined (not a phone line's μ-law), the words synthesized as one.
 */
async function scriptAudio(d: PreparationDeps, script: Script, voiceId: string): Promise<Audio> {
  const parts = await Promise.all(script.segments.map((s) => segmentAudio(d, s, voiceId)));
  return joinedSentences(parts, () => d.speech.synthesize(script.words, voiceId, script.language));
}

/**
 * The words of the call and their audio, made and kept. A wake-up call's are its message: each
 * attempt frames it with its own opening, keys and ending (`attemptScript`), said by the line.
 */
export async function makeCall(d: PreparationDeps, call: CallRow): Promise<Prepared> {
  if (!call.user_id) throw new Error('A call without a user has no routine');
  const started = process.hrtime.bigint();
  const script = await d.assemble(call.user_id, new Date(call.due_at));
  const { words } = script;
  let audio: { key: string; type: string } | null = null;
  if (call.voice_id) {
    try {
      const sound = await scriptAudio(d, script, call.voice_id);
      audio = { key: audioKey(`call-${call.id}`, sound.contentType), type: sound.contentType };
      await d.audio.put(audio.key, sound);
    } catch (error) {
      // Speech down: the line speaks the words itself rather than lose the call.
      console.error(`[calls] speech for call ${call.id} failed:`, errorText(error));
      audio = null;
    }
  }
  await queue.storePrepared(d.db, call.id, words, script.fallbacks, audio, script.language);
  d.metrics?.preparation.observe(Number(process.hrtime.bigint() - started) / 1e9);
  return { words, audioKey: audio?.key ?? null, language: script.language };
}

/** What a claimed call says: prepared ahead, or made now (a call set closer than the window). */
export async function preparedCall(d: PreparationDeps, call: CallRow): Promise<Prepared> {
  if (call.words !== null)
    return { words: call.words, audioKey: call.audio_key, language: call.language };
  return makeCall(d, call);
}

/** The audio of given sentences (a test call's, in the user's voice, each in its language), stored on the record. */
export async function audioFor(
  d: PreparationDeps,
  call: CallRow,
  parts: { text: string; language: CallLanguage }[],
): Promise<string> {
  const sound = await speakParts(d.speech, parts, call.voice_id ?? '');
  const key = audioKey(`call-${call.id}`, sound.contentType);
  await d.audio.put(key, sound);
  await queue.storeAudio(d.db, call.id, key, sound.contentType);
  return key;
}

/**
 * Makes the words and audio of queued calls due soon, `rounds` claims of `concurrency` calls at most
 * (default: until none is left); returns how many were prepared.
 */
export async function prepareAhead(
  d: PreparationDeps,
  holdings: Holdings,
  rounds = Infinity,
): Promise<number> {
  let made = 0;
  for (let round = 0; round < rounds && !holdings.released; round++) {
    const calls = await queue.claimUnprepared(
      d.db,
      d.clock.now(),
      PREPARE_AHEAD_MS,
      LEASE_MS,
      d.concurrency,
    );
    if (await holdings.nothingToDo(calls, 'preparing')) return made;
    const done = await Promise.all(
      calls.map((call) =>
        holdings
          .holding(call, 'preparing', () => makeCall(d, call))
          .then(
            () => true,
            (error: unknown) => {
              // Left unprepared: the lease lapses and it is tried again, or made when it is dialled.
              console.error(`[calls] preparing call ${call.id} failed:`, errorText(error));
              return false;
            },
          ),
      ),
    );
    const n = done.filter(Boolean).length;
    made += n;
    d.metrics?.prepared.inc(n);
    if (n === 0) return made;
  }
  return made;
}

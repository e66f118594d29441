/**
 * A call's words and audio: made ahead of its due time by every process with capacity, under a
 * preparation lease, so that at the due time only dialling remains — or made when it is dialled, for
 * a call set closer than the window. Speech down: the words alone, which the line speaks itself.
 */
import { errorText } from '../../errorText';
import { confirmPrompt } from '../../../src/core/wakeUp';
import type { Db } from '../../db';
import type { CallMetrics } from '../../metrics';
import type { Script } from '../content';
import { audioKey, type AudioStore, type Speech } from '../speech';
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
}

/** How long a preparation (or dialling) claim holds a record before another process may take it. */
export const LEASE_MS = 120_000;

/** The words of the call (a wake-up call's end with its contract) and its audio, made and kept. */
export async function makeCall(d: PreparationDeps, call: CallRow): Promise<Prepared> {
  if (!call.user_id) throw new Error('A call without a user has no routine');
  const started = process.hrtime.bigint();
  const script = await d.assemble(call.user_id, new Date(call.due_at));
  const words = call.kind === 'wakeup' ? `${script.words} ${confirmPrompt(call)}` : script.words;
  let audio: { key: string; type: string } | null = null;
  if (call.voice_id) {
    try {
      const sound = await d.speech.synthesize(words, call.voice_id);
      audio = { key: audioKey(`call-${call.id}`, sound.contentType), type: sound.contentType };
      await d.audio.put(audio.key, sound);
    } catch (error) {
      // Speech down: the line speaks the words itself rather than lose the call.
      console.error(`[calls] speech for call ${call.id} failed:`, errorText(error));
      audio = null;
    }
  }
  await queue.storePrepared(d.db, call.id, words, script.fallbacks, audio);
  d.metrics?.preparation.observe(Number(process.hrtime.bigint() - started) / 1e9);
  return { words, audioKey: audio?.key ?? null };
}

/** What a claimed call says: prepared ahead, or made now (a call set closer than the window). */
export async function preparedCall(d: PreparationDeps, call: CallRow): Promise<Prepared> {
  if (call.words !== null) return { words: call.words, audioKey: call.audio_key };
  return makeCall(d, call);
}

/** The audio of given words (a test call's, in the user's voice), stored on the record. */
export async function audioFor(d: PreparationDeps, call: CallRow, words: string): Promise<string> {
  const sound = await d.speech.synthesize(words, call.voice_id ?? '');
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

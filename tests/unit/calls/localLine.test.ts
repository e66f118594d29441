/**
 * The local line's scripted outcomes (LOCAL_CALL_OUTCOME) take the time a real call takes: an
 * answered call stays on the line while its message plays, a key counts in the middle of it, and a
 * machine is hung up on at once.
 */
import { describe, expect, it, vi } from 'vitest';
import { localLine, type LineStatus } from '../../../server/calls/lines';
import type { Db } from '../../../server/db';
import type { LocalCallOutcome } from '../../../server/env';

/** The line stores each call it places; nothing else of the database is used here. */
const db = {
  query: async () => [{ id: 1 }],
  transaction: async () => {
    throw new Error('unused');
  },
  exec: async () => undefined,
  close: async () => undefined,
} as unknown as Db;

const LISTEN_MS = 400;

/** Dials one call with this outcome; its line events with their time since the dial (ms), as they come. */
function dial(outcome: Exclude<LocalCallOutcome, 'ask'>, listenMs?: number) {
  const events: { what: string; at: number }[] = [];
  const started = performance.now();
  const seen = (what: string) => events.push({ what, at: performance.now() - started });
  const line = localLine(db, {
    outcomes: [outcome],
    stepMs: 0,
    ...(listenMs === undefined ? {} : { listenMs }),
    print: () => undefined,
    now: () => new Date(),
    events: () => ({
      status: async (_id: number, status: LineStatus, by?: string | null) =>
        void seen(by ? `${status}:${by}` : status),
      gather: async (_id: number, digits: string) => {
        seen(`gather:${digits}`);
        return digits === '1';
      },
    }),
  });
  const done = line.dial({
    callId: 1,
    attemptId: 1,
    userId: 'u1',
    to: '+12025550123',
    kind: 'wakeup',
    text: 'Good morning. It is 7 AM. Press 1 to confirm you are awake.',
    audioKey: null,
    audioUrl: null,
  });
  return { events, done: done.then(() => line.settle()).then(() => events) };
}
const place = (outcome: Exclude<LocalCallOutcome, 'ask'>, listenMs?: number) =>
  dial(outcome, listenMs).done;

const at = (events: { what: string; at: number }[], what: string) =>
  events.find((e) => e.what === what)?.at ?? Number.NaN;

describe('the local line, scripted', () => {
  it('confirm: answered, 1 pressed halfway through the message, then ended', async () => {
    const events = await place('confirm', LISTEN_MS);
    expect(events.map((e) => e.what)).toEqual([
      'ringing',
      'in-progress:human',
      'gather:1',
      'completed:human',
    ]);
    const pressed = at(events, 'gather:1') - at(events, 'in-progress:human');
    expect(pressed).toBeGreaterThanOrEqual(LISTEN_MS / 2 - 5);
    expect(pressed).toBeLessThan(LISTEN_MS);
  });

  it('answer: the whole message plays and no key comes', async () => {
    const events = await place('answer', LISTEN_MS);
    expect(events.map((e) => e.what)).toEqual(['ringing', 'in-progress:human', 'completed:human']);
    const onLine = at(events, 'completed:human') - at(events, 'in-progress:human');
    expect(onLine).toBeGreaterThanOrEqual(LISTEN_MS - 5);
  });

  it('by default an answered call lasts as long as its words take to say, plus the key window', async () => {
    vi.useFakeTimers();
    try {
      const call = dial('confirm');
      // 13 words at 150 a minute (5.2 s) + the 10 s key window, 1 pressed halfway: at 7.6 s.
      await vi.advanceTimersByTimeAsync(7500);
      expect(call.events.map((e) => e.what)).toEqual(['ringing', 'in-progress:human']);
      await vi.advanceTimersByTimeAsync(200);
      expect(call.events.map((e) => e.what)).toContain('gather:1');
      await call.done;
    } finally {
      vi.useRealTimers();
    }
  });

  it('voicemail: the machine is hung up on at once; it hears nothing', async () => {
    const events = await place('voicemail', LISTEN_MS);
    expect(events.map((e) => e.what)).toEqual([
      'ringing',
      'in-progress:machine_start',
      'completed:machine_start',
    ]);
    expect(
      at(events, 'completed:machine_start') - at(events, 'in-progress:machine_start'),
    ).toBeLessThan(LISTEN_MS / 2);
  });
});

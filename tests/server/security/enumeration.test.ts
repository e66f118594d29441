/**
 * Threat: learning who has an account. The unauthenticated verification send names a uid; neither its
 * answer nor the time it takes may tell whether that uid exists.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../harness';
import { MINUTE, testClock } from '../pipelineSetup';

// Each sample is a fresh 10-minute window (the clock moves on), so no limit answers 429.
const clock = testClock('2026-03-02T09:00:00Z');
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ clock, env: { VERIFY_SENDS_PER_ADDRESS: '1000' } });
});
afterAll(() => server.stop());

/** Milliseconds until the answer of one anonymous send naming `uid`, and its status. */
async function timedSend(uid: string, phone: string): Promise<{ ms: number; status: number }> {
  const started = performance.now();
  const res = await fetch(`${server.url}/api/users/send-phone-verification/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ phone_number: phone, supabase_uid: uid }),
  });
  await res.arrayBuffer();
  return { ms: performance.now() - started, status: res.status };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

describe('the anonymous verification send', () => {
  it('answers in the same time whether or not the named uid exists', async () => {
    const { userId } = await server.newUser();
    const known: number[] = [];
    const unknown: number[] = [];
    const statuses = new Set<number>();
    // Interleaved (each round in turn starting with the other path), so a slow moment of a loaded
    // machine falls on both paths alike; the work a send leaves running after its answer is finished
    // before the next sample. Each path names one uid throughout, as someone probing a uid would.
    for (let i = 0; i < 80; i++) {
      // A day apart: every send is inside every limit (the number's daily cap included).
      clock.advance(25 * 60 * MINUTE);
      const round = [
        [userId, known],
        ['nobody', unknown],
      ] as const;
      for (const [uid, into] of i % 2 ? [...round].reverse() : round) {
        const { ms, status } = await timedSend(uid, '+12025550143');
        statuses.add(status);
        await server.settled();
        await server.deps.calls.line.settle();
        if (i >= 10) into.push(ms); // the first rounds warm up the code paths
      }
    }
    expect([...statuses]).toEqual([200]);
    const figures = { known: median(known), unknown: median(unknown) };
    const ratio = Math.max(figures.known / figures.unknown, figures.unknown / figures.known);
    // Before: the known uid's answer waited for the call to be placed (3 times as long).
    expect(
      ratio,
      `medians ${figures.known.toFixed(1)} ms (uid exists) vs ${figures.unknown.toFixed(1)} ms (no such uid)`,
    ).toBeLessThan(1.5);
  }, 60_000);
});

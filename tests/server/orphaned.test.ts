/**
 * An attempt whose line never reports again (its process was killed with `kill -9`, the local line
 * with it) is ended within its ring time plus a margin, not ten minutes later, so the retry comes on
 * time; an attempt a person answered stays on the line as long as a call may last.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallLine } from '../../server/calls/lines';
import type { CallRecord } from '../../src/core/types';
import { startTestServer, type TestServer } from './harness';
import { callableUser, testClock } from './pipelineSetup';

const clock = testClock('2026-11-22T12:00:00Z');
let server: TestServer;
/** A line whose process died: it takes the dial and never says another word. */
const silent: CallLine = {
  dial: async (call) => ({ sid: `dead-${call.attemptId}` }),
  text: async () => ({ sid: 'dead-sms' }),
  settle: async () => undefined,
};
beforeAll(async () => {
  server = await startTestServer({ clock, calls: { line: silent } });
});
afterAll(() => server.stop());

async function morning(token: string) {
  const { body } = await server.api('GET', '/api/calls/', token);
  return (body as { calls: CallRecord[] }).calls.find((c) => c.kind === 'wakeup');
}

describe('an attempt nobody reports on', () => {
  it('is ended within its ring time plus a margin, and the retry comes one snooze later', async () => {
    clock.set('2026-11-22T12:00:00Z');
    const user = await callableUser(
      server,
      { call_time: '07:00', timezone: 'Europe/London' },
      clock.now(),
    );
    clock.set('2026-11-23T07:00:05Z');
    expect((await server.deps.calls.pipeline.tick()).dialled).toBe(1);
    clock.set('2026-11-23T07:02:30Z');
    await server.deps.calls.pipeline.tick();
    expect(await morning(user.token)).toMatchObject({
      status: 'queued',
      attempts: [expect.objectContaining({ outcome: 'failed' })],
      next_attempt_at: '2026-11-23T07:07:30.000Z',
    });
  });

  it('once a person answered, it stays on the line (a message and its keys take minutes)', async () => {
    clock.set('2026-11-23T12:00:00Z');
    const user = await callableUser(
      server,
      { call_time: '08:00', timezone: 'Europe/London' },
      clock.now(),
    );
    clock.set('2026-11-24T08:00:05Z');
    expect((await server.deps.calls.pipeline.tick()).dialled).toBe(1);
    const [attempt] = await server.deps.db.query<{ id: number }>(
      `SELECT a.id FROM call_attempts a JOIN call_records c ON c.id = a.call_id
        WHERE c.user_id = $1 ORDER BY a.id DESC LIMIT 1`,
      [user.userId],
    );
    clock.set('2026-11-24T08:00:20Z');
    await server.deps.calls.events.status(attempt!.id, 'in-progress', 'human');
    clock.set('2026-11-24T08:04:00Z');
    await server.deps.calls.pipeline.tick();
    expect(await morning(user.token)).toMatchObject({ status: 'ringing' });
    // Still silent ten minutes after it was answered: ended then.
    clock.set('2026-11-24T08:10:30Z');
    await server.deps.calls.pipeline.tick();
    expect(await morning(user.token)).toMatchObject({ status: 'queued' });
  });
});

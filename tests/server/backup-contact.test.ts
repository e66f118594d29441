/**
 * Someone who knows: a backup contact named on the profile is asked first by a consent call on the
 * local phone line (1 agrees, 9 never again), and once agreed gets one text when a morning ends
 * without the user confirming; Calls says they were told. Played through the local phone page's API,
 * as a person would (LOCAL_CALL_OUTCOME=ask).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CallRecord, LocalCall } from '../../src/core/types';
import { startAskServer } from './askPhone';
import type { TestServer } from './harness';
import { MINUTE, callableUser, testClock } from './pipelineSetup';

const RING_MS = 4000;
const clock = testClock('2026-11-22T12:00:00Z');
let server: TestServer;

beforeAll(async () => {
  server = await startAskServer(clock, RING_MS);
});
afterAll(() => server.stop());

async function phonePage(token: string) {
  const { status, body } = await server.api('GET', '/api/local/calls/', token);
  expect(status).toBe(200);
  return body as LocalCall[];
}
const choose = (token: string, id: number, action: string) =>
  server.api('POST', `/api/local/calls/${id}/answer/`, token, { action });
const contactOf = async (token: string) => server.api('GET', '/api/backup-contact/', token);

/** The consent call ringing on the page: waits for it, answers it, presses `key`. */
async function consent(token: string, key: '1' | '9') {
  const call = await vi.waitFor(async () => {
    const [c] = await phonePage(token);
    expect(c).toMatchObject({ kind: 'consent', line: { state: 'ringing' } });
    return c!;
  });
  expect((await choose(token, call.id, 'answer')).status).toBe(200);
  expect((await choose(token, call.id, `press-${key}`)).status).toBe(200);
  return call;
}

let day = 0;
/** A user in London with a verified number, called at 07:00 on a day of its own. */
async function londoner(schedule: { max_attempts?: number; snooze_minutes?: number } = {}) {
  const from = new Date(Date.UTC(2026, 10, 22 + 2 * day++, 12));
  clock.set(from);
  const user = await callableUser(
    server,
    { call_time: '07:00', timezone: 'Europe/London', ...schedule },
    from,
  );
  await server.api('PATCH', '/api/profile/', user.token, {
    first_name: 'Alex',
    timezone: 'Europe/London',
  });
  return { ...user, from };
}

describe('naming a backup contact', () => {
  it('asks them first: a pending contact, a consent call in the user’s name; 1 agrees', async () => {
    const user = await londoner();
    // None named yet: an answer (null), not a missing resource.
    expect(await contactOf(user.token)).toMatchObject({ status: 200, body: null });
    // Written the British way, read in the user's country.
    const put = await server.api('PUT', '/api/backup-contact/', user.token, {
      name: 'Sam',
      phone_number: '07911 123456',
    });
    expect(put).toMatchObject({
      status: 200,
      body: { name: 'Sam', phone_number: '+447911123456', status: 'pending' },
    });
    const call = await consent(user.token, '1');
    expect(call).toMatchObject({ to: '+447911123456', channel: 'voice' });
    expect(call.text).toBe(
      'Hello. Alex asked Daybreak to tell you by text if they miss a wake-up call. Press 1 to agree, or 9 to never be asked again.',
    );
    expect((await contactOf(user.token)).body).toMatchObject({ status: 'agreed' });
    // Renamed, the same person: their answer stands, no new call.
    const calls = (await phonePage(user.token)).length;
    expect(
      (
        await server.api('PUT', '/api/backup-contact/', user.token, {
          name: 'Sam Lee',
          phone_number: '+447911123456',
        })
      ).body,
    ).toMatchObject({ name: 'Sam Lee', status: 'agreed' });
    expect(await phonePage(user.token)).toHaveLength(calls);
    // A changed number is asked again.
    expect(
      (
        await server.api('PUT', '/api/backup-contact/', user.token, {
          name: 'Kim',
          phone_number: '+447911123457',
        })
      ).body,
    ).toMatchObject({ name: 'Kim', status: 'pending' });
    const [again] = await phonePage(user.token);
    expect(again).toMatchObject({ kind: 'consent', to: '+447911123457' });
    await choose(user.token, again!.id, 'decline');
    expect((await contactOf(user.token)).body).toMatchObject({ status: 'pending' });
    // Removed at any time.
    expect((await server.api('DELETE', '/api/backup-contact/', user.token)).status).toBe(204);
    expect(await contactOf(user.token)).toMatchObject({ status: 200, body: null });
  });

  it('9 declines and holds for that number for every user', async () => {
    const user = await londoner();
    await server.api('PUT', '/api/backup-contact/', user.token, {
      name: 'Pat',
      phone_number: '+447911123458',
    });
    await consent(user.token, '9');
    expect((await contactOf(user.token)).body).toMatchObject({ status: 'declined' });
    const other = await londoner();
    expect(
      await server.api('PUT', '/api/backup-contact/', other.token, {
        name: 'Pat',
        phone_number: '07911 123458',
      }),
    ).toMatchObject({
      status: 400,
      body: {
        errors: [
          {
            field: 'phone_number',
            message: 'The owner of this number asked Daybreak never to contact them.',
          },
        ],
      },
    });
    expect(await phonePage(other.token)).toEqual([]);
  });

  it('refuses the user’s own number and a number that is not one, naming the field', async () => {
    const user = await londoner();
    expect(
      await server.api('PUT', '/api/backup-contact/', user.token, {
        name: 'Me',
        phone_number: user.phone,
      }),
    ).toMatchObject({
      status: 400,
      body: { errors: [expect.objectContaining({ field: 'phone_number' })] },
    });
    expect(
      await server.api('PUT', '/api/backup-contact/', user.token, {
        name: 'Sam',
        phone_number: '12',
      }),
    ).toMatchObject({
      status: 400,
      body: { errors: [expect.objectContaining({ field: 'phone_number' })] },
    });
    expect(
      await server.api('PUT', '/api/backup-contact/', user.token, {
        name: '',
        phone_number: '+447911123459',
      }),
    ).toMatchObject({
      status: 400,
      body: { errors: [expect.objectContaining({ field: 'name' })] },
    });
    expect(await contactOf(user.token)).toMatchObject({ status: 200, body: null });
  });
});

describe('a morning that ends without the user up', () => {
  it('texts the agreed contact once, within a tick of the last attempt, and Calls says so', async () => {
    const user = await londoner({ max_attempts: 2, snooze_minutes: 1 });
    await server.api('PUT', '/api/backup-contact/', user.token, {
      name: 'Sam',
      phone_number: '+447911123460',
    });
    await consent(user.token, '1');
    // 07:00 in London the next morning: two attempts, both declined.
    const due = new Date(user.from.getTime() + 19 * 60 * MINUTE);
    for (const offset of [5_000, MINUTE + 10_000]) {
      clock.set(new Date(due.getTime() + offset));
      await server.deps.calls.pipeline.tick();
      const ringing = await vi.waitFor(async () => {
        const [c] = await phonePage(user.token);
        expect(c).toMatchObject({ kind: 'wakeup', line: { state: 'ringing' } });
        return c!;
      });
      await choose(user.token, ringing.id, 'decline');
    }
    // Nothing is sent before the next tick; then one text, and never a second.
    clock.advance(1_000);
    await server.deps.calls.pipeline.tick();
    await server.deps.calls.pipeline.tick();
    const texts = (await phonePage(user.token)).filter((c) => c.channel === 'sms');
    expect(texts).toEqual([
      expect.objectContaining({
        kind: 'alert',
        to: '+447911123460',
        text: "Alex didn't confirm their 7:00 wake-up call this morning (2 attempts). Reply STOP to stop these texts.",
      }),
    ]);
    const { body } = await server.api('GET', '/api/calls/', user.token);
    const [morning] = (body as { calls: CallRecord[] }).calls.filter((c) => c.kind === 'wakeup');
    expect(morning).toMatchObject({
      status: 'missed',
      told: { name: 'Sam', at: clock.now().toISOString(), delivered: true },
    });
  });

  it('a confirmed morning, or a contact that has not agreed, gets no text', async () => {
    const user = await londoner({ max_attempts: 1 });
    await server.api('PUT', '/api/backup-contact/', user.token, {
      name: 'Sam',
      phone_number: '+447911123461',
    });
    // The consent call is never answered: still pending.
    const [asked] = await phonePage(user.token);
    await choose(user.token, asked!.id, 'decline');
    clock.set(new Date(user.from.getTime() + 19 * 60 * MINUTE + 5_000));
    await server.deps.calls.pipeline.tick();
    const ringing = await vi.waitFor(async () => {
      const [c] = await phonePage(user.token);
      expect(c).toMatchObject({ kind: 'wakeup', line: { state: 'ringing' } });
      return c!;
    });
    await choose(user.token, ringing.id, 'decline');
    clock.advance(1_000);
    await server.deps.calls.pipeline.tick();
    expect((await phonePage(user.token)).filter((c) => c.channel === 'sms')).toEqual([]);
  });
});

/**
 * Phone verification: a call that speaks a 6-digit code. Locally the code is generated, hashed and
 * kept 10 minutes with 5 attempts; with Twilio Verify configured, Twilio does both halves.
 */
import { createHash, randomInt } from 'node:crypto';
import type { Db } from '../db';
import type { PhoneLine } from './phone';

export const CODE_TTL_MS = 10 * 60 * 1000;
export const MAX_ATTEMPTS = 5;
export const SENDS_PER_NUMBER = 3;
const WINDOW_MS = 10 * 60 * 1000;

export class VerificationError extends Error {
  constructor(
    readonly status: 400 | 429,
    message: string,
  ) {
    super(message);
  }
}

export interface Verification {
  send(request: { userId: string; phone: string; clientAddress: string }): Promise<void>;
  /** The verified number for the right code; null for a wrong one; throws when expired or out of attempts. */
  check(request: { userId: string; code: string }): Promise<string | null>;
}

export interface Clock {
  now(): Date;
}
export const systemClock: Clock = { now: () => new Date() };

const hash = (userId: string, code: string) =>
  createHash('sha256').update(`${userId}:${code}`).digest('hex');
const spoken = (code: string) => code.split('').join(' ');

async function within(db: Db, bucket: string, limit: number, clock: Clock): Promise<boolean> {
  const since = new Date(clock.now().getTime() - WINDOW_MS);
  const [row] = await db.query<{ n: number | string }>(
    'SELECT count(*) AS n FROM rate_events WHERE bucket = $1 AND created_at > $2',
    [bucket, since],
  );
  return Number(row?.n ?? 0) < limit;
}

/** Rate limits per number and per client address, shared by both implementations. */
export interface SendLimits {
  perAddress: number;
}

async function guardSend(
  db: Db,
  phone: string,
  clientAddress: string,
  clock: Clock,
  limits: SendLimits,
) {
  const byNumber = `verify-number:${phone}`;
  const byAddress = `verify-address:${clientAddress}`;
  if (
    !(await within(db, byNumber, SENDS_PER_NUMBER, clock)) ||
    !(await within(db, byAddress, limits.perAddress, clock))
  ) {
    throw new VerificationError(
      429,
      'Too many verification calls. Please wait a few minutes and try again.',
    );
  }
  const at = clock.now();
  await db.query('INSERT INTO rate_events (bucket, created_at) VALUES ($1, $3), ($2, $3)', [
    byNumber,
    byAddress,
    at,
  ]);
}

export function localVerification(
  db: Db,
  phone: PhoneLine,
  limits: SendLimits,
  clock: Clock = systemClock,
  newCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0'),
): Verification {
  return {
    async send({ userId, phone: number, clientAddress }) {
      await guardSend(db, number, clientAddress, clock, limits);
      const code = newCode();
      await db.query(
        'INSERT INTO phone_verifications (user_id, phone_number, code_hash, expires_at, attempts_left) VALUES ($1, $2, $3, $4, $5)',
        [
          userId,
          number,
          hash(userId, code),
          new Date(clock.now().getTime() + CODE_TTL_MS),
          MAX_ATTEMPTS,
        ],
      );
      await phone.placeCall({
        to: number,
        kind: 'verification',
        userId,
        text: `Hello from Daybreak. Your verification code is ${spoken(code)}. Again, your code is ${spoken(code)}.`,
      });
    },
    async check({ userId, code }) {
      const [row] = await db.query<{
        id: number;
        phone_number: string;
        code_hash: string;
        expires_at: Date | string;
        attempts_left: number;
      }>(
        'SELECT id, phone_number, code_hash, expires_at, attempts_left FROM phone_verifications WHERE user_id = $1 ORDER BY id DESC LIMIT 1',
        [userId],
      );
      if (!row || new Date(row.expires_at).getTime() <= clock.now().getTime()) {
        throw new VerificationError(
          400,
          'Verification code has expired. Please request a new one.',
        );
      }
      if (row.attempts_left <= 0)
        throw new VerificationError(400, 'Too many attempts. Please request a new code.');
      if (row.code_hash !== hash(userId, code)) {
        await db.query(
          'UPDATE phone_verifications SET attempts_left = attempts_left - 1 WHERE id = $1',
          [row.id],
        );
        return null;
      }
      await db.query('DELETE FROM phone_verifications WHERE user_id = $1', [userId]);
      return row.phone_number;
    },
  };
}

export interface TwilioVerifyConfig {
  accountSid: string;
  authToken: string;
  serviceSid: string;
}

/** Twilio Verify with Channel=call: Twilio generates, speaks and checks the code. */
export function twilioVerification(
  db: Db,
  config: TwilioVerifyConfig,
  limits: SendLimits,
  fetchFn: typeof fetch = fetch,
  clock: Clock = systemClock,
): Verification {
  const base = `https://verify.twilio.com/v2/Services/${config.serviceSid}`;
  const headers = {
    Authorization: `Basic ${Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64')}`,
    'Content-Type': 'application/x-www-form-urlencoded',
  };
  return {
    async send({ userId, phone, clientAddress }) {
      await guardSend(db, phone, clientAddress, clock, limits);
      // Twilio keeps the code; we keep which number this user is verifying.
      await db.query(
        'INSERT INTO phone_verifications (user_id, phone_number, code_hash, expires_at, attempts_left) VALUES ($1, $2, $3, $4, $5)',
        [userId, phone, 'twilio', new Date(clock.now().getTime() + CODE_TTL_MS), MAX_ATTEMPTS],
      );
      const response = await fetchFn(`${base}/Verifications`, {
        method: 'POST',
        headers,
        body: new URLSearchParams({ To: phone, Channel: 'call' }),
      });
      if (!response.ok) throw new VerificationError(400, 'Failed to initiate verification');
    },
    async check({ userId, code }) {
      const [pending] = await db.query<{ phone_number: string }>(
        'SELECT phone_number FROM phone_verifications WHERE user_id = $1 ORDER BY id DESC LIMIT 1',
        [userId],
      );
      if (!pending)
        throw new VerificationError(
          400,
          'Verification code has expired. Please request a new one.',
        );
      const phone = pending.phone_number;
      const response = await fetchFn(`${base}/VerificationCheck`, {
        method: 'POST',
        headers,
        body: new URLSearchParams({ To: phone, Code: code }),
      });
      if (response.status === 404)
        throw new VerificationError(
          400,
          'Verification code has expired. Please request a new one.',
        );
      if (!response.ok) return null;
      const { status } = (await response.json()) as { status?: string };
      return status === 'approved' ? phone : null;
    },
  };
}

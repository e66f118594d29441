/**
 * Phone verification: a call that speaks a 6-digit code. Locally the code is generated, hashed and
 * kept 10 minutes with 5 attempts, bound to the number it was spoken to; with Twilio Verify
 * configured, Twilio generates and speaks it. Every limit is counted atomically in the database.
 */
import { digitsText, isCallLanguage, say, type CallLanguage } from '../words';
import { createHash, randomInt } from 'node:crypto';
import type { Db } from '../../db';
import { systemClock, type Clock } from '../clock';
import { twilioPost } from '../../providers/twilio';
import limits from '../../../schemas/limits.json';
import { takeEvent } from '../../limits/rateLimit';
import type { PhoneLine } from '../lines';

export const CODE_TTL_MS = 10 * 60 * 1000;
export const MAX_ATTEMPTS = 5;
const WINDOW_MS = limits.rateWindowMinutes * 60 * 1000;

export class VerificationError extends Error {
  constructor(
    readonly status: 400 | 429,
    message: string,
  ) {
    super(message);
  }
}

export interface Verification {
  /**
   * Places the call; the caller has checked the limits (`guardSend`) and that the user exists.
   * `inHistory`: the user asked for it themselves (signed in), so it joins their call history.
   */
  send(request: { userId: string; phone: string; inHistory: boolean }): Promise<void>;
  /** The verified number for the right code; null for a wrong one; throws when expired or out of attempts. */
  check(request: { userId: string; code: string }): Promise<string | null>;
}

/** A code is bound to its user and to the number it was spoken to. */
const hash = (userId: string, phone: string, code: string) =>
  createHash('sha256').update(`${userId}:${phone}:${code}`).digest('hex');
/** The language of the profile that asks: the verification call is in it. */
async function languageOfUser(db: Db, userId: string): Promise<CallLanguage> {
  const [row] = await db.query<{ language: string }>(
    'SELECT language FROM profiles WHERE user_id = $1',
    [userId],
  );
  return isCallLanguage(row?.language) ? row.language : 'en';
}

/** Rate limits per number, per uid and per client address, shared by both implementations. */
export interface SendLimits {
  perAddress: number;
}

export const tooManySends = 'Too many verification calls. Please wait a few minutes and try again.';

/**
 * Counts one send — atomically — against the client address, or throws 429. A send that rings
 * (`places`: the uid has a profile) also counts against the uid and the number; one that places
 * nothing counts only against the address. A send whose bearer token proves it is the uid's own
 * (`owner`) counts in buckets of its own, so anonymous requests naming someone's uid cannot lock that
 * person out. One address rings one number at most `verificationSendsPerNumber` times whatever the uids,
 * so it can never fill the number's overall cap alone.
 *
 * Either way the same statements run: a send that places nothing takes as many buckets, each of its
 * own and without a limit, so the time of the answer does not tell whether the uid exists.
 */
export async function guardSend(
  db: Db,
  request: {
    userId: string;
    phone: string;
    clientAddress: string;
    owner?: boolean;
    places: boolean;
  },
  clock: Clock,
  sendLimits: SendLimits,
): Promise<void> {
  const { userId, phone, clientAddress, owner = false, places } = request;
  const scope = owner ? 'verify-owner' : 'verify';
  const address = { key: `verify-address:${clientAddress}`, limit: sendLimits.perAddress };
  // The owner first: a signed-in send for the sender's own account (`owner`) is never counted with,
  // nor refused because of, the anonymous sends others made to that number; accounts have a cap of
  // their own per number. Anonymous sends to a number are capped per window and over a day.
  const perNumber = owner
    ? [{ key: `verify-number-owners:${phone}`, limit: limits.verificationSendsPerNumberOverall }]
    : [
        { key: `verify-number-all:${phone}`, limit: limits.verificationSendsPerNumberOverall },
        {
          key: `verify-number-day:${phone}`,
          limit: limits.verificationSendsPerNumberDaily,
          windowMs: 24 * 3600_000,
        },
      ];
  const ringing = [
    {
      key: `verify-address-number:${clientAddress}:${phone}`,
      limit: limits.verificationSendsPerNumber,
    },
    { key: `${scope}-number:${userId}:${phone}`, limit: limits.verificationSendsPerNumber },
    { key: `${scope}-user:${userId}`, limit: limits.verificationSendsPerUser },
    ...perNumber,
  ];
  const unplaced = ringing.map(({ key }) => ({
    key: `verify-unplaced:${key}`,
    limit: Number.POSITIVE_INFINITY,
  }));
  const allowed = await takeEvent(
    db,
    [address, ...(places ? ringing : unplaced)],
    WINDOW_MS,
    clock.now(),
  );
  if (!allowed) throw new VerificationError(429, tooManySends);
}

const expired = () =>
  new VerificationError(400, 'Verification code has expired. Please request a new one.');

/**
 * Adds a pending code: a later send (perhaps by a stranger naming the uid) never voids a code the
 * user is about to type. The sends are limited, so the live codes are few; spent ones are dropped.
 */
async function storePending(db: Db, userId: string, phone: string, codeHash: string, clock: Clock) {
  await db.transaction(async (tx) => {
    await tx.query(
      'DELETE FROM phone_verifications WHERE user_id = $1 AND phone_number = $2 AND (expires_at <= $3 OR attempts_left <= 0)',
      [userId, phone, clock.now()],
    );
    await tx.query(
      'INSERT INTO phone_verifications (user_id, phone_number, code_hash, expires_at, attempts_left) VALUES ($1, $2, $3, $4, $5)',
      [userId, phone, codeHash, new Date(clock.now().getTime() + CODE_TTL_MS), MAX_ATTEMPTS],
    );
  });
}

interface PendingRow {
  id: number;
  phone_number: string;
  code_hash: string;
}

/**
 * Spends one attempt on every live pending code of the user in one statement (so concurrent guesses
 * can never evaluate more than MAX_ATTEMPTS), and answers the codes this guess may be checked against.
 */
async function spendAttempt(db: Db, userId: string, clock: Clock): Promise<PendingRow[]> {
  const now = clock.now();
  // Under the user's verification lock, as the consume is: this UPDATE locks the user's rows in the
  // order it meets them, the consume's DELETEs in theirs, and on Postgres the two deadlocked.
  const rows = await db.transaction(async (tx) => {
    await lockUserVerification(tx, userId);
    return tx.query<PendingRow>(
      `UPDATE phone_verifications SET attempts_left = attempts_left - 1
        WHERE user_id = $1 AND expires_at > $2 AND attempts_left > 0
        RETURNING id, phone_number, code_hash`,
      [userId, now],
    );
  });
  if (rows.length) return rows;
  const [live] = await db.query(
    'SELECT 1 FROM phone_verifications WHERE user_id = $1 AND expires_at > $2',
    [userId, now],
  );
  if (live) throw new VerificationError(400, 'Too many attempts. Please request a new code.');
  throw expired();
}

/** Holds the user's verification lock until the transaction ends: one check's writes at a time. */
async function lockUserVerification(tx: Db, userId: string) {
  await tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`verify:${userId}`]);
}

/** Consumes the matched code; only one of several concurrent right guesses wins. */
async function consume(db: Db, userId: string, row: PendingRow): Promise<string | null> {
  return db.transaction(async (tx) => {
    // One consumer per user at a time: two right codes for two numbers never deadlock.
    await lockUserVerification(tx, userId);
    const [won] = await tx.query('DELETE FROM phone_verifications WHERE id = $1 RETURNING id', [
      row.id,
    ]);
    if (!won) return null;
    await tx.query('DELETE FROM phone_verifications WHERE user_id = $1', [userId]);
    return row.phone_number;
  });
}

export function localVerification(
  db: Db,
  phone: PhoneLine,
  clock: Clock = systemClock,
  newCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0'),
): Verification {
  return {
    async send({ userId, phone: number, inHistory }) {
      const code = newCode();
      await storePending(db, userId, number, hash(userId, number, code), clock);
      const language = await languageOfUser(db, userId);
      await phone.placeCall({
        to: number,
        kind: 'verification',
        userId,
        inHistory,
        language,
        // The code digit by digit, twice, in the asking profile's language.
        text: say(language, 'verification', { code: digitsText(code, language) }),
      });
    },
    async check({ userId, code }) {
      const pending = await spendAttempt(db, userId, clock);
      const match = pending.find((row) => row.code_hash === hash(userId, row.phone_number, code));
      if (!match) return null;
      const verified = await consume(db, userId, match);
      if (!verified) throw expired();
      return verified;
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
  fetchFn: typeof fetch = fetch,
  clock: Clock = systemClock,
): Verification {
  const base = `https://verify.twilio.com/v2/Services/${config.serviceSid}`;
  const post = (path: string, params: Record<string, string>) =>
    twilioPost(config, `${base}/${path}`, new URLSearchParams(params), fetchFn);
  return {
    async send({ userId, phone }) {
      // Twilio keeps the code; we keep which numbers this user is verifying, and the attempts.
      await storePending(db, userId, phone, 'twilio', clock);
      // Twilio Verify speaks the code in the profile's language (its `Locale`).
      const response = await post('Verifications', {
        To: phone,
        Channel: 'call',
        Locale: await languageOfUser(db, userId),
      });
      if (!response.ok) throw new VerificationError(400, 'Failed to initiate verification');
    },
    async check({ userId, code }) {
      const pending = await spendAttempt(db, userId, clock);
      // Twilio keeps one code per number: check each number once.
      const numbers = new Set<string>();
      for (const row of pending) {
        if (numbers.has(row.phone_number)) continue;
        numbers.add(row.phone_number);
        const response = await post('VerificationCheck', { To: row.phone_number, Code: code });
        if (!response.ok) continue;
        const { status } = (await response.json()) as { status?: string };
        if (status === 'approved') return (await consume(db, userId, row)) ?? null;
      }
      return null;
    },
  };
}

/**
 * Signed, expiring audio URLs: the phone provider fetches a call's audio without a session, so the
 * URL itself carries the permission (HMAC of the call id and expiry, with a key kept in the database).
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { pathOf } from '../../../src/core/routes';
import type { Db } from '../../db';
import { storedSecret } from '../../secrets';

export interface AudioUrls {
  /**
   * The call's audio path (route `getCallAudio`) with `?exp=…&sig=…`, valid for `ttlSeconds`: a
   * same-origin path, so the dashboard plays it at whatever address it was opened (127.0.0.1,
   * localhost, the production host); the phone line makes it absolute with the public URL.
   */
  sign(callId: number, now: Date, ttlSeconds?: number): Promise<string>;
  verify(
    callId: number,
    exp: string | undefined,
    sig: string | undefined,
    now: Date,
  ): Promise<boolean>;
}

/** The longest a signed audio URL may live (a day): it is a bearer permission to the recording. */
export const AUDIO_URL_MAX_SECONDS = 24 * 3600;

export function audioUrls(db: Db): AudioUrls {
  let key: Promise<string> | null = null;
  const secret = () =>
    (key ??= storedSecret(db, 'audio_url_key', () => randomBytes(32).toString('base64')));
  const mac = async (callId: number, exp: string) =>
    createHmac('sha256', await secret())
      .update(`${callId}.${exp}`)
      .digest('base64url');
  return {
    async sign(callId, now, ttlSeconds = 3600) {
      if (ttlSeconds > AUDIO_URL_MAX_SECONDS)
        throw new Error(`A signed audio URL lives at most ${AUDIO_URL_MAX_SECONDS} seconds`);
      const exp = String(Math.floor(now.getTime() / 1000) + ttlSeconds);
      return `${pathOf('getCallAudio', { id: callId })}?exp=${exp}&sig=${await mac(callId, exp)}`;
    },
    async verify(callId, exp, sig, now) {
      if (!exp || !sig || !/^\d+$/.test(exp)) return false;
      const ms = Number(exp) * 1000;
      if (ms < now.getTime() || ms > now.getTime() + AUDIO_URL_MAX_SECONDS * 1000) return false;
      const want = Buffer.from(await mac(callId, exp));
      const got = Buffer.from(sig);
      return want.length === got.length && timingSafeEqual(want, got);
    },
  };
}

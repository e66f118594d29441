/**
 * GET / PUT / DELETE /api/backup-contact/: the one person told by text when the user's morning fails.
 * A new or changed number is asked first, by a consent call (1 agrees, 9 never again); until it
 * agreed nothing is sent to it. Consent calls are limited per user and per number, over a day, so a
 * backup contact cannot become a way to ring strangers.
 */
import { Hono } from 'hono';
import limits from '../../../schemas/limits.json';
import type { AuthVariables } from '../../auth';
import { consentText, spokenName } from '../../calls/backup';
import { UnverifiedNumberError } from '../../calls/lines';
import type { AppDeps } from '../../deps';
import { errorText } from '../../errorText';
import { fail, failField } from '../../http';
import { takeEvent } from '../../limits/rateLimit';
import { serveRoutes } from '../../routeTable';
import { findProfile } from '../profile/model';
import { phoneOrFail } from '../profile/phone';

interface ContactRow {
  name: string;
  phone_number: string;
  status: 'pending' | 'agreed' | 'declined';
}

export function backupContactRoutes(deps: AppDeps) {
  const app = new Hono<{ Variables: AuthVariables }>();
  const api = serveRoutes(app, deps.auth);
  const { db } = deps;

  const find = async (userId: string) =>
    (
      await db.query<ContactRow>(
        'SELECT name, phone_number, status FROM backup_contacts WHERE user_id = $1',
        [userId],
      )
    )[0] ?? null;

  // None named is an answer, not a missing resource: null (a 404 would be logged as an error by
  // every browser that opens Profile).
  api.getBackupContact(async (c) => find(c.get('userId')));

  api.putBackupContact(async (c, body) => {
    const userId = c.get('userId');
    const profile = await findProfile(db, userId);
    if (!profile) fail(404, 'Profile not found. Please sign in again.');
    const name = body.name.trim();
    if (!name) failField('name', 'Please enter their name.');
    // Read like the user's own number: a national number is in the user's country.
    const phone = phoneOrFail(body.phone_number, profile.timezone);
    if (phone === profile.phone_number || phone === profile.pending_phone_number)
      failField('phone_number', 'This is your own number: name someone who can check on you.');
    const current = await find(userId);
    if (current?.phone_number === phone) {
      // The same person, renamed: their answer stands.
      await db.query(
        'UPDATE backup_contacts SET name = $2, updated_at = now() WHERE user_id = $1',
        [userId, name],
      );
      return { ...current, name };
    }
    const [never] = await db.query('SELECT 1 FROM backup_never WHERE phone_number = $1', [phone]);
    if (never)
      failField('phone_number', 'The owner of this number asked Daybreak never to contact them.');
    const allowed = await takeEvent(
      db,
      [
        { key: `backup-consent:${userId}`, limit: limits.backupConsentCallsPerUser },
        { key: `backup-consent-number:${phone}`, limit: limits.backupConsentCallsPerNumber },
      ],
      limits.backupConsentWindowMinutes * 60_000,
      deps.calls.clock.now(),
    );
    if (!allowed) fail(429, 'Too many backup contact calls today. Please try again tomorrow.');
    // A new or changed number: asked again, whatever the last one said.
    await db.query(
      `INSERT INTO backup_contacts (user_id, name, phone_number, status) VALUES ($1, $2, $3, 'pending')
       ON CONFLICT (user_id) DO UPDATE SET name = $2, phone_number = $3, status = 'pending', updated_at = now()`,
      [userId, name, phone],
    );
    try {
      await deps.calls.phone.placeCall({
        to: phone,
        kind: 'consent',
        userId,
        text: consentText(spokenName(profile.first_name)),
      });
    } catch (error) {
      // Changed again by a request at the same time: that one's number is the contact now.
      if (error instanceof UnverifiedNumberError)
        fail(409, 'Your backup contact was changed at the same time. Please reload to see it.');
      console.error('[backup] the consent call failed:', errorText(error));
      fail(
        502,
        `${name} is saved, but Daybreak could not call them just now. Please try again later.`,
      );
    }
    return { name, phone_number: phone, status: 'pending' as const };
  });

  api.deleteBackupContact(async (c) => {
    await db.query('DELETE FROM backup_contacts WHERE user_id = $1', [c.get('userId')]);
  });
  return app;
}

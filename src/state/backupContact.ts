/** The user's backup contact (someone who knows) and its writes: name one, remove them. */
import { atom } from 'jotai';
import { api } from '../api/endpoints';
import type { BodyOf } from '../core/routes';
import type { BackupContact } from '../core/types';
import { defineQuery, putQuery, refreshQuery } from './query';

/** The contact, or null when none is named. Asked when shown. */
export const backupContactQuery = defineQuery<BackupContact | null>('getBackupContact', () =>
  api.getBackupContact(),
);

/** Asks again: a pending contact answers on their phone, and Try again after a failed load. */
export const refreshBackupContactAtom = atom(null, (get, set) =>
  refreshQuery(get, set, backupContactQuery),
);

/** Names (or changes) the contact; the answer is the contact as saved, its consent call asked. */
export const saveBackupContactAtom = atom(
  null,
  async (get, set, body: BodyOf<'putBackupContact'>) => {
    const saved = await api.putBackupContact(body);
    putQuery(get, set, backupContactQuery, saved);
    return saved;
  },
);

/** Removes the contact: nobody will be texted. */
export const removeBackupContactAtom = atom(null, async (get, set) => {
  await api.deleteBackupContact();
  putQuery(get, set, backupContactQuery, null);
});

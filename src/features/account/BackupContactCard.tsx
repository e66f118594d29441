/**
 * Someone who knows: one backup contact, told by one text when a morning ends without the user
 * confirming. Saved through the one form layer; the contact is asked first by a consent call, and the
 * card says where their answer stands (asked again every few seconds while it is pending).
 */
import { useEffect, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { UiSchema } from '@rjsf/utils';
import { useAtomValue, useSetAtom } from 'jotai';
import { errorText } from '../../api/client';
import { formatPhone } from '../../core/phone';
import { backupContactSchema } from '../../core/schemas.gen';
import type { BackupContact as Contact } from '../../core/types';
import { SchemaForm } from '../../forms/SchemaForm';
import { serverFieldErrors } from '../../forms/serverErrors';
import type { FieldErrors } from '../../forms/validation';
import { usePhoneField } from '../../forms/validatePhone';
import {
  backupContactQuery,
  refreshBackupContactAtom,
  removeBackupContactAtom,
  saveBackupContactAtom,
} from '../../state/backupContact';
import { profileAtom } from '../../state/profile';
import { useAction } from '../../state/useAction';

interface ContactDraft {
  name: string;
  phone_number: string;
  [key: string]: unknown;
}

const KEYS = ['name', 'phone_number'];
const EMPTY: ContactDraft = { name: '', phone_number: '' };
/** While the consent call waits for its answer, the card asks again this often. */
const PENDING_POLL_MS = 5000;

const draftOf = (contact: Contact | null): ContactDraft =>
  contact ? { name: contact.name, phone_number: formatPhone(contact.phone_number) } : EMPTY;

/** Where the contact's consent stands, in a sentence. */
export function consentText(contact: Contact): {
  text: string;
  severity: 'info' | 'success' | 'warning';
} {
  const number = formatPhone(contact.phone_number);
  if (contact.status === 'agreed')
    return {
      severity: 'success',
      text: `${contact.name} agreed: if a morning ends without you pressing 1, they get one text at ${number}.`,
    };
  if (contact.status === 'declined')
    return {
      severity: 'warning',
      text: `${contact.name} declined on the call: Daybreak will not contact ${number} again. Name someone else.`,
    };
  return {
    severity: 'info',
    text: `We are calling ${contact.name} at ${number} to ask. Nothing is sent to them until they press 1.`,
  };
}

export function BackupContactCard() {
  const profile = useAtomValue(profileAtom);
  // The contact as the cache holds it (asked when the card is shown): undefined until known.
  const known = useAtomValue(backupContactQuery.state);
  const contact = known && 'data' in known ? known.data : undefined;
  const loadError =
    known?.status === 'error' && contact === undefined ? errorText(known.error) : null;
  const refresh = useSetAtom(refreshBackupContactAtom);
  const [draft, setDraft] = useState<ContactDraft | null>(null);
  const [refused, setRefused] = useState<FieldErrors>();
  const phone = usePhoneField(profile?.timezone, { required: true });
  const saving = useAction(saveBackupContactAtom, {
    success: (next) =>
      next.status === 'pending' ? `Calling ${next.name} to ask.` : 'Backup contact saved.',
    // A refusal naming a field shows under it, not in a toast.
    error: (error) => (serverFieldErrors(error, KEYS) ? null : errorText(error)),
  });
  const removing = useAction(removeBackupContactAtom, {
    success: 'Backup contact removed. Nobody will be texted.',
    error: (error) => errorText(error),
  });
  const busy = saving.busy || removing.busy;

  // A pending contact answers on their phone: the card follows without a reload.
  useEffect(() => {
    if (contact?.status !== 'pending') return;
    const timer = setInterval(() => void refresh(), PENDING_POLL_MS);
    return () => clearInterval(timer);
  }, [contact?.status, refresh]);

  const uiSchema = useMemo<UiSchema>(
    () => ({
      name: { 'ui:autocomplete': 'off', 'ui:placeholder': 'Sam' },
      phone_number: {
        'ui:widget': 'phone',
        'ui:autocomplete': 'off',
        'ui:options': phone.options,
        'ui:help': 'A mobile that can receive texts',
      },
    }),
    [phone.options],
  );
  const saved = useMemo(() => draftOf(contact ?? null), [contact]);

  const save = async (data: ContactDraft) => {
    const outcome = await saving.run({
      name: data.name.trim(),
      phone_number: phone.toE164(data.phone_number) ?? data.phone_number,
    });
    if (outcome.ok) {
      setDraft(draftOf(outcome.value));
      setRefused(undefined);
    } else setRefused(serverFieldErrors(outcome.error, KEYS) ?? undefined);
  };

  const remove = async () => {
    if ((await removing.run()).ok) setDraft(EMPTY);
  };

  const status = contact ? consentText(contact) : null;
  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby="backup-contact-title"
      sx={{ maxWidth: 720, mt: 3 }}
    >
      <CardContent>
        <Typography id="backup-contact-title" variant="h5" component="h2" gutterBottom>
          Backup contact
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Someone who knows: if a morning ends without you confirming, we text them once. We call
          them first to ask, and send nothing until they agree.
        </Typography>
        {loadError && (
          <Alert
            severity="error"
            sx={{ mb: 2 }}
            action={
              <Button color="inherit" size="small" onClick={() => void refresh()}>
                Try again
              </Button>
            }
          >
            {loadError}
          </Alert>
        )}
        {status && (
          <Alert severity={status.severity} sx={{ mb: 2 }} role="status">
            {status.text}
          </Alert>
        )}
        {contact !== undefined && (
          <SchemaForm<ContactDraft>
            id="backup-contact"
            schema={backupContactSchema}
            uiSchema={uiSchema}
            // What the user types, else the contact as saved (as first loaded, or as a poll finds it).
            formData={draft ?? saved}
            savedData={saved}
            onChange={setDraft}
            onSubmit={(data) => void save(data)}
            fieldChecks={phone.checks}
            {...(refused ? { serverErrors: refused } : {})}
            submitLabel={contact ? 'Save Backup Contact' : 'Ask Them'}
            busy={busy}
          >
            {contact && (
              <Button color="error" onClick={() => void remove()} disabled={busy}>
                Remove
              </Button>
            )}
          </SchemaForm>
        )}
      </CardContent>
    </Card>
  );
}

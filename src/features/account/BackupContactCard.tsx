/**
 * Someone who knows: one backup contact, told by one text when a morning ends without the user
 * confirming. Saved through the one form layer; the contact is asked first by a consent call, and the
 * card says where their answer stands (asked again every few seconds while it is pending).
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { UiSchema } from '@rjsf/utils';
import { useAtomValue } from 'jotai';
import { api } from '../../api/endpoints';
import { ApiError, errorText } from '../../api/client';
import { notify } from '../../components/notify';
import { formatPhone } from '../../core/phone';
import { backupContactSchema } from '../../core/schemas.gen';
import type { BackupContact as Contact } from '../../core/types';
import { SchemaForm } from '../../forms/SchemaForm';
import { serverFieldErrors } from '../../forms/serverErrors';
import type { FieldErrors } from '../../forms/validation';
import { usePhoneField } from '../../forms/validatePhone';
import { profileAtom } from '../../state/profile';

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
  const [contact, setContact] = useState<Contact | null | undefined>(undefined);
  const [draft, setDraft] = useState<ContactDraft>(EMPTY);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [refused, setRefused] = useState<FieldErrors>();
  const [busy, setBusy] = useState(false);
  const phone = usePhoneField(profile?.timezone, { required: true });

  const load = useCallback(async () => {
    try {
      const found = await api.getBackupContact().catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      });
      setContact(found);
      setLoadError(null);
      return found;
    } catch (error) {
      setLoadError(errorText(error));
      return undefined;
    }
  }, []);

  useEffect(() => {
    void load().then((found) => {
      if (found !== undefined) setDraft(draftOf(found));
    });
  }, [load]);

  // A pending contact answers on their phone: the card follows without a reload.
  useEffect(() => {
    if (contact?.status !== 'pending') return;
    const timer = setInterval(() => void load(), PENDING_POLL_MS);
    return () => clearInterval(timer);
  }, [contact?.status, load]);

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
    setBusy(true);
    try {
      const next = await api.putBackupContact({
        name: data.name.trim(),
        phone_number: phone.toE164(data.phone_number) ?? data.phone_number,
      });
      setContact(next);
      setDraft(draftOf(next));
      setRefused(undefined);
      notify.success(
        next.status === 'pending' ? `Calling ${next.name} to ask.` : 'Backup contact saved.',
      );
    } catch (error) {
      const onField = serverFieldErrors(error, KEYS);
      setRefused(onField ?? undefined);
      if (!onField) notify.error(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    setBusy(true);
    try {
      await api.deleteBackupContact();
      setContact(null);
      setDraft(EMPTY);
      notify.success('Backup contact removed. Nobody will be texted.');
    } catch (error) {
      notify.error(errorText(error));
    } finally {
      setBusy(false);
    }
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
              <Button color="inherit" size="small" onClick={() => void load()}>
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
            formData={draft}
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

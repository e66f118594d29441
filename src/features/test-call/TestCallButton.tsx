import { Suspense, useState } from 'react';
import Button from '@mui/material/Button';
import PhoneIcon from '@mui/icons-material/Phone';
import { useAtomValue } from 'jotai';
import { errors } from '../../core/messages';
import { notify } from '../../components/notify';
import { preloadable } from '../../components/preloadable';
import { loadPhoneInProse } from '../../components/usePhoneInProse';
import { profileAtom } from '../../state/profile';

// The dialog (and MUI's modal machinery) loads when the user reaches for the button, not with the page.
const { Component: TestCallDialog, preload: loadDialog } = preloadable(() =>
  import('./TestCallDialog').then((m) => m.default),
);

/** 'Make Test Call': needs a phone number on the profile; confirms, then places the call. */
export function TestCallButton() {
  const profile = useAtomValue(profileAtom);
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const reach = () => {
    void loadDialog();
    void loadPhoneInProse();
  };

  const start = () => {
    if (!profile?.phone_number) {
      notify.error(errors.phoneMissingForTestCall);
      return;
    }
    setWanted(true);
    setOpen(true);
  };

  return (
    <>
      <Button
        variant="outlined"
        startIcon={<PhoneIcon />}
        onClick={start}
        onPointerEnter={reach}
        onPointerDown={reach}
        onFocus={reach}
      >
        Make Test Call
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <TestCallDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

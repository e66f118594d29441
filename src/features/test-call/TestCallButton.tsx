import { lazy, Suspense, useEffect, useState } from 'react';
import { Button } from '@mui/material';
import PhoneIcon from '@mui/icons-material/Phone';
import { useAtomValue } from 'jotai';
import { errors, success } from '../../core/messages';
import { notify } from '../../components/notify';
import { nextCallDayAtom, testCallAtom } from '../../state/calls';
import { profileAtom } from '../../state/profile';
import { scheduleAtom } from '../../state/schedule';
import { usePhoneInProse } from '../../components/usePhoneInProse';
import { confirmPrompt } from '../../core/wakeUp';
import { useAction } from '../../state/useAction';

const callTexts = { success: success.testCallInitiated, error: errors.testCall };

// The confirmation dialog loads a few seconds after the page shows (the screen's own requests
// first), or as soon as the button is pointed at, focused or pressed: not on the way to usable.
const loadDialog = () => import('./TestCallDialog');
const TestCallDialog = lazy(() => loadDialog().then((m) => ({ default: m.TestCallDialog })));
const DIALOG_AFTER_MS = 3000;

/** 'Make Test Call': needs a phone number on the profile; confirms, then places the call. */
export function TestCallButton() {
  const profile = useAtomValue(profileAtom);
  const phoneInProse = usePhoneInProse();
  const day = useAtomValue(nextCallDayAtom);
  const schedule = useAtomValue(scheduleAtom);
  const [open, setOpen] = useState(false);
  // Mounted from its first opening on, so that it closes with its transition.
  const [opened, setOpened] = useState(false);
  const calling = useAction(testCallAtom, callTexts);
  useEffect(() => {
    const timer = window.setTimeout(() => void loadDialog(), DIALOG_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, []);

  const start = () => {
    if (!profile?.phone_number) {
      notify.error(errors.phoneMissingForTestCall);
      return;
    }
    setOpen(true);
    setOpened(true);
  };
  const call = async () => {
    if ((await calling.run()).ok) setOpen(false);
  };

  return (
    <>
      <Button
        variant="outlined"
        startIcon={<PhoneIcon />}
        onClick={start}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
      >
        Make Test Call
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <TestCallDialog
            open={open}
            phone={profile ? phoneInProse(profile.phone_number) : ''}
            day={day}
            prompt={schedule ? confirmPrompt(schedule) : null}
            busy={calling.busy}
            onClose={() => setOpen(false)}
            onCall={() => void call()}
          />
        </Suspense>
      )}
    </>
  );
}

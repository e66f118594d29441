import { Alert, Button } from '@mui/material';
import { useAtomValue } from 'jotai';
import { Link as RouterLink } from 'react-router-dom';
import { errors, success } from '../../core/messages';
import { formatPhone } from '../../core/phone';
import {
  callsHealthAtom,
  pendingPhoneAtom,
  turnCallsOnAtom,
  type CallsHealth,
} from '../../state/calls';
import { useAction } from '../../state/useAction';

const said: Record<Exclude<CallsHealth, 'pending_phone'>, string> = {
  no_phone: 'Wake-up calls will not be placed: there is no phone number on your profile.',
  unverified_phone: 'Wake-up calls will not be placed: your phone number is not verified.',
  calls_off: 'Wake-up calls are off: no call will be placed.',
};

const turnOnTexts = { success: success.scheduleUpdated, error: errors.updateSchedule };

/** Never silent: whenever calls will not be placed, says why, with the action that fixes it. */
export function CallsHealthBanner() {
  const health = useAtomValue(callsHealthAtom);
  const turningOn = useAction(turnCallsOnAtom, turnOnTexts);
  const pending = useAtomValue(pendingPhoneAtom);
  if (!health) return null;
  if (health === 'pending_phone' && pending)
    return (
      <Alert
        severity="info"
        action={
          <Button color="inherit" size="small" component={RouterLink} to="/phone-verification">
            Verify your new number
          </Button>
        }
        sx={{ mb: 3 }}
        aria-label="Wake-up calls"
      >
        {`Your new number ${formatPhone(pending.pending)} is not verified yet: wake-up calls keep going to ${formatPhone(pending.verified)} until you verify it.`}
      </Alert>
    );
  if (health === 'pending_phone') return null;
  const action =
    health === 'calls_off' ? (
      <Button
        color="inherit"
        size="small"
        onClick={() => void turningOn.run()}
        disabled={turningOn.busy}
      >
        Turn wake-up calls on
      </Button>
    ) : (
      <Button color="inherit" size="small" component={RouterLink} to="/dashboard/profile">
        {health === 'no_phone' ? 'Add your phone number' : 'Verify your phone number'}
      </Button>
    );
  return (
    <Alert severity="warning" action={action} sx={{ mb: 3 }} aria-label="Wake-up calls">
      {said[health]}
    </Alert>
  );
}

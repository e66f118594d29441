import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useAtomValue } from 'jotai';
import { Link as RouterLink } from '../../components/routing/Routing';
import { errors, success } from '../../core/messages';
import { usePhoneInProse } from '../../components/usePhoneInProse';
import {
  callsHealthAtom,
  pendingPhoneAtom,
  turnCallsOnAtom,
  type CallsHealth,
} from '../../state/calls';
import { useAction } from '../../state/useAction';

/**
 * On a phone the fixing action goes under the message, in line with its text, instead of squeezing
 * beside it one word a line; from `sm` up it stays on the right.
 */
const bannerSx = {
  mb: 3,
  flexWrap: { xs: 'wrap', sm: 'nowrap' },
  // The message keeps the row beside its icon; only the action wraps.
  '& .MuiAlert-message': { flex: { xs: '1 1 0', sm: 'initial' } },
  '& .MuiAlert-action': {
    width: { xs: '100%', sm: 'auto' },
    ml: { xs: 0, sm: 'auto' },
    pl: { xs: '34px', sm: 2 },
    pt: { xs: 0, sm: 0.5 },
  },
} as const;

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
  const phoneInProse = usePhoneInProse();
  if (!health) return null;
  if (health === 'pending_phone' && pending)
    return (
      <Alert
        severity="info"
        sx={bannerSx}
        action={
          <Button color="inherit" size="small" component={RouterLink} to="/phone-verification">
            Verify your new number
          </Button>
        }
        aria-label="Wake-up calls"
      >
        {`Your new number ${phoneInProse(pending.pending)} is not verified yet: wake-up calls keep going to ${phoneInProse(pending.verified)} until you verify it.`}
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
    <Alert severity="warning" action={action} sx={bannerSx} aria-label="Wake-up calls">
      {said[health]}
    </Alert>
  );
}

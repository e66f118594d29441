import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useAtomValue } from 'jotai';
import { RingThroughGuide } from '../../components/RingThroughGuide';
import { Link } from '../../components/routing/Routing';
import { latestWakeUpCallAtom } from '../../state/calls';
import { profileAtom } from '../../state/profile';
import { scheduleAtom } from '../../state/schedule';
import { missedMorningText, toldText } from './callText';

/**
 * On the routine page until the next call: the newest wake-up call failed its morning (not confirmed,
 * not placed), so the user learns it here rather than by oversleeping again.
 */
export function MissedMorningNotice() {
  const latest = useAtomValue(latestWakeUpCallAtom);
  const scheduleZone = useAtomValue(scheduleAtom)?.timezone;
  const profileZone = useAtomValue(profileAtom)?.timezone;
  const zone = scheduleZone ?? profileZone ?? null;
  if (!latest) return null;
  if (!latest.ok)
    return (
      <Alert severity="warning" sx={{ width: '100%' }}>
        Could not check this morning&apos;s call: {latest.error}
      </Alert>
    );
  const text = latest.call && missedMorningText(latest.call, zone, new Date());
  if (!text) return null;
  return (
    <Alert
      severity="error"
      sx={{ width: '100%' }}
      action={
        <Button
          component={Link}
          to="/dashboard/calls"
          color="inherit"
          size="small"
          sx={{ whiteSpace: 'nowrap' }}
        >
          See calls
        </Button>
      }
    >
      {text}
      {latest.call?.told && `. ${toldText(latest.call, zone)}`}
      {latest.call?.attempts.some((a) => a.outcome === 'silenced') && (
        <>
          . Your phone sent it to voicemail without ringing.
          <RingThroughGuide />
        </>
      )}
    </Alert>
  );
}

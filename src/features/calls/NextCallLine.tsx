import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { useEffect } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { Link as RouterLink } from '../../components/routing/Routing';
import { errors, success } from '../../core/messages';
import { usePhoneInProse } from '../../components/usePhoneInProse';
import { formatInZone } from '../../core/timezones';
import type { NextCall, NextCallReason } from '../../core/types';
import {
  nextCallAtom,
  pendingPhoneAtom,
  refreshNextCallAtom,
  turnCallsOnAtom,
} from '../../state/calls';
import { useAction } from '../../state/useAction';

/** The page sections a fix points at, by the id of their heading (the routine screen's cards). */
export const fixTargets = { schedule: 'schedule-title', blocks: 'available-title' } as const;

/** Scrolls to a section of the page and puts the keyboard on its first control. */
function goTo(headingId: string) {
  const heading = document.getElementById(headingId);
  heading?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  const section = heading?.closest('section') ?? heading?.parentElement;
  section?.querySelector<HTMLElement>('input, button, [tabindex="0"]')?.focus();
}

const why: Record<NextCallReason, string> = {
  no_verified_phone: 'No call is due: your phone number is not verified.',
  calls_off: 'No call is due: wake-up calls are off.',
  no_weekday: 'No call is due: no day of the week is picked.',
  empty_routine: 'No call is due: your routine is empty.',
  no_schedule: 'No call is due: no wake-up time is set.',
};

const turnOnTexts = { success: success.scheduleUpdated, error: errors.updateSchedule };

function Fix({ reason }: { reason: NextCallReason }) {
  const turningOn = useAction(turnCallsOnAtom, turnOnTexts);
  switch (reason) {
    case 'no_verified_phone':
      return (
        <Link component={RouterLink} to="/dashboard/profile">
          Verify your phone number to get calls
        </Link>
      );
    case 'calls_off':
      return (
        <Button size="small" onClick={() => void turningOn.run()} disabled={turningOn.busy}>
          Turn wake-up calls on
        </Button>
      );
    case 'no_weekday':
    case 'no_schedule':
      return (
        <Button size="small" onClick={() => goTo(fixTargets.schedule)}>
          {reason === 'no_weekday' ? 'Pick at least one day' : 'Set your wake-up time'}
        </Button>
      );
    case 'empty_routine':
      return (
        <Button size="small" onClick={() => goTo(fixTargets.blocks)}>
          Add a block to your routine
        </Button>
      );
  }
}

/** This morning's call still trying: "Calling again at 07:05 (attempt 2 of 3) — press 1 to stop." */
export function retryText(retry: NonNullable<NextCall['retry']>): string {
  const of = `attempt ${retry.attempt} of ${retry.max_attempts}`;
  return retry.ringing || !retry.local_time
    ? `Calling you now (${of}) — press 1 to confirm you're awake.`
    : `Calling again at ${retry.local_time.slice(11)} (${of}) — press 1 to stop.`;
}

/** Near a call (due within 15 minutes, or this morning's still trying) the line asks every 10 s. */
const SOON_MS = 15 * 60_000;

/** The line moves on with time: it asks again every 10 s near a call, else every minute. */
function useRefresh(busy: boolean) {
  const refresh = useSetAtom(refreshNextCallAtom);
  useEffect(() => {
    const timer = setInterval(refresh, busy ? 10_000 : 60_000);
    return () => clearInterval(timer);
  }, [refresh, busy]);
}

/**
 * "Next call: Tue, Nov 24 at 08:00 EST", or why no call is due with the action that fixes it; first,
 * while this morning's call is still trying, when it calls again.
 */
export function NextCallLine() {
  const result = useAtomValue(nextCallAtom);
  const pending = useAtomValue(pendingPhoneAtom);
  const phoneInProse = usePhoneInProse();
  const retry = result?.ok ? result.next.retry : null;
  const dueAt = result?.ok && result.next.next_call_at ? Date.parse(result.next.next_call_at) : NaN;
  useRefresh(retry !== null || dueAt - Date.now() < SOON_MS);
  if (result === null) return null;
  let line;
  if (result === undefined)
    line = <Typography color="text.secondary">Checking your next call...</Typography>;
  else if (!result.ok) line = <Typography color="error">{result.error}</Typography>;
  else if (result.next.reason === null && result.next.next_call_at)
    line = (
      <>
        {retry && (
          <Typography sx={{ fontWeight: 500, width: '100%' }}>{retryText(retry)}</Typography>
        )}
        <Typography>
          Next call: {formatInZone(new Date(result.next.next_call_at), result.next.timezone)}
          {pending && ` to ${phoneInProse(pending.verified)}`}
        </Typography>
        {pending && (
          <>
            <Typography color="text.secondary">
              {`(your new number ${phoneInProse(pending.pending)} is not verified yet)`}
            </Typography>
            <Link component={RouterLink} to="/phone-verification">
              Verify your new number
            </Link>
          </>
        )}
      </>
    );
  else {
    const reason = result.next.reason ?? 'no_schedule';
    line = (
      <>
        {/* The icon stays with its sentence when the line wraps on a phone. */}
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <WarningAmberIcon color="warning" fontSize="small" aria-hidden />
          <Typography>{why[reason]}</Typography>
        </Box>
        <Fix reason={reason} />
      </>
    );
  }
  return (
    <Box
      role="status"
      aria-label="Next call"
      sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', width: '100%' }}
    >
      {line}
    </Box>
  );
}

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { useEffect, useState } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { Link as RouterLink } from '../../components/routing/Routing';
import { errors, success } from '../../core/messages';
import { usePhoneInProse } from '../../components/usePhoneInProse';
import { clockText, formatInZone, formatLocalDate } from '../../core/timezones';
import { notify } from '../../components/notify';
import { changeNextCallAtom, restoreSkipsAtom, skipNextCallAtom } from '../../state/schedule';
import { ChangeCallDialog } from './ChangeCallDialog';
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

/**
 * This morning's call still trying: "Calling again at 07:05 (attempt 2 of 3) — press 1 to stop."; an
 * attempt whose time has come (`now`) is being dialled: never a time already past.
 */
export function retryText(retry: NonNullable<NextCall['retry']>, now = Date.now()): string {
  const of = `attempt ${retry.attempt} of ${retry.max_attempts}`;
  const due = retry.at ? Date.parse(retry.at) <= now : false;
  return retry.ringing || !retry.local_time || due
    ? `Calling you now (${of}) — press 1 to confirm you're awake.`
    : `Calling again at ${clockText(retry.local_time.slice(11, 16))} (${of}) — press 1 to stop.`;
}

/**
 * The line about the next call: "Next call: Tue, Dec 1 at 07:00 EST", or, when a skipped or paused
 * morning comes first, "Skipping Mon, Nov 30 — next call Tue, Dec 1 at 07:00 EST" / "Paused until
 * Sun, Jan 3 — next call Mon, Jan 4 at 07:00 EST".
 */
export function nextCallText(next: NextCall): string {
  const at = next.next_call_at ? formatInZone(new Date(next.next_call_at), next.timezone) : '';
  if (next.paused_until)
    return `Paused until ${formatLocalDate(next.paused_until)} — next call ${at}`;
  if (next.skipping) return `Skipping ${formatLocalDate(next.skipping)} — next call ${at}`;
  return `Next call: ${at}`;
}

/** What a skip said, for its toast: the morning skipped, or the one-off call removed. */
function skippedText(localTime: string, oneOff: boolean): string {
  const day = formatLocalDate(localTime.slice(0, 10));
  return oneOff
    ? `Removed the one-off call on ${day} at ${clockText(localTime.slice(11, 16))}`
    : `Skipping ${day}`;
}

const noToast = { success: () => null, error: errors.updateSchedule };

/** Skip (with Undo in its toast) and Change this call only, for the next call. */
function NextCallActions({ next }: { next: NextCall & { local_time: string } }) {
  const skipping = useAction(skipNextCallAtom, noToast);
  const restoring = useAction(restoreSkipsAtom, {
    success: success.scheduleUpdated,
    error: errors.updateSchedule,
  });
  const changing = useAction(changeNextCallAtom, {
    success: (_r: void, _n: unknown, time: string) =>
      `Changed ${formatLocalDate(next.local_time.slice(0, 10))}’s call to ${clockText(time)}`,
    error: errors.updateSchedule,
  });
  const [asking, setAsking] = useState(false);
  const target = { local_time: next.local_time, one_off: next.one_off ?? false };
  const skip = async () => {
    const outcome = await skipping.run(target);
    if (outcome.ok)
      notify.successWithUndo(
        skippedText(target.local_time, target.one_off),
        () => void restoring.run(outcome.value),
      );
  };
  const day = formatLocalDate(next.local_time.slice(0, 10));
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      <Button
        size="small"
        onClick={() => void skip()}
        disabled={skipping.busy || changing.busy}
        aria-label={target.one_off ? `Remove the one-off call on ${day}` : `Skip ${day}`}
      >
        Skip
      </Button>
      <Button size="small" onClick={() => setAsking(true)} disabled={skipping.busy}>
        Change this call only
      </Button>
      {asking && (
        <ChangeCallDialog
          localTime={next.local_time}
          busy={changing.busy}
          onClose={() => setAsking(false)}
          onSave={(time) =>
            void changing.run(target, time).then((outcome) => outcome.ok && setAsking(false))
          }
        />
      )}
    </Box>
  );
}

/** Near a call (due within 15 minutes, or this morning's still trying) the line asks every 10 s. */
const SOON_MS = 15 * 60_000;

/**
 * The line moves on with time: it asks again every 10 s near a call, else every minute; at once when
 * the page is looked at again (a browser slows the timers of a tab in the background to once a
 * minute or less: the line would be minutes behind the call); and when a retry's time comes.
 */
function useRefresh(busy: boolean, retryAt: string | null) {
  const refresh = useSetAtom(refreshNextCallAtom);
  useEffect(() => {
    const timer = setInterval(refresh, busy ? 10_000 : 60_000);
    return () => clearInterval(timer);
  }, [refresh, busy]);
  useEffect(() => {
    const onShown = () => {
      if (document.visibilityState === 'visible') refresh();
    };
    document.addEventListener('visibilitychange', onShown);
    window.addEventListener('focus', refresh);
    return () => {
      document.removeEventListener('visibilitychange', onShown);
      window.removeEventListener('focus', refresh);
    };
  }, [refresh]);
  useEffect(() => {
    const wait = retryAt ? Date.parse(retryAt) - Date.now() + 1000 : NaN;
    if (!(wait > 0 && wait < SOON_MS)) return;
    const timer = setTimeout(refresh, wait);
    return () => clearTimeout(timer);
  }, [refresh, retryAt]);
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
  useRefresh(retry !== null || dueAt - Date.now() < SOON_MS, retry?.at ?? null);
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
          {nextCallText(result.next)}
          {pending && ` to ${phoneInProse(pending.verified)}`}
        </Typography>
        {result.next.local_time && (
          <NextCallActions next={{ ...result.next, local_time: result.next.local_time }} />
        )}
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

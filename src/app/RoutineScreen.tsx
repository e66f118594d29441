import { Suspense, type ReactNode } from 'react';
import Skeleton from '@mui/material/Skeleton';
import { preloadable } from '../components/preloadable';
import { loading } from '../core/messages';
import { MissedMorningNotice } from '../features/calls/MissedMorningNotice';
import { HearMyCallCard } from '../features/calls/HearMyCallCard';
import { NextCallLine } from '../features/calls/NextCallLine';
import { RoutinePage } from '../features/routine/RoutinePage';
import { ScheduleCard } from '../features/schedule/ScheduleCard';
import { TestCallButton } from '../features/test-call/TestCallButton';

/**
 * The voice card loads once the routine has shown, not with the route: on a slow phone network the
 * routine, its Configure buttons and the schedule are usable sooner (issue 24; the voice previews'
 * tooltips go with it). A placeholder of about its height holds its place meanwhile; once loaded, it
 * renders at once on every later visit. It is the last card of its column, so nothing the user reaches
 * first moves when it comes (Hear my call, above the schedule, comes with the route: a placeholder
 * there moved the schedule under the pointer, its text wrapping differently at each width).
 */
const Voice = preloadable(() => import('../features/voice/VoiceCard').then((m) => m.VoiceCard));

/** Loads the card the routine shows after it (tests and stories have it before they render). */
export const preloadRoutineCards = () => Voice.preload();

function Later({ height, children }: { height: number; children: ReactNode }) {
  return (
    <Suspense
      fallback={<Skeleton variant="rounded" height={height} aria-label={loading.generic} />}
    >
      {children}
    </Suspense>
  );
}

/** /dashboard/routine: the routine hosts the test call, a missed morning, the next call, hearing the call, the schedule and the voice, each its own feature. */
export function RoutineScreen() {
  return (
    <RoutinePage
      actions={<TestCallButton />}
      status={
        <>
          <MissedMorningNotice />
          <NextCallLine />
        </>
      }
      aside={
        <>
          <HearMyCallCard />
          <ScheduleCard />
          <Later height={400}>
            <Voice.Component />
          </Later>
        </>
      }
    />
  );
}

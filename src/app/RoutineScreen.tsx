import { Suspense, type ReactNode } from 'react';
import Skeleton from '@mui/material/Skeleton';
import { preloadable } from '../components/preloadable';
import { loading } from '../core/messages';
import { MissedMorningNotice } from '../features/calls/MissedMorningNotice';
import { NextCallLine } from '../features/calls/NextCallLine';
import { RoutinePage } from '../features/routine/RoutinePage';
import { ScheduleCard } from '../features/schedule/ScheduleCard';
import { TestCallButton } from '../features/test-call/TestCallButton';

/**
 * Hear my call and the voice card load once the routine has shown, not with the route: on a slow
 * phone network the routine, its Configure buttons and the schedule are usable about 0.2 s sooner
 * (issue 24; the voice previews' tooltips go with them). A placeholder of about each card's height
 * holds its place meanwhile; once loaded, they render at once on every later visit.
 */
const HearMyCall = preloadable(() =>
  import('../features/calls/HearMyCallCard').then((m) => m.HearMyCallCard),
);
const Voice = preloadable(() => import('../features/voice/VoiceCard').then((m) => m.VoiceCard));

/** Loads the cards the routine shows after it (tests and stories have them before they render). */
export const preloadRoutineCards = () => Promise.all([HearMyCall.preload(), Voice.preload()]);

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
          <Later height={180}>
            <HearMyCall.Component />
          </Later>
          <ScheduleCard />
          <Later height={400}>
            <Voice.Component />
          </Later>
        </>
      }
    />
  );
}

import { HearMyCallCard } from '../features/calls/HearMyCallCard';
import { MissedMorningNotice } from '../features/calls/MissedMorningNotice';
import { NextCallLine } from '../features/calls/NextCallLine';
import { RoutinePage } from '../features/routine/RoutinePage';
import { ScheduleCard } from '../features/schedule/ScheduleCard';
import { TestCallButton } from '../features/test-call/TestCallButton';
import { VoiceCard } from '../features/voice/VoiceCard';

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
          <VoiceCard />
        </>
      }
    />
  );
}

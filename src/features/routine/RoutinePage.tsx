import { Box, Grid, Stack, Typography } from '@mui/material';
import { useAtomValue } from 'jotai';
import { loading } from '../../core/messages';
import { availableBlocksAtom, userBlocksAtom } from '../../state/dashboard';
import { ScheduleCard } from '../schedule/ScheduleCard';
import { TestCallButton } from '../test-call/TestCallButton';
import { VoiceCard } from '../voice/VoiceCard';
import { AvailableBlocks } from './AvailableBlocks';
import { RoutineList } from './RoutineList';

/** 'My Morning Routine': the screen that hosts the routine, the schedule and the voice. */
export function RoutinePage() {
  const available = useAtomValue(availableBlocksAtom);
  const blocks = useAtomValue(userBlocksAtom);
  if (!available || !blocks) return <Typography role="status">{loading.routine}</Typography>;
  return (
    <Stack spacing={4}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1" sx={{ flex: 1 }}>
          My Morning Routine
        </Typography>
        <TestCallButton />
      </Box>
      <AvailableBlocks />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, lg: 6 }}>
          <RoutineList />
        </Grid>
        <Grid size={{ xs: 12, lg: 6 }}>
          <Stack spacing={3}>
            <ScheduleCard />
            <VoiceCard />
          </Stack>
        </Grid>
      </Grid>
    </Stack>
  );
}

import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useAtomValue } from 'jotai';
import { loading, screenTitles } from '../../core/messages';
import { usePrefetchBlockConfigs } from '../../state/blockConfig';
import { availableBlocksAtom, userBlocksAtom } from '../../state/routine';
import { AvailableBlocks } from './AvailableBlocks';
import { RoutineList } from './RoutineList';

export interface RoutinePageProps {
  /** Beside the title (the app puts the test-call button there). */
  actions?: ReactNode;
  /** Under the title (the app puts the next-call line there). */
  status?: ReactNode;
  /** Beside the routine list (the app puts the schedule and voice cards there). */
  aside?: ReactNode;
}

/** 'My Morning Routine': the block grid and the routine, with room for other features' cards. */
export function RoutinePage({ actions, status, aside }: RoutinePageProps) {
  const available = useAtomValue(availableBlocksAtom);
  const blocks = useAtomValue(userBlocksAtom);
  // One column (below md): a user with a routine sees it, the schedule and the voice first, the
  // catalogue after; someone with an empty routine starts from the catalogue. Read at the first render
  // (noSsr), so the order on screen is the order in the document (and of the keyboard).
  const oneColumn = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });
  usePrefetchBlockConfigs(); // configure dialogs open with no request
  if (!available || !blocks) return <Typography role="status">{loading.routine}</Typography>;
  const routineFirst = oneColumn && blocks.length > 0;
  const yours = (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, lg: 6 }}>
        <RoutineList />
      </Grid>
      <Grid size={{ xs: 12, lg: 6 }}>
        <Stack spacing={3}>{aside}</Stack>
      </Grid>
    </Grid>
  );
  return (
    <Stack spacing={4}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        {/* On a phone the title keeps one line and the button moves below it. */}
        <Typography
          variant="h4"
          component="h1"
          sx={{ flex: '1 1 auto', fontSize: { xs: '1.75rem', sm: '2.125rem' } }}
        >
          {screenTitles.routine}
        </Typography>
        {actions}
        {status}
      </Box>
      {routineFirst ? yours : <AvailableBlocks />}
      {routineFirst ? <AvailableBlocks /> : yours}
    </Stack>
  );
}

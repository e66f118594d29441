import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useLocation } from '../../components/routing/Routing';
import { screenTitles } from '../../core/messages';
import { DashboardFrame } from './DashboardFrame';
import { SidebarNav, type NavEntry } from './Sidebar';

type Screen = keyof typeof screenTitles;

/** Two cards: the shape of a screen that has none of its own below. */
const someCards = () => [0, 1].map((i) => <Skeleton key={i} variant="rounded" height={140} />);

/** The shape of each screen's cards (any screen not named here gets `someCards`). */
const CARDS: Partial<Record<Screen, () => ReactNode>> = {
  // Painted before anyone knows the routine: one column (below md) shows the returning user's
  // order, their routine and cards first (RoutinePage), the catalogue after.
  routine: () => (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
      <Box sx={{ order: { xs: 1, md: 0 } }}>
        <Skeleton variant="text" width={200} sx={{ fontSize: '1.5rem', mb: 1 }} />
        <Grid container spacing={2}>
          {[0, 1, 2, 3].map((i) => (
            <Grid key={i} size={{ xs: 12, sm: 6, lg: 3 }}>
              <Skeleton variant="rounded" height={148} />
            </Grid>
          ))}
        </Grid>
      </Box>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, lg: 6 }}>
          <Skeleton variant="rounded" height={220} />
        </Grid>
        <Grid size={{ xs: 12, lg: 6 }}>
          <Stack spacing={3}>
            <Skeleton variant="rounded" height={96} />
            <Skeleton variant="rounded" height={320} />
            <Skeleton variant="rounded" height={220} />
          </Stack>
        </Grid>
      </Grid>
    </Box>
  ),
  calls: () => [0, 1, 2].map((i) => <Skeleton key={i} variant="rounded" height={88} />),
  profile: () => <Skeleton variant="rounded" height={420} sx={{ maxWidth: 720 }} />,
};

/** The screen of a dashboard path ('/dashboard/calls' → calls); the routine for /dashboard itself. */
export function dashboardScreen(pathname: string): Screen {
  const screen = /^\/dashboard\/([^/]+)/.exec(pathname)?.[1] ?? 'routine';
  return screen in screenTitles ? (screen as Screen) : 'routine';
}

/** The sidebar while nothing is loaded: the brand and the screens' links, the rest a skeleton. */
function SidebarSkeleton({ nav }: { nav: readonly NavEntry[] }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <SidebarNav entries={nav} />
      <Divider />
      <Stack spacing={2} sx={{ px: 2, py: 2 }} aria-hidden>
        <Skeleton variant="text" width="80%" />
        <Skeleton variant="text" width="50%" />
      </Stack>
    </Box>
  );
}

/**
 * The dashboard before its data: the frame, the screen's title and a skeleton of its cards, with the
 * loading text. The server paints it before any script (src/app/staticShell.tsx); the app shows the
 * same while the session and the data load, so the one takes the other's place without a flash.
 */
export function DashboardSkeleton({ nav, label }: { nav: readonly NavEntry[]; label: string }) {
  const screen = dashboardScreen(useLocation().pathname);
  return (
    <DashboardFrame sidebar={<SidebarSkeleton nav={nav} />}>
      <Stack spacing={4} data-testid="dashboard-skeleton">
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          <Typography
            variant="h4"
            component="h1"
            sx={{ flex: '1 1 auto', fontSize: { xs: '1.75rem', sm: '2.125rem' } }}
          >
            {screenTitles[screen]}
          </Typography>
          <Box
            role="status"
            aria-live="polite"
            sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary' }}
          >
            <CircularProgress size={16} color="inherit" aria-hidden />
            <Typography>{label}</Typography>
          </Box>
        </Box>
        {(CARDS[screen] ?? someCards)()}
      </Stack>
    </DashboardFrame>
  );
}

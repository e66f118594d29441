import { Box, CircularProgress, Divider, Grid, Skeleton, Stack, Typography } from '@mui/material';
import { useLocation } from 'react-router-dom';
import { DashboardFrame } from './DashboardFrame';
import { SidebarNav, type NavEntry } from './Sidebar';

/** Each screen's title (its h1, as the screen writes it) and the shape of its cards. */
const SCREENS: Record<string, { title: string; cards: () => React.ReactNode }> = {
  routine: {
    title: 'My Morning Routine',
    // Painted before anyone knows the routine: one column (below md) shows the returning user's
    // order, their routine and cards first (RoutinePage), the catalogue after.
    cards: () => (
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
  },
  calls: {
    title: 'Calls',
    cards: () => [0, 1, 2].map((i) => <Skeleton key={i} variant="rounded" height={88} />),
  },
  profile: {
    title: 'Profile settings',
    cards: () => <Skeleton variant="rounded" height={420} sx={{ maxWidth: 720 }} />,
  },
  integrations: {
    title: 'Connected Services',
    cards: () => [0, 1].map((i) => <Skeleton key={i} variant="rounded" height={140} />),
  },
};

/** The screen of a dashboard path ('/dashboard/calls' → calls); the routine for /dashboard itself. */
export function dashboardScreen(pathname: string): string {
  const screen = /^\/dashboard\/([^/]+)/.exec(pathname)?.[1] ?? 'routine';
  return screen in SCREENS ? screen : 'routine';
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
  const screen = SCREENS[dashboardScreen(useLocation().pathname)] ?? SCREENS.routine;
  return (
    <DashboardFrame sidebar={<SidebarSkeleton nav={nav} />}>
      <Stack spacing={4} data-testid="dashboard-skeleton">
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          <Typography
            variant="h4"
            component="h1"
            sx={{ flex: '1 1 auto', fontSize: { xs: '1.75rem', sm: '2.125rem' } }}
          >
            {screen?.title}
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
        {screen?.cards()}
      </Stack>
    </DashboardFrame>
  );
}

/**
 * The dashboard's frame and screens, each once: a screen's path, its sidebar entry, its module and its
 * lazily loaded component (every module of the dashboard's route is loaded from here). The dashboard's
 * route (./dashboardRoute.tsx) takes its frame, children, navigation and static shells from here, so a
 * new screen is one entry here and its title in src/core/messages.ts `screenTitles`.
 */
import type { ComponentType, ReactNode } from 'react';
import CallIcon from '@mui/icons-material/Call';
import ExtensionIcon from '@mui/icons-material/Extension';
import PersonIcon from '@mui/icons-material/Person';
import WbTwilightIcon from '@mui/icons-material/WbTwilight';
import type { screenTitles } from '../core/messages';
import type { NavEntry } from '../features/dashboard/Sidebar';

interface DashboardScreen {
  path: keyof typeof screenTitles;
  label: string;
  icon: ReactNode;
  /** The module `load` imports, from the repository's root: the build preloads its chunks in the shell. */
  module: string;
  load: () => Promise<ComponentType<object>>;
}

/** The frame around every screen (sidebar, app bar): loaded before any screen, preloaded first. */
export const dashboardFrame: Pick<DashboardScreen, 'module'> & {
  load: () => Promise<ComponentType<{ nav: NavEntry[]; children: ReactNode }>>;
} = {
  module: 'src/app/DashboardShell.tsx',
  load: () => import('./DashboardShell').then((m) => m.DashboardShell),
};

export const dashboardScreens: readonly DashboardScreen[] = [
  {
    path: 'routine',
    label: 'My Routine',
    icon: <WbTwilightIcon />,
    module: 'src/app/RoutineScreen.tsx',
    load: () => import('./RoutineScreen').then((m) => m.RoutineScreen),
  },
  {
    path: 'calls',
    label: 'Calls',
    icon: <CallIcon />,
    module: 'src/features/calls/CallsPage.tsx',
    load: () => import('../features/calls/CallsPage').then((m) => m.CallsPage),
  },
  {
    path: 'profile',
    label: 'Profile',
    icon: <PersonIcon />,
    module: 'src/features/account/ProfilePage.tsx',
    load: () => import('../features/account/ProfilePage').then((m) => m.ProfilePage),
  },
  {
    path: 'integrations',
    label: 'Integrations',
    icon: <ExtensionIcon />,
    module: 'src/features/integrations/IntegrationsPage.tsx',
    load: () => import('../features/integrations/IntegrationsPage').then((m) => m.IntegrationsPage),
  },
];

export const dashboardNav: NavEntry[] = dashboardScreens.map(({ path, label, icon }) => ({
  to: `/dashboard/${path}`,
  label,
  icon,
}));

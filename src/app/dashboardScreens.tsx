/**
 * The dashboard's screens, each once: its path, its sidebar entry and its lazily loaded component.
 * The router takes its children from here and the shell its navigation, so a new screen is one entry.
 */
import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import CallIcon from '@mui/icons-material/Call';
import ExtensionIcon from '@mui/icons-material/Extension';
import PersonIcon from '@mui/icons-material/Person';
import WbTwilightIcon from '@mui/icons-material/WbTwilight';
import type { NavEntry } from '../features/dashboard/Sidebar';

interface DashboardScreen {
  path: string;
  label: string;
  icon: ReactNode;
  lazy: NonNullable<RouteObject['lazy']>;
}

const screens: DashboardScreen[] = [
  {
    path: 'routine',
    label: 'My Routine',
    icon: <WbTwilightIcon />,
    lazy: () => import('./RoutineScreen').then((m) => ({ Component: m.RoutineScreen })),
  },
  {
    path: 'calls',
    label: 'Calls',
    icon: <CallIcon />,
    lazy: () => import('../features/calls/CallsPage').then((m) => ({ Component: m.CallsPage })),
  },
  {
    path: 'profile',
    label: 'Profile',
    icon: <PersonIcon />,
    lazy: () =>
      import('../features/account/ProfilePage').then((m) => ({ Component: m.ProfilePage })),
  },
  {
    path: 'integrations',
    label: 'Integrations',
    icon: <ExtensionIcon />,
    lazy: () =>
      import('../features/integrations/IntegrationsPage').then((m) => ({
        Component: m.IntegrationsPage,
      })),
  },
];

export const dashboardRoutes: RouteObject[] = screens.map(({ path, lazy }) => ({ path, lazy }));

export const dashboardNav: NavEntry[] = screens.map(({ path, label, icon }) => ({
  to: `/dashboard/${path}`,
  label,
  icon,
}));

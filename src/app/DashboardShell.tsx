import type { ReactNode } from 'react';
import { useLocation } from '../components/routing/Routing';
import { CallsHealthBanner } from '../features/calls/CallsHealthBanner';
import { DashboardLayout } from '../features/dashboard/DashboardLayout';
import type { NavEntry } from '../features/dashboard/Sidebar';

/**
 * The calls health banner, on every screen but the routine: there the next-call line already says
 * why no call will be placed, with the same fix, and one thing is said once.
 */
function HealthBanner() {
  const { pathname } = useLocation();
  return pathname.startsWith('/dashboard/routine') ? null : <CallsHealthBanner />;
}

/**
 * The dashboard shell with the app's screens (`nav`, ./dashboardScreens.tsx's) in its sidebar and the
 * calls health banner above `children`, the screen.
 */
export function DashboardShell({ nav, children }: { nav: NavEntry[]; children?: ReactNode }) {
  return (
    <DashboardLayout nav={nav} banner={<HealthBanner />}>
      {children}
    </DashboardLayout>
  );
}

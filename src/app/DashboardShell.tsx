import { CallsHealthBanner } from '../features/calls/CallsHealthBanner';
import { DashboardLayout } from '../features/dashboard/DashboardLayout';
import { dashboardNav } from './dashboardScreens';

/** The dashboard shell with the app's screens in its sidebar and the calls health banner above them. */
export function DashboardShell() {
  return <DashboardLayout nav={dashboardNav} banner={<CallsHealthBanner />} />;
}

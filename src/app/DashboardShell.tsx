import { DashboardLayout } from '../features/dashboard/DashboardLayout';
import { dashboardNav } from './dashboardScreens';

/** The dashboard shell with the app's screens in its sidebar. */
export function DashboardShell() {
  return <DashboardLayout nav={dashboardNav} />;
}

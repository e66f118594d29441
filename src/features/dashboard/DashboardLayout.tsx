import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { errorText } from '../../api/client';
import { RequireAuth } from '../../auth/RequireAuth';
import { SIGN_IN } from '../../auth/returnTo';
import { useNavigate } from '../../components/routing/Routing';
import { errors, loading, success } from '../../core/messages';
import { dashboardStatusAtom, loadDashboardAtom, logoutAtom } from '../../state/dashboard';
import { useAction } from '../../state/useAction';
import { DashboardFrame } from './DashboardFrame';
import { DashboardSkeleton } from './DashboardSkeleton';
import { LoadFailed } from './LoadFailed';
import { Sidebar, type NavEntry } from './Sidebar';
import { useIntegrationReturn } from './useIntegrationReturn';

const loadTexts = { error: errors.loadData };
const logoutTexts = { success: success.loggedOut, error: () => errors.logout };

interface ShellProps {
  nav: readonly NavEntry[];
  /** Above every screen (the app puts the calls health banner there). */
  banner?: ReactNode;
  /** The screen. */
  children?: ReactNode;
}

function Shell({ nav, banner, children }: ShellProps) {
  const status = useAtomValue(dashboardStatusAtom);
  const { run: runLoad } = useAction(loadDashboardAtom, loadTexts);
  // The failure's text by SPEC §8's rule, shown on the screen as in the toast.
  const [failure, setFailure] = useState<string>(errors.loadData);
  const load = useCallback(
    () =>
      runLoad().then((outcome) => {
        if (!outcome.ok) setFailure(errorText(outcome.error, errors.loadData));
      }),
    [runLoad],
  );
  const loggingOut = useAction(logoutAtom, logoutTexts);
  const navigate = useNavigate();
  const [menuOpen, setMenuOpen] = useState(false);

  useEffect(() => {
    if (status === 'idle') void load();
  }, [status, load]);
  useIntegrationReturn(status === 'ready');

  const logout = async () => {
    if ((await loggingOut.run()).ok) void navigate(SIGN_IN, { replace: true });
  };

  // The initial load shows the frame and the screen's skeleton, as the server's shell painted them.
  if (status === 'idle' || status === 'loading')
    return <DashboardSkeleton nav={nav} label={loading.routine} />;
  const sidebar = (
    <Sidebar entries={nav} onNavigate={() => setMenuOpen(false)} onLogout={() => void logout()} />
  );
  const menu = {
    open: menuOpen,
    onOpen: () => setMenuOpen(true),
    onClose: () => setMenuOpen(false),
  };
  return (
    <DashboardFrame sidebar={sidebar} menu={menu}>
      {status === 'error' ? (
        <LoadFailed message={failure} onRetry={() => void load()} />
      ) : (
        <>
          {banner}
          {children}
        </>
      )}
    </DashboardFrame>
  );
}

/** The dashboard shell (SPEC §2): guarded, loads everything once, then shows the screen beside the sidebar. */
export function DashboardLayout(props: ShellProps) {
  return (
    <RequireAuth fallback={<DashboardSkeleton nav={props.nav} label={loading.generic} />}>
      <Shell {...props} />
    </RequireAuth>
  );
}

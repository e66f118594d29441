import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { AppBar, Box, Button, Drawer, IconButton, Toolbar, Typography } from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import { useAtomValue } from 'jotai';
import { Outlet, useNavigate } from 'react-router-dom';
import { errorText } from '../../api/client';
import { FullScreenSpinner } from '../../components/FullScreenSpinner';
import { RequireAuth } from '../../auth/RequireAuth';
import { SIDEBAR_WIDTH_PX } from '../../core/constants';
import { errors, loading, success } from '../../core/messages';
import { dashboardStatusAtom, loadDashboardAtom, logoutAtom } from '../../state/dashboard';
import { useAction } from '../../state/useAction';
import { Sidebar, type NavEntry } from './Sidebar';
import { useIntegrationReturn } from './useIntegrationReturn';

const loadTexts = { error: errors.loadData };
const logoutTexts = { success: success.loggedOut, error: () => errors.logout };

interface ShellProps {
  nav: readonly NavEntry[];
  /** Above every screen (the app puts the calls health banner there). */
  banner?: ReactNode;
}

function Shell({ nav, banner }: ShellProps) {
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
    if ((await loggingOut.run()).ok) void navigate('/signin', { replace: true });
  };

  if (status === 'idle' || status === 'loading')
    return <FullScreenSpinner label={loading.routine} />;
  const sidebar = (
    <Sidebar entries={nav} onNavigate={() => setMenuOpen(false)} onLogout={() => void logout()} />
  );
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <AppBar
        position="fixed"
        color="default"
        elevation={0}
        sx={{ display: { md: 'none' }, borderBottom: 1, borderColor: 'divider' }}
      >
        <Toolbar>
          <IconButton edge="start" aria-label="Open menu" onClick={() => setMenuOpen(true)}>
            <MenuIcon />
          </IconButton>
          <Typography component="span" variant="h6" sx={{ ml: 1, fontWeight: 800 }}>
            Daybreak
          </Typography>
        </Toolbar>
      </AppBar>
      <Drawer
        variant="temporary"
        open={menuOpen}
        onClose={() => setMenuOpen(false)}
        sx={{ display: { md: 'none' }, '& .MuiDrawer-paper': { width: SIDEBAR_WIDTH_PX } }}
      >
        {sidebar}
      </Drawer>
      <Drawer
        variant="permanent"
        sx={{
          display: { xs: 'none', md: 'block' },
          width: SIDEBAR_WIDTH_PX,
          flexShrink: 0,
          '& .MuiDrawer-paper': { width: SIDEBAR_WIDTH_PX },
        }}
      >
        {sidebar}
      </Drawer>
      <Box
        component="main"
        sx={{ flex: 1, minWidth: 0, p: { xs: 2, md: 4 }, pt: { xs: 10, md: 4 } }}
      >
        {status === 'error' ? (
          <Box role="alert" sx={{ textAlign: 'center', py: 8 }}>
            <Typography variant="h5" component="h1" gutterBottom>
              {failure}
            </Typography>
            <Button variant="contained" onClick={() => void load()}>
              Retry
            </Button>
          </Box>
        ) : (
          <>
            {banner}
            <Outlet />
          </>
        )}
      </Box>
    </Box>
  );
}

/** The dashboard shell (SPEC §2): guarded, loads everything once, then shows the screen beside the sidebar. */
export function DashboardLayout(props: ShellProps) {
  return (
    <RequireAuth>
      <Shell {...props} />
    </RequireAuth>
  );
}

import { useCallback, useEffect, useState } from 'react';
import { AppBar, Box, Button, Drawer, IconButton, Toolbar, Typography } from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import { useAtomValue, useSetAtom } from 'jotai';
import { Outlet, useNavigate } from 'react-router-dom';
import { FullScreenSpinner } from '../../components/FullScreenSpinner';
import { RequireAuth } from '../../auth/RequireAuth';
import { supabase } from '../../auth/supabase';
import { SIDEBAR_WIDTH_PX } from '../../core/constants';
import { errors, loading, success } from '../../core/messages';
import { notify } from '../../components/notify';
import { dashboardStatusAtom, loadDashboardAtom, resetDashboardAtom } from '../../state/dashboard';
import { Sidebar } from './Sidebar';
import { useIntegrationReturn } from './useIntegrationReturn';

function Shell() {
  const status = useAtomValue(dashboardStatusAtom);
  const load = useSetAtom(loadDashboardAtom);
  const reset = useSetAtom(resetDashboardAtom);
  const navigate = useNavigate();
  const [menuOpen, setMenuOpen] = useState(false);

  const loadAll = useCallback(() => {
    load().catch(() => notify.error(errors.loadData));
  }, [load]);

  useEffect(() => {
    if (status === 'idle') loadAll();
  }, [status, loadAll]);
  useIntegrationReturn(status === 'ready');

  const logout = async () => {
    const { error } = await supabase.auth.signOut();
    if (error) {
      notify.error(errors.logout);
      return;
    }
    reset();
    notify.success(success.loggedOut);
    navigate('/signin', { replace: true });
  };

  if (status === 'idle' || status === 'loading')
    return <FullScreenSpinner label={loading.routine} />;
  const sidebar = <Sidebar onNavigate={() => setMenuOpen(false)} onLogout={() => void logout()} />;
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
              {errors.loadData}
            </Typography>
            <Button variant="contained" onClick={loadAll}>
              Retry
            </Button>
          </Box>
        ) : (
          <Outlet />
        )}
      </Box>
    </Box>
  );
}

/** The dashboard shell (SPEC §2): guarded, loads everything once, then shows the screen beside the sidebar. */
export function DashboardLayout() {
  return (
    <RequireAuth>
      <Shell />
    </RequireAuth>
  );
}

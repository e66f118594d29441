import { useState, type ReactNode } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';
import { SIDEBAR_WIDTH_PX } from '../../core/constants';
import { useOverlaysWhenIdle } from '../../components/onDemand';
import MenuDrawer from './MenuDrawer';

interface DashboardFrameProps {
  /** The sidebar's content: in the permanent drawer from md up, in the menu drawer below. */
  sidebar: ReactNode;
  children: ReactNode;
  /** The phone menu; without it (the server's shell) the menu button does nothing yet. */
  menu?: { open: boolean; onOpen: () => void; onClose: () => void };
}

/**
 * The dashboard's frame — the phone app bar, the sidebar and the main column — shared by the screens,
 * their loading skeleton and the server's shell (src/app/staticShell.tsx), so each takes the other's
 * place at the same pixels.
 */
export function DashboardFrame({ sidebar, children, menu }: DashboardFrameProps) {
  // The phone menu's drawer is mounted once first opened, and stays.
  const [menuWanted, setMenuWanted] = useState(false);
  // Its screens' dialogs and the phone menu come once the page is idle (src/components/onDemand.tsx).
  useOverlaysWhenIdle();
  if (menu?.open && !menuWanted) setMenuWanted(true);
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      {/* (db-app-bar: toasts on a phone open below it, src/components/Toasts.tsx) */}
      <AppBar
        className="db-app-bar"
        position="fixed"
        color="default"
        elevation={0}
        sx={{ display: { md: 'none' }, borderBottom: 1, borderColor: 'divider' }}
      >
        <Toolbar>
          <IconButton edge="start" aria-label="Open menu" onClick={menu?.onOpen}>
            <MenuIcon />
          </IconButton>
          <Typography component="span" variant="h6" sx={{ ml: 1, fontWeight: 800 }}>
            Daybreak
          </Typography>
        </Toolbar>
      </AppBar>
      {menu && menuWanted && (
        <MenuDrawer open={menu.open} onClose={menu.onClose}>
          {sidebar}
        </MenuDrawer>
      )}
      {/* From md up, the sidebar docked at the left (as MUI's permanent drawer draws it). */}
      <Box
        sx={{
          display: { xs: 'none', md: 'block' },
          width: SIDEBAR_WIDTH_PX,
          flex: '0 0 auto',
        }}
      >
        <Paper
          square
          elevation={0}
          sx={{
            position: 'fixed',
            top: 0,
            left: 0,
            zIndex: 'drawer',
            width: SIDEBAR_WIDTH_PX,
            height: '100%',
            display: 'flex',
            flexDirection: 'column',
            overflowY: 'auto',
            outline: 0,
            borderRight: 1,
            borderColor: 'divider',
          }}
        >
          {sidebar}
        </Paper>
      </Box>
      <Box
        component="main"
        sx={{ flex: 1, minWidth: 0, p: { xs: 2, md: 4 }, pt: { xs: 10, md: 4 } }}
      >
        {children}
      </Box>
    </Box>
  );
}

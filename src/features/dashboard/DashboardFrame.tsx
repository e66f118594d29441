import type { ReactNode } from 'react';
import { AppBar, Box, Drawer, IconButton, Toolbar, Typography } from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import { SIDEBAR_WIDTH_PX } from '../../core/constants';

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
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <AppBar
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
      {menu && (
        <Drawer
          variant="temporary"
          open={menu.open}
          onClose={menu.onClose}
          sx={{ display: { md: 'none' }, '& .MuiDrawer-paper': { width: SIDEBAR_WIDTH_PX } }}
        >
          {sidebar}
        </Drawer>
      )}
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
        {children}
      </Box>
    </Box>
  );
}

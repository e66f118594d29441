import type { ReactNode } from 'react';
import Drawer from '@mui/material/Drawer';
import { SIDEBAR_WIDTH_PX } from '../../core/constants';

/**
 * The phone menu: the sidebar in a drawer that slides in over the page. Loaded when the visitor first
 * reaches for the menu button (./DashboardFrame.tsx), so no first load carries the drawer and its
 * transition.
 */
export default function MenuDrawer({
  open,
  onClose,
  children,
}: {
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Drawer
      variant="temporary"
      open={open}
      onClose={onClose}
      sx={{ display: { md: 'none' }, '& .MuiDrawer-paper': { width: SIDEBAR_WIDTH_PX } }}
    >
      {children}
    </Drawer>
  );
}

import type { ReactNode } from 'react';
import { Drawer } from '../../components/onDemand';
import { SIDEBAR_WIDTH_PX } from '../../core/constants';

/**
 * The phone menu: the sidebar in a drawer that slides in over the page. The drawer and its transition
 * come once the page is idle, or when the menu button is first pressed (src/components/onDemand.tsx).
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

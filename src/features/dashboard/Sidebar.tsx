import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import LogoutIcon from '@mui/icons-material/Logout';
import type { ReactNode } from 'react';
import { useAtom } from 'jotai';
import { NavLink } from '../../components/routing/Routing';
import { colorModeAtom } from '../../state/colorMode';

/** One sidebar entry: a dashboard screen. */
export interface NavEntry {
  to: string;
  label: string;
  icon: ReactNode;
}

/** The brand and the screens' links (they work without script: the server's shell shows them too). */
export function SidebarNav({
  entries,
  onNavigate,
}: {
  entries: readonly NavEntry[];
  onNavigate?: () => void;
}) {
  return (
    <>
      <Typography variant="h6" component="p" sx={{ px: 3, py: 2.5, fontWeight: 800 }}>
        Daybreak
      </Typography>
      <Divider />
      <Box component="nav" aria-label="Dashboard" sx={{ flex: 1 }}>
        <List>
          {entries.map((entry) => (
            <ListItemButton
              key={entry.to}
              component={NavLink}
              to={entry.to}
              onClick={onNavigate}
              sx={{ '&.active': { bgcolor: 'action.selected', fontWeight: 700 } }}
            >
              <ListItemIcon>{entry.icon}</ListItemIcon>
              <ListItemText primary={entry.label} />
            </ListItemButton>
          ))}
        </List>
      </Box>
    </>
  );
}

/** The dashboard's navigation: the screens' entries, the dark-mode toggle and logout. */
export function Sidebar({
  entries,
  onNavigate,
  onLogout,
}: {
  entries: readonly NavEntry[];
  onNavigate?: () => void;
  onLogout: () => void;
}) {
  const [mode, setMode] = useAtom(colorModeAtom);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <SidebarNav entries={entries} {...(onNavigate ? { onNavigate } : {})} />
      <Divider />
      <List>
        {/* Says what pressing does, like its icon. */}
        <ListItemButton onClick={() => setMode(mode === 'dark' ? 'light' : 'dark')}>
          <ListItemIcon>{mode === 'dark' ? <LightModeIcon /> : <DarkModeIcon />}</ListItemIcon>
          <ListItemText
            primary={mode === 'dark' ? 'Switch to light mode' : 'Switch to dark mode'}
          />
        </ListItemButton>
        <ListItemButton onClick={onLogout}>
          <ListItemIcon>
            <LogoutIcon />
          </ListItemIcon>
          <ListItemText primary="Logout" />
        </ListItemButton>
      </List>
    </Box>
  );
}

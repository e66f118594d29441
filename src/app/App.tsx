import { useMemo } from 'react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { Provider as JotaiProvider, useAtomValue } from 'jotai';
import { RouterProvider } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import { toastContainerProps, useToastPosition } from '../components/notify';
import { colorModeAtom } from '../state/colorMode';
import { router } from './router';
import { makeTheme } from './theme';

function Themed() {
  const mode = useAtomValue(colorModeAtom);
  const theme = useMemo(() => makeTheme(mode), [mode]);
  const toastPosition = useToastPosition();
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <RouterProvider router={router} />
      <ToastContainer {...toastContainerProps} position={toastPosition} theme={mode} />
    </ThemeProvider>
  );
}

export function App() {
  return (
    <JotaiProvider>
      <Themed />
    </JotaiProvider>
  );
}

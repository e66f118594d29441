import { useMemo } from 'react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { Provider as JotaiProvider, useAtomValue } from 'jotai';
import { RouterProvider } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import { TOAST_AUTO_CLOSE_MS } from '../core/constants';
import { colorModeAtom } from '../state/colorMode';
import { router } from './router';
import { makeTheme } from './theme';

function Themed() {
  const mode = useAtomValue(colorModeAtom);
  const theme = useMemo(() => makeTheme(mode), [mode]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <RouterProvider router={router} />
      <ToastContainer position="bottom-right" autoClose={TOAST_AUTO_CLOSE_MS} theme={mode} />
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

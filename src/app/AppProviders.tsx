import { useMemo, type ReactNode } from 'react';
import { CssBaseline, GlobalStyles, ThemeProvider, useTheme } from '@mui/material';
import { Provider as JotaiProvider, useAtomValue, type createStore } from 'jotai';
import { ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import { toastContainerProps, useToastPosition } from '../components/notify';
import { colorModeAtom, type ColorMode } from '../state/colorMode';
import { makeTheme } from './theme';

export interface AppProvidersProps {
  children: ReactNode;
  /** A store prepared beforehand (tests and stories load data into it); a fresh one otherwise. */
  store?: ReturnType<typeof createStore>;
  /** Forces a colour mode (Storybook's theme toolbar) instead of the user's saved choice. */
  colorMode?: ColorMode;
}

/** What every screen runs inside — in the app, in component tests and in stories alike. */
export function AppProviders({ children, store, colorMode }: AppProvidersProps) {
  return (
    <JotaiProvider {...(store ? { store } : {})}>
      <Themed colorMode={colorMode}>{children}</Themed>
    </JotaiProvider>
  );
}

/** Toasts (SPEC §8): at most 3, newest first, out of the way of the primary action on a phone. */
function Toasts({ mode }: { mode: ColorMode }) {
  const position = useToastPosition();
  // react-toastify's light text (#757575) is 4.4:1 wherever its white shows the page through: the
  // theme's own text colour reads at full contrast in both modes (set once, as the CSS variables
  // the toasts read, so the container itself never re-renders for it).
  const text = useTheme().palette.text.primary;
  return (
    <>
      <GlobalStyles
        styles={{
          ':root': { '--toastify-text-color-light': text, '--toastify-text-color-dark': text },
        }}
      />
      <ToastContainer {...toastContainerProps} position={position} theme={mode} />
    </>
  );
}

function Themed({
  children,
  colorMode,
}: {
  children: ReactNode;
  colorMode: ColorMode | undefined;
}) {
  const saved = useAtomValue(colorModeAtom);
  const mode = colorMode ?? saved;
  const theme = useMemo(() => makeTheme(mode), [mode]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
      <Toasts mode={mode} />
    </ThemeProvider>
  );
}

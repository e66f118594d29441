import { Suspense, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { Provider as JotaiProvider, useAtomValue, type createStore } from 'jotai';
import { LazyToasts, toastsAsked } from '../components/notify';
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

/**
 * Toasts (SPEC §8): the container (react-toastify and its styles, src/components/Toasts.tsx) loads and
 * mounts once a toast has been asked for; toasts wait in a queue until then.
 */
function Toasts({ mode }: { mode: ColorMode }) {
  const asked = useSyncExternalStore(toastsAsked.subscribe, toastsAsked.get);
  return asked ? (
    <Suspense fallback={null}>
      <LazyToasts mode={mode} />
    </Suspense>
  ) : null;
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

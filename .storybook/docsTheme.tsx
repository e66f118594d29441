/**
 * Docs pages (MDX and autodocs) in the colour mode picked in the toolbar: the page, its text and the
 * stories on it share one background, so a dark story is never drawn on a white page.
 */
import { useSyncExternalStore, type ReactNode } from 'react';
import { DocsContainer, type DocsContainerProps } from '@storybook/addon-docs/blocks';
import { addons } from 'storybook/preview-api';
import { GLOBALS_UPDATED, SET_GLOBALS } from 'storybook/internal/core-events';
import { create } from 'storybook/theming/create';
import { darkTheme, lightTheme } from '../src/app/theme';

export type DocsMode = 'light' | 'dark';

/** Storybook's docs theme drawn from the app's MUI theme of that mode (surfaces, text, font). */
const docsThemeOf = (mode: DocsMode) => {
  const { palette, typography, shape } = mode === 'dark' ? darkTheme : lightTheme;
  return create({
    base: mode,
    colorPrimary: palette.primary.main,
    colorSecondary: palette.secondary.main,
    appBg: palette.background.default,
    appContentBg: palette.background.default,
    appPreviewBg: palette.background.default,
    appBorderColor: palette.divider,
    appBorderRadius: Number(shape.borderRadius),
    textColor: palette.text.primary,
    textInverseColor: palette.background.paper,
    textMutedColor: palette.text.secondary,
    fontBase: typography.fontFamily ?? 'sans-serif',
    // Code in the app's font too: the pictures hold no font but the app's (tests/fonts/drawnFonts.ts).
    fontCode: typography.fontFamily ?? 'sans-serif',
  });
};
const docsThemes = { light: docsThemeOf('light'), dark: docsThemeOf('dark') };

/** A docs page in a colour mode. */
export function DocsPage({
  mode,
  context,
  children,
}: {
  mode: DocsMode;
  context: DocsContainerProps['context'];
  children: ReactNode;
}) {
  return (
    <DocsContainer context={context} theme={docsThemes[mode]}>
      {children}
    </DocsContainer>
  );
}

// The toolbar's theme as the preview last heard it: a docs page has no story context to read it from,
// so the page follows the globals the preview announces (once at start, then on every change).
let mode: DocsMode = 'light';
const listeners = new Set<() => void>();
const hear = ({ globals }: { globals?: Record<string, unknown> }) => {
  const next: DocsMode = globals?.theme === 'dark' ? 'dark' : 'light';
  if (next === mode) return;
  mode = next;
  for (const listener of listeners) listener();
};
const channel = addons.getChannel();
channel.on(SET_GLOBALS, hear);
channel.on(GLOBALS_UPDATED, hear);
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** `parameters.docs.container`: every docs page, in the toolbar's colour mode. */
export function ThemedDocsContainer({
  context,
  children,
}: DocsContainerProps & { children?: ReactNode }) {
  const current = useSyncExternalStore(subscribe, () => mode);
  return (
    <DocsPage mode={current} context={context}>
      {children}
    </DocsPage>
  );
}

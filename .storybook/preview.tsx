import type { Preview, ReactRenderer } from '@storybook/react-vite';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { withThemeFromJSXProvider } from '@storybook/addon-themes';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { darkTheme, lightTheme } from '../src/app/theme';
import { withAppProviders } from './decorators';

const preview: Preview = {
  decorators: [
    withAppProviders,
    withThemeFromJSXProvider<ReactRenderer>({
      themes: { light: lightTheme, dark: darkTheme },
      defaultTheme: 'light',
      Provider: ThemeProvider,
      GlobalStyles: CssBaseline,
    }),
  ],
  loaders: [mswLoader()],
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    a11y: { test: 'error' },
  },
  tags: ['autodocs'],
};

export default preview;

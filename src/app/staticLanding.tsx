/**
 * The landing page as static HTML, rendered at build time (scripts/landing-plugin.ts) from the same
 * React component the SPA shows at `/`. No script is needed to paint it: light and dark are CSS
 * variables switched by a class on <html>, which the tiny inline `colorModeScript` sets before paint.
 */
import type { ReactNode } from 'react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { renderToString } from 'react-dom/server';
import { MemoryRouting } from '../components/routing/Routing';
import { LandingPage } from '../features/landing/LandingPage';
import { COLOR_MODE_STORAGE_KEY } from '../state/colorMode';
import { palettes, baselineStyles, sharedThemeOptions } from './theme';

/** The app's theme with both colour schemes as CSS variables, chosen by the `light`/`dark` class on <html> (the landing page and the dashboard shell). */
const landingTheme = createTheme({
  ...sharedThemeOptions,
  cssVariables: { colorSchemeSelector: 'class' },
  colorSchemes: { light: { palette: palettes.light }, dark: { palette: palettes.dark } },
  components: {
    ...baselineStyles,
    // The SPA shows keyboard focus through ButtonBase's JavaScript (Mui-focusVisible); the static
    // page has no script, so buttons get a CSS focus ring instead.
    MuiButtonBase: {
      styleOverrides: {
        root: ({ theme }) => ({
          '&:focus-visible': {
            outline: `3px solid ${theme.vars.palette.primary.main}`,
            outlineOffset: 2,
          },
        }),
      },
    },
  },
});

/**
 * Runs in <head> before the first paint: the app's stored choice (jotai keeps it as JSON) wins, else the
 * OS preference, which is then followed live.
 */
export const colorModeScript = `(function(){var r=document.documentElement,m;try{m=JSON.parse(localStorage.getItem(${JSON.stringify(COLOR_MODE_STORAGE_KEY)}))}catch(e){}function s(v){r.classList.remove('light','dark');r.classList.add(v)}if(m==='light'||m==='dark'){s(m);return}var q=matchMedia('(prefers-color-scheme: dark)');s(q.matches?'dark':'light');q.addEventListener('change',function(e){s(e.matches?'dark':'light')})})()`;

/** The landing page's markup and every style rule it uses (critical CSS, extracted from emotion). */
export function renderLanding(): { html: string; css: string } {
  return renderStatic('l', '/', <LandingPage />);
}

/**
 * A page as static markup at `location`, in the static theme, with every style rule it uses (emotion
 * key `key`, apart from the app's own).
 */
export function renderStatic(
  key: string,
  location: string,
  page: ReactNode,
): { html: string; css: string } {
  const cache = createCache({ key });
  // compat: emotion collects the rules in cache.inserted instead of writing <style> tags into the markup.
  cache.compat = true;
  const html = renderToString(
    <CacheProvider value={cache}>
      <ThemeProvider theme={landingTheme}>
        <CssBaseline />
        <MemoryRouting initial={location}>{page}</MemoryRouting>
      </ThemeProvider>
    </CacheProvider>,
  );
  const css = Object.values(cache.inserted)
    .filter((rule): rule is string => typeof rule === 'string')
    .join('');
  return { html, css: withDarkWithoutScript(css) };
}

/**
 * The page's dark rules once more, for a browser that runs no script: the colour-mode script sets the
 * `dark` class, so without it a dark system would get the light page. Each top-level rule that names
 * `.dark` is repeated under `prefers-color-scheme: dark` for a root that is not `.light` (a stored
 * light choice, set by the script when it runs, still wins).
 */
export function withDarkWithoutScript(css: string): string {
  const copies: string[] = [];
  let depth = 0;
  let start = 0;
  for (let at = 0; at < css.length; at++) {
    const char = css[at];
    if (char === '{') depth++;
    else if (char === '}' && --depth === 0) {
      const rule = css.slice(start, at + 1);
      const selector = rule.slice(0, rule.indexOf('{'));
      // A rule with no block inside (not an @media or @keyframes) whose selector names the class.
      if (/\.dark\b/.test(selector) && !selector.trim().startsWith('@'))
        copies.push(rule.replace(selector, selector.replace(/\.dark\b/g, ':root:not(.light)')));
      start = at + 1;
    }
  }
  return copies.length ? `${css}@media (prefers-color-scheme: dark){${copies.join('')}}` : css;
}

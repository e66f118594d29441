import type { Decorator } from '@storybook/react-vite';
import { DecoratorHelpers } from '@storybook/addon-themes';
import type { createStore } from 'jotai';
import { MemoryRouting, Route, Switch, useLocation } from '../src/components/routing/Routing';
import { AppProviders } from '../src/app/AppProviders';

type Store = ReturnType<typeof createStore>;
const { initializeThemeState, pluckThemeFromContext } = DecoratorHelpers;

// The theme toolbar's choices; the app's own providers apply the one picked.
initializeThemeState(['light', 'dark'], 'light');

function Elsewhere() {
  return <p role="status">Navigated to {useLocation().pathname}</p>;
}

/**
 * Per story: the app's providers (a loader's `store` if it prepared one, else a fresh one; the
 * toolbar's colour mode), and a router at `parameters.route` ('/' by default) where navigating away
 * shows where it went.
 */
export const withAppProviders: Decorator = (Story, context) => {
  const store = (context.loaded as { store?: Store } | undefined)?.store;
  const route = (context.parameters.route as string | undefined) ?? '/';
  const path = route.split('?')[0] ?? '/';
  const colorMode = pluckThemeFromContext(context) === 'dark' ? 'dark' : 'light';
  return (
    <AppProviders {...(store ? { store } : {})} colorMode={colorMode}>
      <MemoryRouting initial={route}>
        <Switch>
          <Route path={path}>
            <Story />
          </Route>
          <Route>
            <Elsewhere />
          </Route>
        </Switch>
      </MemoryRouting>
    </AppProviders>
  );
};

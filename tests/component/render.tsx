/** Renders a screen as the app does (the app's own providers, a router, a fresh store); optionally signed in. */
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { createStore } from 'jotai';
import { MemoryRouting, Route, Switch, useLocation } from '../../src/components/routing/Routing';
import { AppProviders } from '../../src/app/AppProviders';

export { signInLocally } from '../fixtures/session';

/** Where the screen navigated to. */
function Elsewhere() {
  const { pathname, search } = useLocation();
  return <p>Now at {pathname + search}</p>;
}

export function renderScreen(
  ui: ReactElement,
  { route = '/', path = route.split('?')[0] ?? '/', store = createStore() } = {},
) {
  const result = render(
    <AppProviders store={store}>
      <MemoryRouting initial={route}>
        <Switch>
          <Route path={path}>{ui}</Route>
          <Route>
            <Elsewhere />
          </Route>
        </Switch>
      </MemoryRouting>
    </AppProviders>,
  );
  return { ...result, store };
}

/**
 * The app's history (src/components/routing/history.ts): a move waits for its screen, a later move
 * overtakes an earlier one, and a blocker holds every move — links and `navigate`, and the browser's
 * own back and forward, which are undone at once and redone only if the blocker proceeds.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  createBrowserHistory,
  createMemoryHistory,
  type AppHistory,
} from '../../../src/components/routing/history';
import {
  Link,
  RoutingProvider,
  Route,
  Switch,
  useLocation,
} from '../../../src/components/routing/Routing';

/** A promise and its resolver. */
function deferred() {
  let resolve = () => {};
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

const where = (history: AppHistory) => history.place().pathname + history.place().search;

describe('a move', () => {
  it('waits for its screen, then shows it; a later move overtakes a slower one', async () => {
    const history = createMemoryHistory('/a');
    const slow = deferred();
    const fast = deferred();
    history.beforeMove = (pathname) => (pathname === '/slow' ? slow.promise : fast.promise);
    const first = history.navigate('/slow');
    expect(where(history)).toBe('/a');
    const second = history.navigate('/fast?x=1', { state: { from: 'test' } });
    fast.resolve();
    await second;
    expect(where(history)).toBe('/fast?x=1');
    expect(history.place().state).toEqual({ from: 'test' });
    slow.resolve();
    await first;
    expect(where(history)).toBe('/fast?x=1');
  });

  it('held by a blocker goes on only when it proceeds', async () => {
    const history = createMemoryHistory('/form');
    const answers: { proceed: () => void; stay: () => void }[] = [];
    const unblock = history.block((answer) => answers.push(answer));
    const stayed = history.navigate('/elsewhere');
    await waitFor(() => expect(answers).toHaveLength(1));
    answers[0]!.stay();
    await stayed;
    expect(where(history)).toBe('/form');
    const left = history.navigate('/elsewhere');
    await waitFor(() => expect(answers).toHaveLength(2));
    expect(where(history)).toBe('/form');
    answers[1]!.proceed();
    await left;
    expect(where(history)).toBe('/elsewhere');
    unblock();
    await history.navigate('/free');
    expect(answers).toHaveLength(2);
    expect(where(history)).toBe('/free');
  });
});

describe("the browser's back button", () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  function Place() {
    const { pathname } = useLocation();
    return <p>At {pathname}</p>;
  }

  it('while blocked, is undone and the blocker asked; staying keeps the page, proceeding goes back', async () => {
    window.history.replaceState(null, '', '/start');
    const history = createBrowserHistory();
    render(
      <RoutingProvider history={history}>
        <Place />
        <Link to="/form">To the form</Link>
        <Switch>
          <Route path="/form">
            <p>The form</p>
          </Route>
        </Switch>
      </RoutingProvider>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'To the form' }));
    expect(await screen.findByText('The form')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/form');

    const asked: { proceed: () => void; stay: () => void }[] = [];
    const unblock = history.block((answer) => asked.push(answer));
    act(() => window.history.back());
    await waitFor(() => expect(asked).toHaveLength(1));
    // Undone: the address bar is back at the form, which never left the screen.
    await waitFor(() => expect(window.location.pathname).toBe('/form'));
    expect(screen.getByText('At /form')).toBeInTheDocument();
    act(() => asked[0]!.stay());
    expect(screen.getByText('The form')).toBeInTheDocument();

    act(() => window.history.back());
    await waitFor(() => expect(asked).toHaveLength(2));
    await waitFor(() => expect(window.location.pathname).toBe('/form'));
    act(() => asked[1]!.proceed());
    expect(await screen.findByText('At /start')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/start');
    expect(screen.queryByText('The form')).toBeNull();
    expect(asked).toHaveLength(2);
    unblock();
  });
});

/**
 * The dashboard's first requests, started by each dashboard shell before the app's scripts
 * (src/api/early.ts): the shell asks exactly what the dashboard's load asks, and the load's queries
 * take each early answer over once — for the same path and token — instead of asking again.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createStore } from 'jotai';
import { earlyRequestsScript } from '../../../src/api/early';
import { api } from '../../../src/api/endpoints';
import { pathOf } from '../../../src/core/routes';
import { loadDashboardAtom } from '../../../src/state/dashboard';
import { profileAtom } from '../../../src/state/profile';
import { dashboardLoadRoutes } from '../../../src/state/dashboardLoad';
import { server } from '../msw';
import { signInLocally } from '../render';

/** The API requests MSW sees, as `METHOD path` with their bearer token. */
function requestsSeen() {
  const seen: { line: string; token: string | null }[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.startsWith('/api/'))
      seen.push({
        line: `${request.method} ${url.pathname}`,
        token: request.headers.get('Authorization'),
      });
  });
  return seen;
}

/** Runs the shell's inline script, as the browser does before any module. */
function runShellScript() {
  new Function(earlyRequestsScript(dashboardLoadRoutes.map((name) => pathOf(name))))();
}

afterEach(() => {
  server.events.removeAllListeners();
  delete (window as { __daybreakEarly?: unknown }).__daybreakEarly;
});

describe("the dashboard shell's early requests", () => {
  it("are the dashboard load's requests, and the load asks nothing again", async () => {
    signInLocally();
    const alone = requestsSeen();
    await createStore().set(loadDashboardAtom);
    const loadAsks = alone.map((r) => r.line).sort();
    expect(loadAsks).toEqual(dashboardLoadRoutes.map((name) => `GET ${pathOf(name)}`).sort());

    server.events.removeAllListeners();
    const seen = requestsSeen();
    runShellScript();
    expect(seen.map((r) => r.line).sort()).toEqual(loadAsks);
    expect(seen.every((r) => r.token === 'Bearer test-access-token')).toBe(true);
    await createStore().set(loadDashboardAtom);
    expect(seen).toHaveLength(loadAsks.length);
  });

  it('seed the cache once: the load joins them, a direct read and a second load ask the server', async () => {
    signInLocally();
    const seen = requestsSeen();
    runShellScript();
    const started = seen.length;
    const store = createStore();
    await store.set(loadDashboardAtom);
    expect(seen).toHaveLength(started);
    expect(store.get(profileAtom)?.email).toBeTruthy();
    // Taken: a read after it, or another store's load, asks the server.
    await api.getProfile();
    expect(seen).toHaveLength(started + 1);
    await createStore().set(loadDashboardAtom);
    expect(seen).toHaveLength(2 * started + 1);
  });

  it('start nothing without a stored session, or with one near its expiry', () => {
    const seen = requestsSeen();
    runShellScript();
    signInLocally();
    const key = 'sb-localhost-auth-token';
    const near = JSON.parse(localStorage.getItem(key) ?? '{}') as { expires_at: number };
    near.expires_at = Math.floor(Date.now() / 1000) + 30;
    localStorage.setItem(key, JSON.stringify(near));
    runShellScript();
    expect(seen).toEqual([]);
  });

  it("are not taken for another user's token", async () => {
    signInLocally('user-1');
    runShellScript();
    const key = 'sb-localhost-auth-token';
    const other = JSON.parse(localStorage.getItem(key) ?? '{}') as { access_token: string };
    other.access_token = 'another-token';
    localStorage.setItem(key, JSON.stringify(other));
    const seen = requestsSeen();
    await api.getProfile();
    expect(seen).toEqual([{ line: 'GET /api/profile/', token: 'Bearer another-token' }]);
  });
});

/**
 * The one cache of server data (src/state/query.ts): keys, in-flight joins, writes that drop a
 * request out, dependents asked again, one clear — and, through the app's real queries, logout and a
 * 401 forgetting everything, the block configurations included.
 */
import { describe, expect, it } from 'vitest';
import { createStore } from 'jotai';
import { waitFor } from '@testing-library/react';
import {
  clearQueriesAtom,
  defineQuery,
  fetchQuery,
  putQuery,
  refreshQuery,
} from '../../../src/state/query';
import { blockConfigAtom, loadBlockConfigAtom } from '../../../src/state/blockConfig';
import { loadCallsAtom, callHistoryAtom } from '../../../src/state/calls';
import { dashboardStatusAtom, loadDashboardAtom, logoutAtom } from '../../../src/state/dashboard';
import { profileAtom } from '../../../src/state/profile';
import { userBlocksAtom } from '../../../src/state/routine';
import { http, HttpResponse, mock, server } from '../msw';
import { backupContactHandlers } from '../../fixtures/api';
import { backupContactQuery } from '../../../src/state/backupContact';
import { signInLocally } from '../render';

/** A load the test answers by hand, counting how often it was asked. */
function manual<T>() {
  const pending: { resolve: (value: T) => void; reject: (error: Error) => void }[] = [];
  const load = () =>
    new Promise<T>((resolve, reject) => {
      pending.push({ resolve, reject });
    });
  return { load, pending };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

// The getters and setters of the store, as an action atom has them.
const on = (store: ReturnType<typeof createStore>) => ({
  get: store.get,
  set: store.set,
});

describe('the query cache', () => {
  it('joins a request out: two asks, one request, one answer', async () => {
    const store = createStore();
    const { load, pending } = manual<string>();
    const query = defineQuery('test/join', load, { askOnMount: false });
    const { get, set } = on(store);
    const first = fetchQuery(get, set, query);
    const second = fetchQuery(get, set, query);
    expect(pending).toHaveLength(1);
    expect(store.get(query.state)).toEqual({ status: 'loading' });
    pending[0]!.resolve('answer');
    expect(await first).toBe('answer');
    expect(await second).toBe('answer');
    expect(store.get(query.data)).toBe('answer');
    // Held: a third ask needs no request.
    expect(await fetchQuery(get, set, query)).toBe('answer');
    expect(pending).toHaveLength(1);
  });

  it('a write drops the request out: its late answer does not undo the save', async () => {
    const store = createStore();
    const { load, pending } = manual<string>();
    const query = defineQuery('test/write', load, { askOnMount: false });
    const { get, set } = on(store);
    const out = fetchQuery(get, set, query);
    putQuery(get, set, query, 'saved');
    pending[0]!.resolve('before the save');
    await out;
    expect(store.get(query.data)).toBe('saved');
  });

  it('keeps the last answer while asking again and after a failure', async () => {
    const store = createStore();
    const { load, pending } = manual<string>();
    const query = defineQuery('test/keep', load, { askOnMount: false });
    const { get, set } = on(store);
    putQuery(get, set, query, 'first');
    const again = refreshQuery(get, set, query);
    expect(store.get(query.state)).toEqual({ status: 'loading', data: 'first' });
    pending[0]!.reject(new Error('offline'));
    await again;
    expect(store.get(query.state)).toMatchObject({ status: 'error', data: 'first' });
    expect(store.get(query.data)).toBe('first');
  });

  it('asks the held dependents again when a source changes, not when it stays the same', async () => {
    const store = createStore();
    let asked = 0;
    const source = defineQuery('test/source', () => Promise.resolve(1), { askOnMount: false });
    const dependent = defineQuery('test/dependent', () => Promise.resolve(++asked), {
      after: [source],
      askOnMount: false,
    });
    const { get, set } = on(store);
    putQuery(get, set, source, 1);
    await fetchQuery(get, set, dependent);
    expect(asked).toBe(1);
    putQuery(get, set, source, 1);
    await tick();
    expect(asked).toBe(1);
    putQuery(get, set, source, 2);
    await tick();
    expect(asked).toBe(2);
    expect(store.get(dependent.data)).toBe(2);
  });

  it('asks when first shown, once', async () => {
    const store = createStore();
    let asked = 0;
    const query = defineQuery('test/mount', () => Promise.resolve(++asked));
    const stop = store.sub(query.state, () => undefined);
    const again = store.sub(query.data, () => undefined);
    await tick();
    expect(asked).toBe(1);
    expect(store.get(query.data)).toBe(1);
    stop();
    again();
  });

  it('clear() empties it, and a request out answers into nothing', async () => {
    const store = createStore();
    const { load, pending } = manual<string>();
    const query = defineQuery('test/clear', load, { askOnMount: false });
    const { get, set } = on(store);
    const out = fetchQuery(get, set, query);
    store.set(clearQueriesAtom);
    pending[0]!.resolve("the last user's");
    await out;
    expect(store.get(query.state)).toBeNull();
  });
});

describe("the app's data in the cache", () => {
  async function signedInWithAConfiguration() {
    signInLocally();
    const store = createStore();
    // Mounted, as the dashboard's screens keep it.
    const unmount = store.sub(dashboardStatusAtom, () => undefined);
    await store.set(loadDashboardAtom);
    const id = store.get(userBlocksAtom)![0]!.id;
    await store.set(loadBlockConfigAtom, id);
    expect(store.get(blockConfigAtom(id)).state).toBe('ready');
    return { store, id, unmount };
  }

  it('logout forgets everything: profile, routine, configurations, calls, the backup contact', async () => {
    const { store, id, unmount } = await signedInWithAConfiguration();
    await store.set(loadCallsAtom, true);
    expect(store.get(callHistoryAtom).status).toBe('ready');
    server.use(
      ...backupContactHandlers({ name: 'Sam', phone_number: '+12025550177', status: 'agreed' }),
    );
    // Shown (the profile screen's card), so asked.
    const card = store.sub(backupContactQuery.state, () => undefined);
    await waitFor(() =>
      expect(store.get(backupContactQuery.state)).toMatchObject({
        status: 'ready',
        data: { name: 'Sam' },
      }),
    );
    server.use(http.post('*/auth/v1/logout', () => new HttpResponse(null, { status: 204 })));
    await store.set(logoutAtom);
    expect(store.get(profileAtom)).toBeNull();
    expect(store.get(userBlocksAtom)).toBeNull();
    expect(store.get(blockConfigAtom(id))).toEqual({ state: 'loading' });
    expect(store.get(callHistoryAtom).status).toBe('idle');
    expect(store.get(backupContactQuery.state)).toBeNull();
    expect(store.get(dashboardStatusAtom)).toBe('idle');
    card();
    unmount();
  });

  it('a 401 (the session gone) forgets everything too', async () => {
    const { store, id, unmount } = await signedInWithAConfiguration();
    let signedOut = false;
    server.use(
      mock('getCalls', () => HttpResponse.json({ message: 'Expired' }, { status: 401 })),
      http.post('*/auth/v1/logout', () => {
        signedOut = true;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    await store.set(loadCallsAtom, true);
    expect(store.get(profileAtom)).toBeNull();
    expect(store.get(blockConfigAtom(id))).toEqual({ state: 'loading' });
    expect(store.get(dashboardStatusAtom)).toBe('idle');
    // The client drops the session too (its sign-out, once supabase-js has loaded).
    await waitFor(() => expect(signedOut).toBe(true));
    unmount();
  });
});

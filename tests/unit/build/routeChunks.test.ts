/**
 * The build's chunks by route (scripts/route-chunks.ts), on a small graph of the app's shape: the
 * entry, the dashboard's frame and two screens (imported lazily), two other routes, a lazy part.
 */
import { describe, expect, it } from 'vitest';
import {
  ENTRY,
  FRAME,
  MIN_CHUNK_BYTES,
  ROUTER,
  SCREEN_LIST,
  chunkName,
  routeChunks,
} from '../../../scripts/route-chunks';

const root = '/repo';
const at = (file: string) => `${root}/${file}`;
const signIn = at('src/features/auth/SignInPage.tsx');
const signUp = at('src/features/account/SignUpPage.tsx');
const frame = at(FRAME);
const dashboardRoute = at('src/app/dashboardRoute.tsx');
const routine = at('src/app/RoutineScreen.tsx');
const calls = at('src/features/calls/CallsPage.tsx');
const forms = at('src/forms/SchemaForm.tsx');
const big = MIN_CHUNK_BYTES;

/** id → [static imports, lazy imports, source bytes] */
const graph: Record<string, [string[], string[], number?]> = {
  [at(ENTRY)]: [['react', at(ROUTER)], []],
  react: [[], []],
  [at(ROUTER)]: [[dashboardRoute], [signIn, signUp]],
  [dashboardRoute]: [[at(SCREEN_LIST)], []],
  [at(SCREEN_LIST)]: [[], [frame, routine, calls]],
  [frame]: [['sidebar', 'react'], []],
  sidebar: [['button'], [], big],
  button: [['ripple'], [], 100],
  ripple: [[], [], 100],
  [routine]: [['callText', 'button', forms, 'helper'], ['dialog']],
  [forms]: [['textField'], [], big],
  textField: [[], [], big],
  helper: [[forms], [], 100],
  dialog: [['modal'], []],
  modal: [[], []],
  [calls]: [['callText', 'phone'], []],
  callText: [[], [], big],
  phone: [[], [], big],
  [signIn]: [['button', 'card'], []],
  [signUp]: [[forms, 'card', 'phone'], []],
  card: [[], []],
};
/** The graph as rolldown's `getModuleInfo` answers it. */
const lookupIn = (g: typeof graph) => (id: string) => {
  const node = g[id];
  return node
    ? { importedIds: node[0], dynamicallyImportedIds: node[1], code: 'x'.repeat(node[2] ?? 0) }
    : null;
};
const lookup = lookupIn(graph);

/** The chunk of the modules these routes load. */
const of = (routes: string) => chunkName(routes, [routine, calls]);

describe('chunks by route', () => {
  const names = routeChunks(lookup, root);

  it("name each module a screen loads after the routes that load it, the frame's after every screen", () => {
    expect(names.get('callText')).toBe(of('RoutineScreen+CallsPage'));
    expect(names.get('sidebar')).toBe(of('RoutineScreen+CallsPage'));
    expect(names.get('textField')).toBe(of('RoutineScreen+SignUpPage'));
    expect(names.get(forms)).toBe(of('RoutineScreen+SignUpPage'));
    expect(names.get('phone')).toBe(of('CallsPage+SignUpPage'));
  });

  it('put small sets in one shared chunk, or with the one big set they import, never a heavy part', () => {
    // The button and its ripple import nothing big: shared, whoever loads them.
    expect(names.get('button')).toBe('route-shared');
    expect(names.get('ripple')).toBe('route-shared');
    // The helper imports the forms layer: with it, so a route that loads the shared chunk loads no form.
    expect(names.get('helper')).toBe(of('RoutineScreen+SignUpPage'));
  });

  it("keep the entry's modules in the entry's chunk, and what no screen loads for automatic chunking", () => {
    expect(names.get('react')).toBe('app');
    expect(names.get(at(ENTRY))).toBe('app');
    // Lazily imported by a screen: its own chunk, loaded when asked for.
    expect(names.has('dialog')).toBe(false);
    expect(names.has('modal')).toBe(false);
    // Only other routes load it.
    expect(names.has('card')).toBe(false);
    // A route's own module stays the chunk its lazy import names.
    for (const route of [frame, routine, calls, signIn]) expect(names.has(route)).toBe(false);
  });

  it('name a chunk by the screens that load it and a hash of all its routes: short, and one per set', () => {
    expect(of('RoutineScreen+CallsPage+SignInPage')).toMatch(/^route-dashboard-[0-9a-f]{6}$/);
    expect(of('RoutineScreen+SignUpPage')).toMatch(/^route-routine-[0-9a-f]{6}$/);
    expect(of('RoutineScreen+SignUpPage')).not.toBe(of('RoutineScreen+SignInPage'));
    expect(new Set([...names.values()]).size).toBe(5); // app, shared and the three sets above
  });

  it('never put a piece of the forms layer in the shared chunk, however small: sign-in would load it', () => {
    const serverErrors = at('src/forms/serverErrors.ts');
    const withPiece: typeof graph = {
      ...graph,
      [serverErrors]: [[], [], 100],
      [routine]: [[...(graph[routine]?.[0] ?? []), serverErrors], graph[routine]?.[1] ?? []],
      [signIn]: [[...(graph[signIn]?.[0] ?? []), serverErrors], []],
    };
    expect(routeChunks(lookupIn(withPiece), root).get(serverErrors)).toBe(
      of('RoutineScreen+SignInPage'),
    );
  });

  it('leave a graph that is not the app (Storybook) to automatic chunking', () => {
    expect(routeChunks(() => null, root).size).toBe(0);
  });
});

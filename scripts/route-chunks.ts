/**
 * Build chunking by route (issue 24). Automatic chunking makes one file per set of *lazy imports*
 * that share a module: /dashboard/routine loaded 47 files, 30 of them under 1.5 kB, each a request
 * waiting its round trip on a slow phone network. Here a module that a dashboard screen loads goes
 * into one file per set of *routes* that load it, so no route loads a module it does not use; a set
 * too small to be worth a request joins a shared chunk (or the one set it depends on), as long as that
 * brings no route a heavy part it does not use.
 *
 * The routes are read from the module graph, not listed here: the dashboard's frame and screens are
 * what src/app/dashboardScreens.tsx imports lazily (the frame, src/app/DashboardShell.tsx, comes with
 * every screen), the other routes what src/app/router.tsx imports lazily. What a route imports lazily
 * stays lazy (its static closure holds none of it), the entry's modules stay the entry's (the chunk
 * named `app`), and a module no dashboard screen loads is left to automatic chunking. An import
 * through a package's index would make a route seem to load the whole package: lint keeps the app on
 * deep imports (`@mui/material/Button`), and the build reads the indexes of side-effect-free packages
 * lazily (rolldown's `experimental.lazyBarrel`).
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import type { ModuleInfo } from 'rolldown';
import type { Plugin } from 'vite';

/** The SPA's entry, from the repository's root: what it imports statically is the `app` chunk's. */
export const ENTRY = 'src/app/main.tsx';
/** Lazily imports the app's routes. */
export const ROUTER = 'src/app/router.tsx';
/** Lazily imports the dashboard's frame and each dashboard screen. */
export const SCREEN_LIST = 'src/app/dashboardScreens.tsx';
/** The dashboard's frame: of SCREEN_LIST's lazy imports, the one that comes with every screen. */
export const FRAME = 'src/app/DashboardShell.tsx';
/** A set of routes whose modules are smaller than this (transformed source) is not a file of its own. */
export const MIN_CHUNK_BYTES = 10 * 1024;
/**
 * Heavy parts that are never merged: a page that does not use the forms layer or the dashboard's frame
 * (sign-in, the local phone) must not load a piece of them.
 */
export const KEPT_APART = /[\\/]src[\\/](forms|features[\\/]dashboard)[\\/]/;

export type Lookup = (
  id: string,
) => Pick<ModuleInfo, 'importedIds' | 'dynamicallyImportedIds' | 'code'> | null;

/** The ids statically reachable from `root` (itself included). */
export function staticImports(lookup: Lookup, root: string): Set<string> {
  const seen = new Set<string>();
  const stack = [root];
  while (stack.length) {
    const id = stack.pop() as string;
    if (seen.has(id)) continue;
    seen.add(id);
    for (const next of lookup(id)?.importedIds ?? []) stack.push(next);
  }
  return seen;
}

/** A route's short name: its module's file name without extension. */
const routeName = (id: string) => path.basename(id).replace(/\.[cm]?[jt]sx?$/, '');

/**
 * A chunk's file name, short (each is a modulepreload in every shell): the screens that load it
 * (`dashboard` for all of them) and a hash of the whole set of routes (`route-shared` for the shared one).
 */
export function chunkName(key: string, screens: string[]): string {
  if (key === 'shared') return 'route-shared';
  const routes = key.split('+');
  const own = screens.map(routeName).filter((screen) => routes.includes(screen));
  const label =
    own.length === screens.length
      ? 'dashboard'
      : own.map((screen) => screen.replace(/(Page|Screen)$/, '').toLowerCase()).join('+');
  return `route-${label}-${createHash('sha1').update(key).digest('hex').slice(0, 6)}`;
}

/** The modules that the same routes load, by those routes' names joined with `+`. */
type RouteSets = Map<string, { modules: string[]; bytes: number }>;

/**
 * The chunk of each module a dashboard screen loads (`route-<routes>`, `route-shared`) and of each of
 * the entry's (`app`). Empty when the graph is not the app's (Storybook's build).
 */
export function routeChunks(lookup: Lookup, projectRoot: string): Map<string, string> {
  const at = (file: string) => path.join(projectRoot, file);
  const [routerInfo, screenInfo] = [ROUTER, SCREEN_LIST].map((file) => lookup(at(file)));
  if (!routerInfo || !screenInfo) return new Map();
  const frames = screenInfo.dynamicallyImportedIds.filter((id) => id === at(FRAME));
  const screens = screenInfo.dynamicallyImportedIds.filter((id) => id !== at(FRAME));
  const others = routerInfo.dynamicallyImportedIds.filter((id) => !frames.includes(id));
  const routes = [...frames, ...screens, ...others];
  const closures = new Map(routes.map((root) => [root, staticImports(lookup, root)]));
  const entry = staticImports(lookup, at(ENTRY));

  const sets: RouteSets = new Map();
  const setOf = new Map<string, string>();
  for (const id of new Set([...frames, ...screens].flatMap((r) => [...(closures.get(r) ?? [])]))) {
    // A route's own module stays the chunk its lazy import asks for.
    if (entry.has(id) || routes.includes(id)) continue;
    const loads = (root: string) => closures.get(root)?.has(id) ?? false;
    const owners = [
      ...screens.filter((screen) => loads(screen) || frames.some(loads)),
      ...others.filter(loads),
    ];
    const key = owners.map(routeName).join('+');
    const set = sets.get(key) ?? { modules: [], bytes: 0 };
    set.modules.push(id);
    set.bytes += lookup(id)?.code?.length ?? 0;
    sets.set(key, set);
    setOf.set(id, key);
  }
  const chunkOf = mergeSmallSets(sets, (id) =>
    (lookup(id)?.importedIds ?? []).flatMap((dep) => setOf.get(dep) ?? []),
  );
  const names = new Map<string, string>();
  for (const id of entry) names.set(id, 'app');
  for (const [key, set] of sets)
    for (const id of set.modules) names.set(id, chunkName(chunkOf.get(key) ?? key, screens));
  return names;
}

/**
 * Where each small set goes: `shared`, when every set its modules import goes there too (so a route
 * that loads the shared chunk for one small set never loads a big one through it), or else the one
 * big set its modules import (whose routes load it already). A set with a heavy part stays its own.
 */
export function mergeSmallSets(
  sets: RouteSets,
  importsOf: (id: string) => string[],
): Map<string, string> {
  const small = (key: string) => {
    const set = sets.get(key);
    return !!set && set.bytes < MIN_CHUNK_BYTES && !set.modules.some((id) => KEPT_APART.test(id));
  };
  const depsOf = (key: string) =>
    new Set((sets.get(key)?.modules ?? []).flatMap(importsOf).filter((dep) => dep !== key));
  const shared = new Set([...sets.keys()].filter(small));
  for (let changed = true; changed;) {
    changed = false;
    for (const key of shared)
      if ([...depsOf(key)].some((dep) => !shared.has(dep))) {
        shared.delete(key);
        changed = true;
      }
  }
  const chunkOf = new Map<string, string>();
  for (const key of sets.keys()) {
    if (shared.has(key)) chunkOf.set(key, 'shared');
    else if (small(key)) {
      const apart = [...depsOf(key)].filter((dep) => !shared.has(dep));
      if (apart.length === 1 && apart[0] !== undefined) chunkOf.set(key, apart[0]);
    }
  }
  return chunkOf;
}

/**
 * Vite plugin (app build): a code-splitting group naming each module's chunk by `routeChunks`, after
 * the entry's own group. The names are worked out once per build, when the first module is asked.
 */
export function routeChunksPlugin(): Plugin {
  let root = process.cwd();
  let names: Map<string, string> | null = null;
  return {
    name: 'daybreak:route-chunks',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    buildStart() {
      names = null;
    },
    outputOptions(options) {
      const splitting = typeof options.codeSplitting === 'object' ? options.codeSplitting : {};
      return {
        ...options,
        codeSplitting: {
          ...splitting,
          groups: [
            ...(splitting.groups ?? []),
            {
              name: (id, ctx) => {
                names ??= routeChunks((other) => ctx.getModuleInfo(other), root);
                return names.get(id) ?? null;
              },
              debugName: 'route',
              priority: -1,
              // A module's static imports are loaded by every route that loads it, so their chunk is
              // named after the same routes or more: a chunk imports only chunks of more routes.
              includeDependenciesRecursively: false,
            },
          ],
        },
      };
    },
  };
}

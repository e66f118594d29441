/**
 * @popperjs/core (~8 kB brotli), the positioning engine of MUI's Popper and so of every Tooltip, loaded
 * when a popper first opens instead of with every page that can show one (vite.config.ts aliases the
 * package here; MUI imports `createPopper` only). The first popper stays hidden — not misplaced — for
 * the moment the engine takes to arrive, then it is the real one: the instance handed to MUI forwards
 * every call to it.
 */
import type * as Popper from '@popperjs/core/lib/popper.js';
import type { Instance, State, VirtualElement } from '@popperjs/core/lib/types';

type Engine = typeof Popper;
type Options = Parameters<Engine['createPopper']>[2];
let engine: Engine | null = null;
let loading: Promise<Engine> | null = null;

function load(): Promise<Engine> {
  loading ??= import('@popperjs/core/lib/popper.js').then(
    (module) => (engine = module),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

export function createPopper(
  reference: Element | VirtualElement,
  popper: HTMLElement,
  options?: Options,
): Instance {
  if (engine) return engine.createPopper(reference, popper, options);
  let real: Instance | null = null;
  let destroyed = false;
  let latest = options;
  const visibility = popper.style.visibility;
  popper.style.visibility = 'hidden';
  void load()
    .then((loaded) => {
      if (destroyed) return;
      real = loaded.createPopper(reference, popper, latest);
    })
    .catch(() => undefined)
    .finally(() => {
      if (!destroyed) popper.style.visibility = visibility;
    });
  const pending = (): Promise<Partial<State>> => Promise.resolve({});
  return {
    get state() {
      return real?.state ?? ({} as State);
    },
    forceUpdate: () => real?.forceUpdate(),
    update: () => real?.update() ?? pending(),
    setOptions: (next) => {
      if (real) return real.setOptions(next);
      latest = typeof next === 'function' ? next(latest ?? {}) : next;
      return pending();
    },
    destroy: () => {
      destroyed = true;
      real?.destroy();
      popper.style.visibility = visibility;
    },
  };
}

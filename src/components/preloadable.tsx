import { lazy, useState, type ComponentType } from 'react';
import { loadOnce } from '../vendor/loadOnce';

/**
 * A lazily loaded component that renders at once when it has already arrived. React.lazy suspends on
 * its first render even when its module is loaded, and React then holds the revealed content back
 * (its fallback throttle, about 300 ms): a dialog preloaded while the page was idle still opened a
 * third of a second late. `preload` starts the load; a use that began while it was on its way keeps
 * the lazy path (switching would mount the component again).
 */
export function preloadable<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): { Component: ComponentType<Props>; preload: () => Promise<unknown> } {
  const preload = loadOnce(load);
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function Preloadable(props: Props) {
    const [Arrived] = useState(() => preload.now());
    return Arrived ? <Arrived {...props} /> : <Lazy {...props} />;
  }
  return { Component: Preloadable, preload };
}

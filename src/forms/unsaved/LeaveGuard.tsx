import { lazy, Suspense, useContext, useEffect, useState } from 'react';
import { UNSAFE_DataRouterContext, useBlocker } from 'react-router-dom';

// The question (a dialog) loads once there is something to lose, not with every page: while it
// loads, the navigation it stopped simply waits.
const loadDialog = () => import('./DiscardDialog');
const DiscardDialog = lazy(() => loadDialog().then((m) => ({ default: m.DiscardDialog })));

/** Asks before the app navigates away from unsaved changes (needs a data router). */
function RouteGuard({ when }: { when: boolean }) {
  const blocker = useBlocker(when);
  const blocked = blocker.state === 'blocked';
  // Mounted from the first question on, so that it closes with its transition.
  const [asked, setAsked] = useState(false);
  if (blocked && !asked) setAsked(true);
  useEffect(() => {
    if (when) void loadDialog();
  }, [when]);
  return asked ? (
    <Suspense fallback={null}>
      <DiscardDialog
        open={blocked}
        onKeepEditing={() => blocker.reset?.()}
        onDiscard={() => blocker.proceed?.()}
      />
    </Suspense>
  ) : null;
}

/**
 * Keeps unsaved changes from being lost by leaving: the app's own navigation asks to discard or keep
 * editing, and closing or reloading the tab gets the browser's own prompt.
 */
export function LeaveGuard({ when }: { when: boolean }) {
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  useEffect(() => {
    if (!when) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);
  return dataRouter ? <RouteGuard when={when} /> : null;
}

import { Suspense, useContext, useEffect, useState } from 'react';
import { UNSAFE_DataRouterContext, useBlocker } from 'react-router-dom';
import { preloadable } from '../../components/preloadable';

// The dialog (and MUI's modal machinery) loads once there are changes to guard, not with every page.
const { Component: DiscardDialog, preload: loadDiscardDialog } = preloadable(() =>
  import('./DiscardDialog').then((m) => m.DiscardDialog),
);

/** Asks before the app navigates away from unsaved changes (needs a data router). */
function RouteGuard({ when }: { when: boolean }) {
  const blocker = useBlocker(when);
  const blocked = blocker.state === 'blocked';
  const [wanted, setWanted] = useState(false);
  if (blocked && !wanted) setWanted(true);
  useEffect(() => {
    if (when) void loadDiscardDialog().catch(() => undefined);
  }, [when]);
  return wanted ? (
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

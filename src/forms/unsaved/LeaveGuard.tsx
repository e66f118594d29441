import { useContext, useEffect } from 'react';
import { UNSAFE_DataRouterContext, useBlocker } from 'react-router-dom';
import { DiscardDialog } from './DiscardDialog';

/** Asks before the app navigates away from unsaved changes (needs a data router). */
function RouteGuard({ when }: { when: boolean }) {
  const blocker = useBlocker(when);
  return (
    <DiscardDialog
      open={blocker.state === 'blocked'}
      onKeepEditing={() => blocker.reset?.()}
      onDiscard={() => blocker.proceed?.()}
    />
  );
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

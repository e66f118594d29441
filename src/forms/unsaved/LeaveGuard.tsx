import { Suspense, useCallback, useEffect, useState } from 'react';
import { preloadable } from '../../components/preloadable';
import { useBlocker, useHasRouting } from '../../components/routing/Routing';

// The dialog (and MUI's modal machinery) loads once there are changes to guard, not with every page.
const { Component: DiscardDialog, preload: loadDiscardDialog } = preloadable(() =>
  import('./DiscardDialog').then((m) => m.DiscardDialog),
);

interface Held {
  proceed: () => void;
  stay: () => void;
}

/** Asks before the app navigates away from unsaved changes. */
function RouteGuard({ when }: { when: boolean }) {
  const [held, setHeld] = useState<Held | null>(null);
  const [wanted, setWanted] = useState(false);
  const ask = useCallback((answer: Held) => {
    setWanted(true);
    setHeld(answer);
  }, []);
  useBlocker(when, ask);
  useEffect(() => {
    if (when) void loadDiscardDialog().catch(() => undefined);
  }, [when]);
  const answer = (choice: 'proceed' | 'stay') => {
    held?.[choice]();
    setHeld(null);
  };
  return wanted ? (
    <Suspense fallback={null}>
      <DiscardDialog
        open={held !== null}
        onKeepEditing={() => answer('stay')}
        onDiscard={() => answer('proceed')}
      />
    </Suspense>
  ) : null;
}

/**
 * Keeps unsaved changes from being lost by leaving: the app's own navigation (links, back and forward)
 * asks to discard or keep editing, and closing or reloading the tab gets the browser's own prompt.
 */
export function LeaveGuard({ when }: { when: boolean }) {
  const routed = useHasRouting();
  useEffect(() => {
    if (!when) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);
  return routed ? <RouteGuard when={when} /> : null;
}

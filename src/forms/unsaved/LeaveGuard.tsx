import { useCallback, useEffect, useState } from 'react';
import { useBlocker, useHasRouting } from '../../components/routing/Routing';
import { DiscardDialog } from './DiscardDialog';

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
  const answer = (choice: 'proceed' | 'stay') => {
    held?.[choice]();
    setHeld(null);
  };
  return wanted ? (
    <DiscardDialog
      open={held !== null}
      onKeepEditing={() => answer('stay')}
      onDiscard={() => answer('proceed')}
    />
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

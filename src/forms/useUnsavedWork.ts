import { useContext, useEffect, useSyncExternalStore } from 'react';
import { sameValues } from './sameValues';
import type { FormStore } from './store';
import { UnsavedChangesContext } from './unsaved/context';

const noSubscription = () => () => undefined;

/**
 * With `savedData` the form guards the user's work: `dirty` while its values differ from the saved
 * ones, told to an enclosing FormDialog (which asks before closing) until a submit or a new change.
 */
export function useUnsavedWork(
  store: FormStore,
  savedData: object | undefined,
  justSubmitted: boolean,
) {
  const guarding = savedData !== undefined;
  const dirty = useSyncExternalStore(guarding ? store.subscribe : noSubscription, () =>
    guarding ? !sameValues(store.values, savedData) : false,
  );
  const dialog = useContext(UnsavedChangesContext);
  useEffect(() => {
    if (!dialog || !guarding) return;
    dialog.setDirty(dirty && !justSubmitted);
    return () => dialog.setDirty(false);
  }, [dialog, guarding, dirty, justSubmitted]);
  return { guarding, dirty };
}

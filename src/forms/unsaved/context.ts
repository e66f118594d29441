import { createContext } from 'react';

/** What a form inside a FormDialog tells it: whether it holds unsaved changes. */
export interface UnsavedChangesScope {
  setDirty(dirty: boolean): void;
  /** Closes the dialog, asking first when there are unsaved changes. */
  requestClose(): void;
}

export const UnsavedChangesContext = createContext<UnsavedChangesScope | null>(null);

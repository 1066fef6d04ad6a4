import { createContext } from 'react';

export type UnsavedChangesContextValue = {
  /** Whether the screen on show holds changes that would be lost by leaving it. */
  hasUnsavedChanges: () => boolean;
  setHasUnsavedChanges: (value: boolean) => void;
  /** Runs `leave` at once, or once the user confirms that their changes may be discarded. */
  confirmLeave: (leave: () => void) => void;
};

export const UnsavedChangesContext = createContext<UnsavedChangesContextValue | null>(null);

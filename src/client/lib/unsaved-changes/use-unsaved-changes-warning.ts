import { useContext, useEffect } from 'react';
import { UnsavedChangesContext } from './unsaved-changes-context';

/** For a screen with edits: warns before in-app navigation and before a reload or closing the tab. */
export function useUnsavedChangesWarning(dirty: boolean): void {
  const context = useContext(UnsavedChangesContext);

  useEffect(() => {
    context?.setHasUnsavedChanges(dirty);
    return () => context?.setHasUnsavedChanges(false);
  }, [context, dirty]);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show their prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);
}

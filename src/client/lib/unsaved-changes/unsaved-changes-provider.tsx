import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { UnsavedChangesContext, type UnsavedChangesContextValue } from './unsaved-changes-context';

/*
 * React Router's useBlocker needs a data router, which this app does without (ADR 0005), so the
 * product screens' own ways out (header links, Back, imports) ask here before navigating.
 */
export function UnsavedChangesProvider({ children }: { children: ReactNode }) {
  const unsaved = useRef(false);
  // Wrapped in an object: a bare function would be taken for a state updater.
  const [pending, setPending] = useState<{ leave: () => void } | null>(null);

  const confirmLeave = useCallback((leave: () => void) => {
    if (unsaved.current) setPending({ leave });
    else leave();
  }, []);

  const value = useMemo<UnsavedChangesContextValue>(
    () => ({
      hasUnsavedChanges: () => unsaved.current,
      setHasUnsavedChanges: (next) => {
        unsaved.current = next;
      },
      confirmLeave,
    }),
    [confirmLeave],
  );

  const leaveAnyway = () => {
    if (!pending) return;
    unsaved.current = false;
    setPending(null);
    pending.leave();
  };

  return (
    <UnsavedChangesContext value={value}>
      {children}
      <AlertDialog open={pending !== null} onOpenChange={(open) => !open && setPending(null)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Leave without saving?</AlertDialogTitle>
            <AlertDialogDescription>
              You have unsaved changes in this document. If you leave now, they will be lost.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Keep editing</AlertDialogCancel>
            <AlertDialogAction className="bg-destructive text-destructive-foreground hover:bg-destructive/90" onClick={leaveAnyway}>
              Leave without saving
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </UnsavedChangesContext>
  );
}

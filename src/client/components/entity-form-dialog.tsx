import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { SubmitButton } from '@/components/ui/submit-button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';

/**
 * The dialog around an Add/Edit form (clients, projects): Radix Dialog, wide, and not closable
 * while its save runs, since closing mid-request would hide whether the save went through.
 */
export function EntityFormDialog({
  open,
  pending,
  onClose,
  title,
  description,
  children,
}: {
  open: boolean;
  pending: boolean;
  onClose: () => void;
  title: string;
  description: ReactNode;
  children: ReactNode;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !pending) onClose();
      }}
    >
      <DialogContent className="sm:max-w-2xl" closeDisabled={pending}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}

/** The form's footer: Cancel, and the submit button with its busy state. */
export function EntityFormFooter({ pending, submitLabel, pendingLabel = 'Saving...' }: { pending: boolean; submitLabel: string; pendingLabel?: string }) {
  return (
    <DialogFooter sticky>
      <DialogClose asChild>
        <Button type="button" variant="outline" disabled={pending}>
          Cancel
        </Button>
      </DialogClose>
      <SubmitButton pending={pending} label={submitLabel} pendingLabel={pendingLabel} />
    </DialogFooter>
  );
}

/** The dialog's target, kept after it turns null so that the closing animation shows the same form. */
export function useRetainedTarget<Target>(target: Target | null): Target | null {
  const [shown, setShown] = useState(target);
  if (target && target !== shown) setShown(target);
  return shown;
}

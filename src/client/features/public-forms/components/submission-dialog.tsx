import { useEffect, useState, type ReactNode } from 'react';
import { Button, type ButtonProps } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { SubmissionConfirmation } from './submission-confirmation';

/** What the dialog hands its form. */
export type SubmissionFormControls = {
  /** The submission went through: show the server's confirmation in the form's place. */
  onConfirmed: (message: string) => void;
  /** While a request runs the dialog cannot be closed, so its outcome is never hidden. */
  onPendingChange: (pending: boolean) => void;
};

/** Keeps the dialog told whether the form's request runs; an unmounted form runs none. */
export function useReportPending(pending: boolean, onPendingChange: (pending: boolean) => void): void {
  useEffect(() => {
    onPendingChange(pending);
    return () => onPendingChange(false);
  }, [pending, onPendingChange]);
}

type SubmissionDialogProps = {
  triggerLabel: string;
  triggerVariant?: ButtonProps['variant'];
  triggerClassName?: string;
  title: string;
  description: ReactNode;
  confirmationTitle: string;
  className?: string;
  children: (controls: SubmissionFormControls) => ReactNode;
};

/**
 * A button that opens a form in a Radix dialog; after a successful submission the dialog shows
 * the confirmation until it is closed, and the next opening starts a fresh form.
 */
export function SubmissionDialog({
  triggerLabel,
  triggerVariant,
  triggerClassName,
  title,
  description,
  confirmationTitle,
  className,
  children,
}: SubmissionDialogProps) {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [confirmation, setConfirmation] = useState<string | null>(null);
  // A new key per opening remounts the form, so it starts empty.
  const [opening, setOpening] = useState(0);

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && pending) return;
        if (next) {
          setConfirmation(null);
          setOpening((count) => count + 1);
        }
        setOpen(next);
      }}
    >
      <DialogTrigger asChild>
        <Button type="button" variant={triggerVariant} className={triggerClassName}>
          {triggerLabel}
        </Button>
      </DialogTrigger>
      <DialogContent className={className} closeDisabled={pending}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {confirmation ? (
          <>
            <SubmissionConfirmation title={confirmationTitle} message={confirmation} />
            <DialogFooter>
              <DialogClose asChild>
                <Button type="button" autoFocus>
                  Done
                </Button>
              </DialogClose>
            </DialogFooter>
          </>
        ) : (
          <div key={opening} className="contents">
            {children({ onConfirmed: setConfirmation, onPendingChange: setPending })}
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}

import { useState, type ReactNode } from 'react';
import { LoaderCircle } from 'lucide-react';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';

type ConfirmDeleteDialogProps<Item> = {
  /** The thing to delete; null keeps the dialog closed. */
  item: Item | null;
  nameOf: (item: Item) => string;
  title: string;
  /** What will go, given the item's name. */
  description: (name: string) => ReactNode;
  pending: boolean;
  onConfirm: (item: Item, name: string) => void;
  onClose: () => void;
  /** The confirming button's words, for a delete by another name (an API key is revoked). */
  confirmLabel?: string;
  pendingLabel?: string;
  /** Where focus goes once closed: opened without a trigger, Radix would leave it on the page's body. */
  onCloseAutoFocus?: (event: Event) => void;
};

/** The one confirmation every delete in the product asks, with "Deleting..." while it runs. */
export function ConfirmDeleteDialog<Item>({
  item,
  nameOf,
  title,
  description,
  pending,
  onConfirm,
  onClose,
  confirmLabel = 'Delete',
  pendingLabel = 'Deleting...',
  onCloseAutoFocus,
}: ConfirmDeleteDialogProps<Item>) {
  // Kept after `item` turns null, so the closing animation still names it.
  const [shown, setShown] = useState(item);
  if (item && item !== shown) setShown(item);
  const name = shown ? nameOf(shown) : '';

  return (
    <AlertDialog
      open={item !== null}
      onOpenChange={(open) => {
        // Closing mid-request would hide whether the delete went through.
        if (!open && !pending) onClose();
      }}
    >
      <AlertDialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription asChild>
            <div className="grid gap-2">{description(name)}</div>
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>Cancel</AlertDialogCancel>
          {/* A plain button, not AlertDialogAction, so the dialog stays open until the delete is done. */}
          <Button type="button" variant="destructive" disabled={pending} onClick={() => item && onConfirm(item, name)}>
            {pending ? <LoaderCircle className="animate-spin" aria-hidden /> : null}
            {pending ? pendingLabel : confirmLabel}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

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
import { formatDate } from '@/lib/format';

type CancelPlanDialogProps = {
  open: boolean;
  planName: string;
  /** When the paid period ends (ISO 8601), if known: the plan lasts until then. */
  accessUntil: string | null;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** Cancelling asks first, and says what the user keeps and until when. */
export function CancelPlanDialog({ open, planName, accessUntil, pending, onConfirm, onClose }: CancelPlanDialogProps) {
  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        // Closing mid-request would hide whether the cancel went through.
        if (!next && !pending) onClose();
      }}
    >
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Cancel your {planName} plan?</AlertDialogTitle>
          <AlertDialogDescription>
            {accessUntil
              ? `You keep ${planName} features until ${formatDate(accessUntil)}; then your account moves to the Free plan.`
              : `Your account moves to the Free plan at the end of the current period.`}{' '}
            You can resume the plan any time before then.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>Keep plan</AlertDialogCancel>
          {/* A plain button, not AlertDialogAction, so the dialog stays open until the cancel is done. */}
          <Button type="button" variant="destructive" disabled={pending} onClick={onConfirm}>
            {pending ? <LoaderCircle className="animate-spin" aria-hidden /> : null}
            {pending ? 'Canceling...' : 'Cancel plan'}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

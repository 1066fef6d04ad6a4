import { CalendarClock, LoaderCircle } from 'lucide-react';
import { ACCOUNT_DELETION_GRACE_DAYS } from '@shared/limits';
import { ErrorState } from '@/components/error-state';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { getApiErrorMessage } from '@/lib/api-error-message';
import { useAccountDeletion, useKeepAccount } from '../api/account-deletion';
import { describeTimeLeft } from '../describe-time-left';
import { DeleteAccountDialog } from './delete-account-dialog';

/** "Delete my account", or, once scheduled, the day it happens and "Keep my account". */
export function AccountDeletionPanel() {
  const deletion = useAccountDeletion();
  const keep = useKeepAccount();

  return (
    <div className="grid gap-3">
      <div className="grid gap-1">
        <h3 className="font-medium">Delete my account</h3>
        <p className="text-sm text-muted-foreground">
          Your account is deleted {ACCOUNT_DELETION_GRACE_DAYS} days after you ask; signing in before then cancels it. Download your data first if
          you want to keep a copy.
        </p>
      </div>
      {deletion.isPending ? (
        <Skeleton className="h-10 w-48" role="status" aria-label="Loading your account’s status" />
      ) : deletion.isError ? (
        <ErrorState title="Your account’s status could not be loaded." onRetry={() => void deletion.refetch()} retrying={deletion.isFetching} />
      ) : deletion.data.scheduled && deletion.data.deleteAfter ? (
        <div className="flex flex-wrap items-center gap-3 rounded-lg border border-destructive/30 bg-destructive/5 px-4 py-3 text-sm" role="status">
          <CalendarClock className="size-4 shrink-0 self-start mt-0.5 text-destructive" aria-hidden />
          <p className="min-w-0 flex-1 basis-56">
            <span className="font-medium">Your account will be deleted {describeTimeLeft(new Date(deletion.data.deleteAfter), new Date(deletion.dataUpdatedAt))}</span>{' '}
            ({new Date(deletion.data.deleteAfter).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })}). Until then it works as
            usual; signing in again also keeps it.
          </p>
          <Button
            type="button"
            size="sm"
            variant="outline"
            className="bg-background"
            disabled={keep.isPending}
            onClick={() =>
              keep.mutate(undefined, {
                onSuccess: () => toast({ title: 'Account deletion cancelled', description: 'Your account and everything in it are kept.' }),
                onError: (error) => toast({ variant: 'destructive', title: 'Not cancelled', description: getApiErrorMessage(error) ?? 'Try again.' }),
              })
            }
          >
            {keep.isPending ? <LoaderCircle className="animate-spin" aria-hidden /> : null}
            Keep my account
          </Button>
        </div>
      ) : (
        <div>
          <DeleteAccountDialog>
            <Button type="button" variant="destructive">
              Delete my account
            </Button>
          </DeleteAccountDialog>
        </div>
      )}
    </div>
  );
}

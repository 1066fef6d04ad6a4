import type { ReactNode } from 'react';
import { ACCOUNT_DELETION_GRACE_DAYS } from '@shared/limits';
import { PasswordConfirmedDeletion } from '@/components/password-confirmed-deletion';
import { toast } from '@/components/ui/use-toast';
import { useScheduleAccountDeletion } from '../api/account-deletion';

/** What goes, said before the password is asked for (issue 18: "a clear statement of what is deleted"). */
const DELETED = [
  'your documents and every saved version of them',
  'your clients, their brand profiles and projects',
  'the files you uploaded and your data exports',
  'your personalities, templates, dictionary and style rules',
  'your API keys, AI settings and usage history',
  'your workspace, your subscription record and your sign-in',
  'a paid plan: it is cancelled at Stripe or PayPal then, and never charged again',
];

/** "Delete my account", confirmed by the password. `children` is the button that opens it. */
export function DeleteAccountDialog({ children }: { children: ReactNode }) {
  const schedule = useScheduleAccountDeletion();
  return (
    <PasswordConfirmedDeletion
      title="Delete your account?"
      lead={`In ${ACCOUNT_DELETION_GRACE_DAYS} days, this is deleted for good and cannot be recovered:`}
      deleted={DELETED}
      note="Until then your account works as usual, and signing in cancels the deletion. We email you now and if it is cancelled."
      confirmLabel="Delete my account"
      pendingLabel="Scheduling…"
      pending={schedule.isPending}
      fallbackError="Your account was not scheduled for deletion. Try again."
      confirm={(password) => schedule.mutateAsync({ password })}
      onDone={() =>
        toast({ title: 'Account deletion scheduled', description: `Your account will be deleted in ${ACCOUNT_DELETION_GRACE_DAYS} days. Sign in before then to keep it.` })
      }
    >
      {children}
    </PasswordConfirmedDeletion>
  );
}

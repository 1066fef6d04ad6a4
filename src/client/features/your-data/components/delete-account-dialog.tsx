import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { ACCOUNT_DELETION_GRACE_DAYS } from '@shared/limits';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/use-toast';
import { getApiErrorMessage } from '@/lib/api-error-message';
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
  const id = useId();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const schedule = useScheduleAccountDeletion();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (password === '') {
      setError('Enter your password');
      return;
    }
    schedule.mutate(
      { password },
      {
        onSuccess: () => {
          setOpen(false);
          toast({ title: 'Account deletion scheduled', description: `Your account will be deleted in ${ACCOUNT_DELETION_GRACE_DAYS} days. Sign in before then to keep it.` });
        },
        onError: (failure) => setError(getApiErrorMessage(failure) ?? 'Your account was not scheduled for deletion. Try again.'),
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (schedule.isPending) return;
        setOpen(next);
        if (!next) {
          setPassword('');
          setError(undefined);
        }
      }}
    >
      <DialogTrigger asChild>{children}</DialogTrigger>
      <DialogContent closeDisabled={schedule.isPending}>
        <DialogHeader>
          <DialogTitle>Delete your account?</DialogTitle>
          <DialogDescription>
            In {ACCOUNT_DELETION_GRACE_DAYS} days, this is deleted for good and cannot be recovered:
          </DialogDescription>
        </DialogHeader>
        <ul className="list-disc space-y-1 pl-5 text-sm">
          {DELETED.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <p className="text-sm text-muted-foreground">
          Until then your account works as usual, and signing in cancels the deletion. We email you now and if it is cancelled.
        </p>
        <form noValidate onSubmit={onSubmit} className="grid gap-5">
          <TextField
            id={`${id}-password`}
            label="Your password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={error}
            hint="To confirm that it is you."
          />
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={schedule.isPending}>
                Cancel
              </Button>
            </DialogClose>
            <SubmitButton variant="destructive" pending={schedule.isPending} label="Delete my account" pendingLabel="Scheduling…" />
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

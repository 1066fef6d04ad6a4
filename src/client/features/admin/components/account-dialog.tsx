import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { SUSPENSION_REASON_MAX_LENGTH, type AdminAccount } from '@shared/contract/admin';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { getApiErrorMessage } from '@/lib/api-error-message';
import { formatDateTime } from '@/lib/format';
import { useReactivateAccount, useResendVerification, useSuspendAccount } from '../api/admin-api';
import { PlanLabel } from './plan-label';

type Step = 'details' | 'suspend' | 'reactivate';

/**
 * One account: its details, and what the administrator may do to it. Suspending asks for a reason
 * and a second, explicit confirmation that says what happens; so does reactivating.
 */
export function AccountDialog({ account, onClose }: { account: AdminAccount | null; onClose: () => void }) {
  const [step, setStep] = useState<Step>('details');
  // Back from a step, the details take focus: the button that was pressed is gone, and focus
  // left on the page's body would put the keyboard outside the dialog.
  const [returned, setReturned] = useState(false);
  const back = () => {
    setStep('details');
    setReturned(true);
  };
  const close = () => {
    setStep('details');
    setReturned(false);
    onClose();
  };
  return (
    <Dialog open={account !== null} onOpenChange={(open) => (open ? undefined : close())}>
      <DialogContent>
        {account ? (
          step === 'suspend' ? (
            <SuspendStep account={account} onDone={back} />
          ) : step === 'reactivate' ? (
            <ReactivateStep account={account} onDone={back} />
          ) : (
            <DetailsStep account={account} onStep={setStep} takeFocus={returned} />
          )
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function DetailsStep({ account, onStep, takeFocus }: { account: AdminAccount; onStep: (step: Step) => void; takeFocus: boolean }) {
  const resend = useResendVerification();
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (takeFocus) title.current?.focus();
  }, [takeFocus]);
  const name = `${account.firstName} ${account.lastName}`.trim();
  const facts: Array<[string, ReactNode]> = [
    ['Email', <span className="break-all">{account.email}</span>],
    ['Plan', <PlanLabel plan={account.plan} comped={account.planComped} />],
    ['Email address', account.emailVerified ? 'Verified' : 'Not verified'],
    ['Created', formatDateTime(account.createdAt)],
    ['Last sign-in', account.lastSignInAt ? formatDateTime(account.lastSignInAt) : 'Never'],
    ['Workspaces', account.workspaces.map((workspace) => `${workspace.name} (${workspace.role})`).join(', ') || '—'],
    ['Status', account.suspendedAt ? `Suspended since ${formatDateTime(account.suspendedAt)}` : 'Active'],
  ];
  if (account.suspensionReason) facts.push(['Reason', account.suspensionReason]);
  return (
    <>
      <DialogHeader>
        <DialogTitle ref={title} tabIndex={-1} className="outline-none">
          {name || account.email}
        </DialogTitle>
        <DialogDescription>Account {account.id}</DialogDescription>
      </DialogHeader>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted-foreground">{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <DialogFooter>
        {!account.emailVerified ? (
          <Button
            type="button"
            variant="outline"
            disabled={resend.isPending}
            onClick={() =>
              resend.mutate(account.id, {
                onSuccess: (answer) => toast({ title: 'Verification email sent', description: answer.message }),
                onError: (error) => toast({ variant: 'destructive', title: 'Not sent', description: getApiErrorMessage(error) ?? 'Try again.' }),
              })
            }
          >
            {resend.isPending ? 'Sending...' : 'Resend verification email'}
          </Button>
        ) : null}
        {account.isMasterAccount ? null : account.suspendedAt ? (
          <Button type="button" onClick={() => onStep('reactivate')}>
            Reactivate account
          </Button>
        ) : (
          <Button type="button" variant="destructive" onClick={() => onStep('suspend')}>
            Suspend account
          </Button>
        )}
      </DialogFooter>
    </>
  );
}

function SuspendStep({ account, onDone }: { account: AdminAccount; onDone: () => void }) {
  const suspend = useSuspendAccount();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const reasonId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setError('Say why the account is suspended (support will read it).');
      return;
    }
    suspend.mutate(
      { id: account.id, reason: reason.trim() },
      {
        onSuccess: () => {
          toast({ title: 'Account suspended', description: `${account.email} can no longer sign in.` });
          onDone();
        },
        onError: (failure) => setError(getApiErrorMessage(failure) ?? 'The account was not suspended. Try again.'),
      },
    );
  };
  return (
    <form onSubmit={submit} className="grid gap-4" noValidate>
      <DialogHeader>
        <DialogTitle>Suspend {account.email}?</DialogTitle>
        <DialogDescription>
          They are signed out everywhere at once, cannot sign in again (they are told to contact support), and their API keys stop working. Nothing is deleted: reactivating restores all of it.
        </DialogDescription>
      </DialogHeader>
      <div className="grid gap-1.5">
        <Label htmlFor={reasonId}>Reason</Label>
        <Textarea
          id={reasonId}
          value={reason}
          maxLength={SUSPENSION_REASON_MAX_LENGTH}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${reasonId}-error` : undefined}
          onChange={(event) => {
            setReason(event.target.value);
            setError(null);
          }}
        />
        {error ? (
          <p id={`${reasonId}-error`} role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone} disabled={suspend.isPending}>
          Cancel
        </Button>
        <Button type="submit" variant="destructive" disabled={suspend.isPending}>
          {suspend.isPending ? 'Suspending...' : 'Suspend account'}
        </Button>
      </DialogFooter>
    </form>
  );
}

function ReactivateStep({ account, onDone }: { account: AdminAccount; onDone: () => void }) {
  const reactivate = useReactivateAccount();
  return (
    <>
      <DialogHeader>
        <DialogTitle>Reactivate {account.email}?</DialogTitle>
        <DialogDescription>They can sign in again, and their API keys work again.</DialogDescription>
      </DialogHeader>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone} disabled={reactivate.isPending}>
          Cancel
        </Button>
        <Button
          type="button"
          disabled={reactivate.isPending}
          onClick={() =>
            reactivate.mutate(account.id, {
              onSuccess: () => {
                toast({ title: 'Account reactivated', description: `${account.email} can sign in again.` });
                onDone();
              },
              onError: (error) => toast({ variant: 'destructive', title: 'Not reactivated', description: getApiErrorMessage(error) ?? 'Try again.' }),
            })
          }
        >
          {reactivate.isPending ? 'Reactivating...' : 'Reactivate account'}
        </Button>
      </DialogFooter>
    </>
  );
}

import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { getApiErrorMessage } from '@/lib/api-error-message';

interface PasswordConfirmedDeletionProps {
  /** The button that opens it. */
  children: ReactNode;
  title: string;
  /** Says when it happens, before the list of what goes. */
  lead: string;
  deleted: readonly string[];
  /** What happens meanwhile or afterwards, under the list. */
  note: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  pending: boolean;
  /** Shown when the server's refusal has no words of its own. */
  fallbackError: string;
  /** Sends the password; resolves once done, rejects with the server's refusal. */
  confirm: (password: string) => Promise<unknown>;
  /** After the dialog closed on success: the toast, a new page. */
  onDone: () => void;
}

/**
 * A deletion confirmed by the person's password (an account, a workspace): what goes, listed
 * before the password is asked for; the server's refusal (a wrong password, say) shown at the
 * field; the dialog stays open and cannot be dismissed while the request runs.
 */
export function PasswordConfirmedDeletion(props: PasswordConfirmedDeletionProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (password === '') {
      setError('Enter your password');
      return;
    }
    props.confirm(password).then(
      () => {
        setOpen(false);
        props.onDone();
      },
      (failure: unknown) => setError(getApiErrorMessage(failure) ?? props.fallbackError),
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (props.pending) return;
        setOpen(next);
        if (!next) {
          setPassword('');
          setError(undefined);
        }
      }}
    >
      <DialogTrigger asChild>{props.children}</DialogTrigger>
      <DialogContent closeDisabled={props.pending}>
        <DialogHeader>
          <DialogTitle>{props.title}</DialogTitle>
          <DialogDescription>{props.lead}</DialogDescription>
        </DialogHeader>
        <ul className="list-disc space-y-1 pl-5 text-sm">
          {props.deleted.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <p className="text-sm text-muted-foreground">{props.note}</p>
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
              <Button type="button" variant="outline" disabled={props.pending}>
                Cancel
              </Button>
            </DialogClose>
            <SubmitButton variant="destructive" pending={props.pending} label={props.confirmLabel} pendingLabel={props.pendingLabel} />
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

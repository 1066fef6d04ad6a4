import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/use-toast';
import { getApiErrorMessage } from '@/lib/api-error-message';
import { useDeleteWorkspace } from '../api/team';

/** What goes, said before the password is asked for. */
const DELETED = [
  'every document in it, with its saved versions, comments and client review links',
  'its clients, their brand profiles and projects',
  'its uploaded files, personalities, templates, style rules and dictionary',
  'its API keys, AI settings and audit log',
];

/**
 * "Delete workspace" (issue 18: owners manage deletion), confirmed by the owner's password. At once
 * and for good, unlike an account's deletion: nobody else's account goes with it. `children` is the
 * button that opens it.
 */
export function DeleteWorkspaceDialog({ workspaceName, children }: { workspaceName: string; children: ReactNode }) {
  const id = useId();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const remove = useDeleteWorkspace();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (password === '') {
      setError('Enter your password');
      return;
    }
    remove.mutateAsync(password).then(
      () => {
        setOpen(false);
        toast({ title: 'Workspace deleted', description: `${workspaceName} and everything in it are gone.` });
        void navigate('/dashboard');
      },
      (failure: unknown) => setError(getApiErrorMessage(failure) ?? 'The workspace was not deleted. Try again.'),
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (remove.isPending) return;
        setOpen(next);
        if (!next) {
          setPassword('');
          setError(undefined);
        }
      }}
    >
      <DialogTrigger asChild>{children}</DialogTrigger>
      <DialogContent closeDisabled={remove.isPending}>
        <DialogHeader>
          <DialogTitle>Delete {workspaceName}?</DialogTitle>
          <DialogDescription>This deletes at once, for good, and cannot be undone:</DialogDescription>
        </DialogHeader>
        <ul className="list-disc space-y-1 pl-5 text-sm">
          {DELETED.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <p className="text-sm text-muted-foreground">
          Everyone in it keeps their account and moves to another workspace of theirs — or to a new empty one of their own if they have none, you too.
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
              <Button type="button" variant="outline" disabled={remove.isPending}>
                Cancel
              </Button>
            </DialogClose>
            <SubmitButton variant="destructive" pending={remove.isPending} label="Delete workspace" pendingLabel="Deleting…" />
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { PasswordConfirmedDeletion } from '@/components/password-confirmed-deletion';
import { toast } from '@/components/ui/use-toast';
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
 * and for good, unlike an account's deletion: nobody's account goes with it. `children` is the
 * button that opens it.
 */
export function DeleteWorkspaceDialog({ workspaceName, children }: { workspaceName: string; children: ReactNode }) {
  const navigate = useNavigate();
  const remove = useDeleteWorkspace();
  return (
    <PasswordConfirmedDeletion
      // Said to be a workspace: one is named after its owner at first, and “Delete Casey Writer?”
      // read as deleting the person.
      title={`Delete the workspace “${workspaceName}”?`}
      lead="This deletes at once, for good, and cannot be undone:"
      deleted={DELETED}
      note="Everyone in it keeps their account and moves to another workspace of theirs — or to a new empty one of their own if they have none, you too."
      confirmLabel="Delete workspace"
      pendingLabel="Deleting…"
      pending={remove.isPending}
      fallbackError="The workspace was not deleted. Try again."
      confirm={(password) => remove.mutateAsync(password)}
      onDone={() => {
        toast({ title: 'Workspace deleted', description: `The workspace “${workspaceName}” and everything in it are gone.` });
        void navigate('/dashboard');
      }}
    >
      {children}
    </PasswordConfirmedDeletion>
  );
}

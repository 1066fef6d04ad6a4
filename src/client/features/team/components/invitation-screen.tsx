import { AlertCircle, LoaderCircle } from 'lucide-react';
import { useNavigate } from 'react-router';
import { invitationRefusedSchema, ROLE_LABELS, type InvitationPreview } from '@shared/contract/team';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/page-spinner';
import { toast } from '@/components/ui/use-toast';
import { getApiErrorMessage } from '@/lib/api-error-message';
import { ApiError } from '@/lib/api-request';
import { useAcceptInvitation, useInvitation } from '../api/team';

const ARTICLE = { owner: 'an', admin: 'an', member: 'a' } as const;

/**
 * The invitation link (issue 18): who invites whom to which workspace, then what this browser can
 * do about it. Signed out: sign in or create an account with the invited address, coming back here
 * after. Signed in as the invited address: join. Signed in as someone else: say so, with Sign out.
 * A link that no longer works says why.
 */
export interface InvitationViewer {
  /** Still finding out whether this browser is signed in. */
  loading: boolean;
  /** The signed-in account's address; null when signed out. */
  email: string | null;
  signOut: () => void;
  /** Sends the visitor to sign in, or to create an account, with this address, and back here after. */
  signIn: (email: string) => void;
  createAccount: (email: string) => void;
}

export function InvitationScreen({ token, viewer }: { token: string; viewer: InvitationViewer }) {
  const invitation = useInvitation(token);
  if (invitation.isPending || viewer.loading) return <PageSpinner label="Opening the invitation" />;
  if (invitation.isError) return <Refused error={invitation.error} />;
  const preview = invitation.data;
  return (
    <div className="grid gap-5">
      <p className="text-base" data-testid="invitation-summary">
        <span className="font-medium">{preview.inviterName ?? 'Someone'}</span> invited you to join{' '}
        <span className="font-medium">{preview.workspaceName}</span> as {ARTICLE[preview.role]} {ROLE_LABELS[preview.role].toLowerCase()}.
      </p>
      {viewer.email === null ? (
        <SignedOut preview={preview} viewer={viewer} />
      ) : viewer.email.toLowerCase() === preview.email.toLowerCase() ? (
        <Join token={token} preview={preview} />
      ) : (
        <WrongAccount preview={preview} signedInAs={viewer.email} onSignOut={viewer.signOut} />
      )}
    </div>
  );
}

function SignedOut({ preview, viewer }: { preview: InvitationPreview; viewer: InvitationViewer }) {
  return (
    <div className="grid gap-3">
      <p className="text-sm text-muted-foreground">
        Sign in, or create an account, with <span className="font-medium text-foreground break-all">{preview.email}</span> to accept.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button type="button" onClick={() => viewer.signIn(preview.email)}>
          Sign in
        </Button>
        <Button type="button" variant="outline" onClick={() => viewer.createAccount(preview.email)}>
          Create account
        </Button>
      </div>
    </div>
  );
}

function Join({ token, preview }: { token: string; preview: InvitationPreview }) {
  const accept = useAcceptInvitation();
  const navigate = useNavigate();
  return (
    <Button
      type="button"
      disabled={accept.isPending}
      onClick={() =>
        void accept.mutateAsync(token).then(
          () => {
            toast({ title: `Welcome to ${preview.workspaceName}`, description: 'You are now working in this workspace.' });
            void navigate('/dashboard', { replace: true });
          },
          (error: unknown) => toast({ variant: 'destructive', title: 'Not joined', description: getApiErrorMessage(error) ?? 'Try again.' }),
        )
      }
    >
      {accept.isPending ? <LoaderCircle className="animate-spin" aria-hidden /> : null}
      {accept.isPending ? 'Joining...' : 'Join workspace'}
    </Button>
  );
}

function WrongAccount({ preview, signedInAs, onSignOut }: { preview: InvitationPreview; signedInAs: string; onSignOut: () => void }) {
  return (
    <div className="grid gap-3" role="alert">
      <p className="text-sm">
        This invitation was sent to <span className="font-medium break-all">{preview.email}</span>, but you are signed in as{' '}
        <span className="font-medium break-all">{signedInAs}</span>. Sign out, then sign in (or create an account) with the invited address to accept it.
      </p>
      <div>
        <Button type="button" variant="outline" onClick={onSignOut}>
          Sign out
        </Button>
      </div>
    </div>
  );
}

function Refused({ error }: { error: unknown }) {
  const navigate = useNavigate();
  const refused = error instanceof ApiError ? invitationRefusedSchema.safeParse(error.body) : null;
  const message = refused?.success ? refused.data.error : (getApiErrorMessage(error) ?? 'The invitation could not be opened. Check your connection and try again.');
  return (
    <div className="grid gap-4" role="alert">
      <p className="flex items-start gap-2 text-sm">
        <AlertCircle className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden />
        <span>{message}</span>
      </p>
      <div>
        <Button type="button" variant="outline" onClick={() => void navigate('/login')}>
          Go to sign in
        </Button>
      </div>
    </div>
  );
}

import { useRef, useState } from 'react';
import { LogOut, Trash2, Users } from 'lucide-react';
import { useNavigate } from 'react-router';
import { ROLE_LABELS, type TeamInvitation, type TeamMember, type WorkspaceRole } from '@shared/contract/team';
import { SettingsSection } from '@/components/settings-section';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { ErrorState } from '@/components/error-state';
import { toastIfPlanLimit } from '@/components/plan-limit-toast';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { useEmailVerification } from '@/lib/account/email-verification';
import { getApiErrorMessage } from '@/lib/api-error-message';
import { useCan } from '@/lib/workspace-access';
import { useChangeRole, useLeaveWorkspace, useRemoveMember, useResendInvitation, useRevokeInvitation, useTeam } from '../api/team';
import { DeleteWorkspaceDialog } from './delete-workspace-dialog';
import { InvitationItem } from './invitation-item';
import { InviteForm } from './invite-form';
import { MemberItem } from './member-item';

const failed = (title: string) => (error: unknown) => {
  // A resend past the seats (an expired invitation holds none) says so with the upgrade link.
  if (!toastIfPlanLimit(error)) toast({ variant: 'destructive', title, description: getApiErrorMessage(error) ?? 'Try again.' });
};

/**
 * Settings → Team (issue 18): the workspace's members and pending invitations, and an invite form
 * with the seats used. Each row shows only what the server says the viewer may do to it.
 */
export function TeamSection() {
  const team = useTeam();
  const verification = useEmailVerification();
  const changeRole = useChangeRole();
  const remove = useRemoveMember();
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();
  const leave = useLeaveWorkspace();
  const navigate = useNavigate();
  const canDeleteWorkspace = useCan('deleteWorkspace');
  const [toRemove, setToRemove] = useState<TeamMember | null>(null);
  const [toRevoke, setToRevoke] = useState<TeamInvitation | null>(null);
  const [leaving, setLeaving] = useState<{ name: string } | null>(null);
  const lastButton = useRef<HTMLButtonElement | null>(null);
  const busy = changeRole.isPending || remove.isPending || resend.isPending || revoke.isPending;
  const restoreFocus = (event: Event) => {
    event.preventDefault();
    if (lastButton.current?.isConnected) lastButton.current.focus();
  };

  return (
    <>
      <SettingsSection
        id="team"
        icon={Users}
        title="Team"
        description={
          team.data ? (
            <>
              People who work in <span className="font-medium text-foreground">{team.data.workspace.name}</span>. You are{' '}
              {team.data.viewer.role === 'member' ? 'a' : 'an'} {ROLE_LABELS[team.data.viewer.role].toLowerCase()}.
            </>
          ) : (
            'People who work in this workspace, and invitations to join it.'
          )
        }
        action={
          team.data?.viewer.canLeave ? (
            <Button
              type="button"
              size="sm"
              variant="outline"
              onClick={(event) => {
                lastButton.current = event.currentTarget;
                setLeaving({ name: team.data.workspace.name });
              }}
            >
              <LogOut aria-hidden /> Leave workspace
            </Button>
          ) : null
        }
        contentClassName="grid gap-5"
      >
        {team.isPending ? (
          <div className="grid gap-2" role="status" aria-label="Loading the team">
            <Skeleton className="h-24 w-full" />
            <Skeleton className="h-14 w-full" />
          </div>
        ) : team.isError ? (
          <ErrorState title="The team could not be loaded." description="Check your connection and try again." onRetry={() => void team.refetch()} retrying={team.isFetching} />
        ) : (
          <>
            {team.data.viewer.invitableRoles.length > 0 ? (
              <>
                <InviteForm roles={team.data.viewer.invitableRoles} seats={team.data.seats} mayInvite={verification.data?.emailVerified !== false} />
                {verification.data?.emailVerified === false ? (
                  <p className="text-sm text-amber-800">Confirm your email address to invite people: follow the link we sent to {verification.data.email}.</p>
                ) : null}
              </>
            ) : (
              <p className="text-sm text-muted-foreground">Only owners invite people and change roles.</p>
            )}
            <div className="grid gap-1">
              <h3 className="text-sm font-semibold">Members</h3>
              <ul className="grid divide-y" aria-label="Members">
                {team.data.members.map((member) => (
                  <MemberItem
                    key={member.id}
                    member={member}
                    pending={busy}
                    onChangeRole={(role: WorkspaceRole) =>
                      changeRole.mutate(
                        { userId: member.id, role },
                        {
                          onSuccess: () => toast({ title: 'Role changed', description: `${member.name} is now ${ROLE_LABELS[role].toLowerCase()}.` }),
                          onError: failed('Role not changed'),
                        },
                      )
                    }
                    onRemove={(button) => {
                      lastButton.current = button;
                      setToRemove(member);
                    }}
                  />
                ))}
              </ul>
            </div>
            <div className="grid gap-1">
              <h3 className="text-sm font-semibold">Pending invitations</h3>
              {team.data.invitations.length === 0 ? (
                <p className="rounded-lg border border-dashed px-4 py-5 text-center text-sm text-muted-foreground">No pending invitations.</p>
              ) : (
                <ul className="grid divide-y" aria-label="Pending invitations">
                  {team.data.invitations.map((invitation) => (
                    <InvitationItem
                      key={invitation.id}
                      invitation={invitation}
                      pending={busy}
                      onResend={() =>
                        resend.mutate(invitation.id, {
                          onSuccess: () => toast({ title: 'Invitation sent again', description: `A new link is on its way to ${invitation.email}.` }),
                          onError: failed('Not sent'),
                        })
                      }
                      onRevoke={(button) => {
                        lastButton.current = button;
                        setToRevoke(invitation);
                      }}
                    />
                  ))}
                </ul>
              )}
            </div>
            {canDeleteWorkspace ? (
              <div className="grid gap-2 rounded-lg border border-destructive/40 p-4">
                <h3 className="text-sm font-semibold">Delete workspace</h3>
                <p className="text-sm text-muted-foreground">
                  Removes the workspace “{team.data.workspace.name}” and everything in it, for everyone in it. Their accounts stay.
                </p>
                <DeleteWorkspaceDialog workspaceName={team.data.workspace.name}>
                  <Button type="button" size="sm" variant="destructive" className="justify-self-start">
                    <Trash2 aria-hidden /> Delete workspace
                  </Button>
                </DeleteWorkspaceDialog>
              </div>
            ) : null}
          </>
        )}
      </SettingsSection>
      <ConfirmDeleteDialog
        item={toRemove}
        nameOf={(member) => member.name}
        title="Remove this member?"
        description={(name) => (
          <p>
            <strong className="font-medium text-foreground">{name}</strong> loses access to this workspace at once and is signed out of it. Their documents stay in
            the workspace. You can invite them again later.
          </p>
        )}
        confirmLabel="Remove member"
        pendingLabel="Removing..."
        pending={remove.isPending}
        onConfirm={(member, name) =>
          remove.mutate(member.id, {
            onSuccess: () => {
              setToRemove(null);
              toast({ title: 'Member removed', description: `${name} no longer has access.` });
            },
            onError: failed('Not removed'),
          })
        }
        onClose={() => setToRemove(null)}
        onCloseAutoFocus={restoreFocus}
      />
      <ConfirmDeleteDialog
        item={toRevoke}
        nameOf={(invitation) => invitation.email}
        title="Revoke this invitation?"
        description={(email) => <p>The link sent to <strong className="font-medium text-foreground">{email}</strong> stops working, and its seat is free again.</p>}
        confirmLabel="Revoke invitation"
        pendingLabel="Revoking..."
        pending={revoke.isPending}
        onConfirm={(invitation, email) =>
          revoke.mutate(invitation.id, {
            onSuccess: () => {
              setToRevoke(null);
              toast({ title: 'Invitation revoked', description: `The link sent to ${email} no longer works.` });
            },
            onError: failed('Not revoked'),
          })
        }
        onClose={() => setToRevoke(null)}
        onCloseAutoFocus={restoreFocus}
      />
      <ConfirmDeleteDialog
        item={leaving}
        nameOf={(workspace) => workspace.name}
        title="Leave this workspace?"
        description={(name) => <p>You lose access to <strong className="font-medium text-foreground">{name}</strong> and its documents. To come back, you need a new invitation.</p>}
        confirmLabel="Leave workspace"
        pendingLabel="Leaving..."
        pending={leave.isPending}
        onConfirm={(_workspace, name) =>
          void leave.mutateAsync(undefined).then(() => {
            setLeaving(null);
            toast({ title: 'You left the workspace', description: `You no longer have access to ${name}.` });
            void navigate('/dashboard');
          }, failed('You are still in the workspace'))
        }
        onClose={() => setLeaving(null)}
      />
    </>
  );
}

import { and, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { inviteMemberBody } from '../../shared/contract/team.js';
import { INVITATION_LINK_DAYS } from '../../shared/limits.js';
import { lockWorkspace } from '../billing/plan-limits.js';
import type { Database, Executor } from '../db/database.js';
import { users, workspaceInvitations, workspaceMembers, workspaces } from '../db/schema.js';
import { HttpError } from '../http-error.js';
import type { MailQueue } from '../mail/queue-mail.js';
import { generateInvitationToken } from './invitation-token.js';
import { enforceSeatLimit, pendingInvitation } from './seats.js';

const DAY_MS = 24 * 60 * 60 * 1000;

export type InvitationRow = typeof workspaceInvitations.$inferSelect;
type Inviter = { workspaceId: number; user: { id: number; firstName: string; lastName: string } };

/**
 * Invites an address to the inviter's workspace with a role (issue 18) and mails the link. Refused
 * with a 409 when the address already is a member or holds a pending invitation, and with the plan
 * limits' 402 when members and pending invitations fill the seats; checked under the workspace
 * lock, so two invitations at once cannot both take the last seat. Expired invitations to the
 * address are withdrawn: the new one replaces them in the list.
 */
export async function inviteMember(db: Database, mail: MailQueue, inviter: Inviter, body: z.output<typeof inviteMemberBody>): Promise<InvitationRow> {
  const email = body.email.toLowerCase();
  return db.transaction(async (tx) => {
    await lockWorkspace(tx, inviter.workspaceId);
    const [member] = await tx
      .select({ userId: workspaceMembers.userId })
      .from(workspaceMembers)
      .innerJoin(users, eq(users.id, workspaceMembers.userId))
      .where(and(eq(workspaceMembers.workspaceId, inviter.workspaceId), eq(sql`lower(${users.email})`, email)));
    if (member) throw new HttpError(409, { error: `${body.email} is already a member of this workspace.`, field: 'email' });
    const [pending] = await tx
      .select({ id: workspaceInvitations.id })
      .from(workspaceInvitations)
      .where(and(eq(workspaceInvitations.workspaceId, inviter.workspaceId), eq(workspaceInvitations.email, email), pendingInvitation));
    if (pending) {
      throw new HttpError(409, { error: `${body.email} already has a pending invitation. Resend it from the list if the mail went missing.`, field: 'email' });
    }
    await enforceSeatLimit(tx, inviter.workspaceId);
    await tx
      .update(workspaceInvitations)
      .set({ revokedAt: sql`now()` })
      .where(
        and(
          eq(workspaceInvitations.workspaceId, inviter.workspaceId),
          eq(workspaceInvitations.email, email),
          isNull(workspaceInvitations.acceptedAt),
          isNull(workspaceInvitations.revokedAt),
        ),
      );
    const { token, tokenHash } = generateInvitationToken();
    const [row] = await tx
      .insert(workspaceInvitations)
      .values({
        workspaceId: inviter.workspaceId,
        email,
        role: body.role,
        tokenHash,
        invitedBy: inviter.user.id,
        expiresAt: new Date(Date.now() + INVITATION_LINK_DAYS * DAY_MS),
      })
      .returning();
    await mailInvitation(tx, mail, { row: row!, token, inviter: inviter.user });
    return row!;
  });
}

/** Queues the invitation's mail in the caller's transaction: no row without its mail, nor the reverse. */
export async function mailInvitation(
  tx: Executor,
  mail: MailQueue,
  input: { row: InvitationRow; token: string; inviter: { firstName: string; lastName: string } },
): Promise<void> {
  const [workspace] = await tx.select({ name: workspaces.name }).from(workspaces).where(eq(workspaces.id, input.row.workspaceId));
  await mail.queue(tx, {
    template: 'workspace-invitation',
    to: input.row.email,
    inviterName: `${input.inviter.firstName} ${input.inviter.lastName}`.trim(),
    workspaceName: workspace!.name,
    role: input.row.role,
    link: `${mail.appUrl}/invite/${input.token}`,
  });
}

import { eq, sql } from 'drizzle-orm';
import { INVITATION_LINK_DAYS } from '../../shared/limits.js';
import { lockWorkspace } from '../billing/plan-limits.js';
import type { Database } from '../db/database.js';
import { workspaceInvitations } from '../db/schema.js';
import { HttpError } from '../http-error.js';
import type { MailQueue } from '../mail/queue-mail.js';
import { findWorkspaceInvitation, invitationRefusal } from './find-invitation.js';
import { generateInvitationToken } from './invitation-token.js';
import { mailInvitation, type InvitationRow } from './invite-member.js';
import { enforceSeatLimit } from './seats.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Mails an invitation again with a fresh link valid INVITATION_LINK_DAYS from now: only the hash
 * of the first token was kept, so it cannot be sent again, and the earlier link stops working. An
 * expired invitation that no longer holds a seat must find one free again. The mail names the
 * person resending as the inviter, and so does the list from then on.
 */
export async function resendInvitation(
  db: Database,
  mail: MailQueue,
  input: { workspaceId: number; invitation: InvitationRow; inviter: { id: number; firstName: string; lastName: string } },
): Promise<InvitationRow> {
  return db.transaction(async (tx) => {
    await lockWorkspace(tx, input.workspaceId);
    const current = await findWorkspaceInvitation(tx, input.workspaceId, input.invitation.id);
    const refusal = invitationRefusal(current);
    if (refusal === 'used' || refusal === 'revoked') {
      throw new HttpError(409, { error: refusal === 'used' ? 'This invitation was already accepted.' : 'This invitation was revoked; invite the address again instead.' });
    }
    if (refusal === 'expired') await enforceSeatLimit(tx, input.workspaceId);
    const { token, tokenHash } = generateInvitationToken();
    const [row] = await tx
      .update(workspaceInvitations)
      .set({ tokenHash, invitedBy: input.inviter.id, expiresAt: new Date(Date.now() + INVITATION_LINK_DAYS * DAY_MS), createdAt: sql`now()` })
      .where(eq(workspaceInvitations.id, current.id))
      .returning();
    await mailInvitation(tx, mail, { row: row!, token, inviter: input.inviter });
    return row!;
  });
}

import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '../../shared/contract/ids.js';
import {
  changeRoleBody,
  deleteWorkspaceBody,
  INVITATION_RATE_LIMITED,
  INVITATIONS_NEED_CONFIRMED_EMAIL,
  invitationPreviewSchema,
  invitationTokenParams,
  inviteMemberBody,
  memberParams,
  switchWorkspaceBody,
  teamInvitationSchema,
  teamResponse,
  workspacesResponse,
  type WorkspaceRole,
} from '../../shared/contract/team.js';
import { INVITATIONS_PER_WORKSPACE_PER_HOUR } from '../../shared/limits.js';
import { roleCannot } from '../../shared/roles.js';
import { bySession, recordAuditEvent } from '../audit/record-audit-event.js';
import type { Database } from '../db/database.js';
import { HttpError } from '../http-error.js';
import type { MailQueue } from '../mail/queue-mail.js';
import type { FileStorage } from '../storage/file-storage.js';
import { requireSession, sessionOf, type SessionContext } from '../plugins/session.js';
import { canInvite, canSendInvitations, type Member } from '../policies/members.js';
import { INCREMENT } from '../rate-limit/postgres-store.js';
import { acceptInvitation } from './accept-invitation.js';
import { changeMemberRole } from './change-member-role.js';
import { deleteWorkspace } from './delete-workspace.js';
import { findWorkspaceInvitation } from './find-invitation.js';
import { inviteMember } from './invite-member.js';
import { leaveWorkspace } from './leave-workspace.js';
import { listWorkspaces } from './list-workspaces.js';
import { presentInvitationFor, presentTeam } from './present-team.js';
import { presentInvitation, readInvitation } from './read-invitation.js';
import { readTeam } from './read-team.js';
import { recordTeamEvent } from './record-team-event.js';
import { removeMember } from './remove-member.js';
import { resendInvitation } from './resend-invitation.js';
import { revokeInvitation } from './revoke-invitation.js';
import { switchWorkspace } from './switch-workspace.js';

const HOUR_MS = 60 * 60 * 1000;
/** Looks at an invitation link per client address: links are 256-bit, this only bounds the noise. */
const INVITATION_LOOKUPS_PER_ADDRESS_PER_HOUR = 120;

const workspaceMoved = z.object({ workspaceId: z.number().int() });
/** Password guesses through Delete workspace, per address. */
const WORKSPACE_DELETION_ATTEMPTS_PER_ADDRESS_PER_HOUR = 10;
const viewerOf = (session: SessionContext): Member => ({ userId: session.user.id, role: session.role });
const nameOf = (session: SessionContext) => `${session.user.firstName} ${session.user.lastName}`.trim();

/**
 * Settings → Team, the invitation link and the workspace switcher (issue 18, ADR 0036). Session
 * routes act in the session's workspace; an id of another workspace is a 404. Who may do what is
 * asked of policies/members.ts; the last-owner rule is asked by the services, under the workspace
 * lock. Same-origin like every /api route (the app's origin check).
 */
export function registerTeamRoutes(app: FastifyInstance, db: Database, pool: pg.Pool, mail: MailQueue, storage: FileStorage): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  /** Counts one mailed invitation against the workspace's hourly allowance (shared by every instance). */
  async function countInvitationMail(workspaceId: number): Promise<void> {
    const counted = await pool.query<{ hits: number }>(INCREMENT, [`workspace-invitations:${workspaceId}`, HOUR_MS]);
    if ((counted.rows[0]?.hits ?? 0) > INVITATIONS_PER_WORKSPACE_PER_HOUR) throw new HttpError(429, { error: INVITATION_RATE_LIMITED });
  }

  /** Sending, resending and revoking: whoever may invite with that role (policies/members.ts). */
  function requireInviteRight(session: SessionContext, role: WorkspaceRole): void {
    if (!canInvite(session.role, role)) {
      throw new HttpError(403, { error: roleCannot(session.role, 'invite people', 'an owner') });
    }
  }

  api.get('/api/team', { schema: { response: { 200: teamResponse } }, preHandler: requireSession }, async (request) => {
    const session = sessionOf(request);
    const workspaces = await listWorkspaces(db, session.user.id, session.workspaceId);
    return presentTeam(await readTeam(db, session.workspaceId), viewerOf(session), { hasOtherWorkspace: workspaces.length > 1 });
  });

  api.post(
    '/api/team/invitations',
    { schema: { body: inviteMemberBody, response: { 201: teamInvitationSchema } }, preHandler: requireSession },
    async (request, reply) => {
      const session = sessionOf(request);
      requireInviteRight(session, request.body.role);
      if (!canSendInvitations(session.user)) throw new HttpError(403, { error: INVITATIONS_NEED_CONFIRMED_EMAIL });
      await countInvitationMail(session.workspaceId);
      const row = await inviteMember(db, mail, { workspaceId: session.workspaceId, user: session.user }, request.body);
      await recordTeamEvent(db, request, session, { action: 'member-invited', target: row.email, details: { role: row.role } });
      return reply.code(201).send(presentInvitationFor(viewerOf(session), row, nameOf(session)));
    },
  );

  api.post(
    '/api/team/invitations/:id/resend',
    { schema: { params: idParams, response: { 200: teamInvitationSchema } }, preHandler: requireSession },
    async (request) => {
      const session = sessionOf(request);
      const invitation = await findWorkspaceInvitation(db, session.workspaceId, request.params.id);
      requireInviteRight(session, invitation.role);
      if (!canSendInvitations(session.user)) throw new HttpError(403, { error: INVITATIONS_NEED_CONFIRMED_EMAIL });
      await countInvitationMail(session.workspaceId);
      const row = await resendInvitation(db, mail, { workspaceId: session.workspaceId, invitation, inviter: session.user });
      await recordTeamEvent(db, request, session, { action: 'invitation-resent', target: invitation.email });
      return presentInvitationFor(viewerOf(session), row, nameOf(session));
    },
  );

  api.delete('/api/team/invitations/:id', { schema: { params: idParams, response: { 204: z.null() } }, preHandler: requireSession }, async (request, reply) => {
    const session = sessionOf(request);
    const invitation = await findWorkspaceInvitation(db, session.workspaceId, request.params.id);
    requireInviteRight(session, invitation.role);
    if (invitation.acceptedAt) throw new HttpError(409, { error: 'This invitation was already accepted; remove the member instead.' });
    await revokeInvitation(db, invitation.id);
    await recordTeamEvent(db, request, session, { action: 'invitation-revoked', target: invitation.email });
    return reply.code(204).send(null);
  });

  api.patch(
    '/api/team/members/:userId',
    { schema: { params: memberParams, body: changeRoleBody, response: { 204: z.null() } }, preHandler: requireSession },
    async (request, reply) => {
      const session = sessionOf(request);
      await changeMemberRole(db, { workspaceId: session.workspaceId, viewer: viewerOf(session), targetUserId: request.params.userId, role: request.body.role });
      await recordTeamEvent(db, request, session, { action: 'member-role-changed', targetUserId: request.params.userId, details: { role: request.body.role } });
      return reply.code(204).send(null);
    },
  );

  api.delete('/api/team/members/:userId', { schema: { params: memberParams, response: { 204: z.null() } }, preHandler: requireSession }, async (request, reply) => {
    const session = sessionOf(request);
    await removeMember(db, { workspaceId: session.workspaceId, viewer: viewerOf(session), targetUserId: request.params.userId });
    await recordTeamEvent(db, request, session, { action: 'member-removed', targetUserId: request.params.userId });
    return reply.code(204).send(null);
  });

  api.post('/api/team/leave', { schema: { response: { 200: workspaceMoved } }, preHandler: requireSession }, async (request) => {
    const session = sessionOf(request);
    const moved = await leaveWorkspace(db, session);
    // In the workspace left, so that its owner sees who went.
    await recordTeamEvent(db, request, session, { action: 'member-left' });
    return moved;
  });

  /**
   * Deleting the workspace (owners, with their password): at once and for good; the screen asks
   * first. The session moves to the owner's next workspace, as after Leave.
   */
  api.delete(
    '/api/workspace',
    {
      schema: { body: deleteWorkspaceBody, response: { 200: workspaceMoved } },
      preHandler: requireSession,
      config: { rateLimit: { max: WORKSPACE_DELETION_ATTEMPTS_PER_ADDRESS_PER_HOUR, timeWindow: HOUR_MS } },
    },
    async (request) => {
      const session = sessionOf(request);
      const deleted = await deleteWorkspace(db, session, request.body.password);
      for (const key of deleted.storageKeys) {
        await storage.delete(key).catch((error: unknown) => request.log.error({ err: error, key }, 'A stored file of a deleted workspace could not be removed'));
      }
      // Kept for the administrator's console: the workspace's own log went with it.
      await recordAuditEvent(
        db,
        { action: 'workspace-deleted', ...bySession(session, request.ip), workspaceId: null, target: deleted.name, details: { members: deleted.members } },
        request.log,
      );
      return { workspaceId: deleted.workspaceId };
    },
  );

  api.get(
    '/api/invitations/:token',
    {
      schema: { params: invitationTokenParams, response: { 200: invitationPreviewSchema } },
      config: { rateLimit: { max: INVITATION_LOOKUPS_PER_ADDRESS_PER_HOUR, timeWindow: HOUR_MS } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return presentInvitation(await readInvitation(db, request.params.token));
    },
  );

  api.post(
    '/api/invitations/:token/accept',
    {
      schema: { params: invitationTokenParams, response: { 200: workspaceMoved } },
      preHandler: requireSession,
      config: { rateLimit: { max: INVITATION_LOOKUPS_PER_ADDRESS_PER_HOUR, timeWindow: HOUR_MS } },
    },
    async (request) => {
      const session = sessionOf(request);
      const joined = await acceptInvitation(db, session, request.params.token);
      await recordTeamEvent(db, request, { ...session, workspaceId: joined.workspaceId }, { action: 'invitation-accepted' });
      return joined;
    },
  );

  api.get('/api/workspaces', { schema: { response: { 200: workspacesResponse } }, preHandler: requireSession }, async (request) => {
    const session = sessionOf(request);
    return { workspaces: await listWorkspaces(db, session.user.id, session.workspaceId) };
  });

  api.post(
    '/api/workspaces/current',
    { schema: { body: switchWorkspaceBody, response: { 200: workspaceMoved } }, preHandler: requireSession },
    async (request) => {
      await switchWorkspace(db, sessionOf(request), request.body.workspaceId);
      return { workspaceId: request.body.workspaceId };
    },
  );
}

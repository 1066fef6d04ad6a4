import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminAccountSchema,
  adminAccountsPage,
  adminListQuery,
  adminMessageResponse,
  adminWorkspaceSchema,
  adminWorkspacesPage,
  changePlanBody,
  changeSeatsBody,
  suspendAccountBody,
} from '../../shared/contract/admin.js';
import { adminAuditLogQuery, auditLogPage } from '../../shared/contract/audit-log.js';
import { idParams } from '../../shared/contract/ids.js';
import { listAuditEvents } from '../audit/list-audit-events.js';
import { presentAuditEvent } from '../audit/present-audit-event.js';
import { actorOf, recordAuditEvent, type AuditEvent } from '../audit/record-audit-event.js';
import { homeWorkspaceOf } from '../auth/find-account.js';
import { sendVerificationEmail } from '../auth/email-verification/send-verification-email.js';
import { planOf } from '../billing/plans.js';
import type { Database } from '../db/database.js';
import { HttpError } from '../http-error.js';
import type { MailQueue } from '../mail/queue-mail.js';
import { sessionOf } from '../plugins/session.js';
import { hasConfirmedEmail } from '../policies/email-verification.js';
import { changeWorkspacePlan } from './change-workspace-plan.js';
import { changeWorkspaceSeats } from './change-workspace-seats.js';
import { hideUnlessMaster } from './hide-unless-master.js';
import { findAccount, listAccounts } from './list-accounts.js';
import { findWorkspace, listWorkspaces } from './list-workspaces.js';
import { presentAdminAccount } from './present-admin-account.js';
import { presentAdminWorkspace } from './present-admin-workspace.js';
import { reactivateAccount, suspendAccount } from './suspend-account.js';

/**
 * The administrator's console (issue 18, ADR 0039): accounts, workspaces and the whole audit log.
 * Every route answers anyone but the master account as an unknown path would (hideUnlessMaster),
 * and every change is written to the audit log under the workspace it concerns.
 */
export function registerAdminRoutes(app: FastifyInstance, db: Database, mail: MailQueue): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const masterOnly = { onRequest: hideUnlessMaster };

  /** An administrative action done to an account, filed under its home workspace for the owner to see. */
  async function recordAdminAction(request: FastifyRequest, account: { id: number; email: string }, event: Pick<AuditEvent, 'action' | 'details'> & { workspaceId?: number | null }) {
    await recordAuditEvent(
      db,
      {
        ...event,
        actor: actorOf(sessionOf(request).user),
        workspaceId: event.workspaceId === undefined ? await homeWorkspaceOf(db, account.id) : event.workspaceId,
        targetUserId: account.id,
        target: account.email,
        ip: request.ip,
      },
      request.log,
    );
  }

  api.get('/api/admin/accounts', { ...masterOnly, schema: { querystring: adminListQuery, response: { 200: adminAccountsPage } } }, async (request) => {
    const { accounts, nextCursor } = await listAccounts(db, request.query);
    return { accounts: accounts.map(presentAdminAccount), nextCursor };
  });

  api.get('/api/admin/accounts/:id', { ...masterOnly, schema: { params: idParams, response: { 200: adminAccountSchema } } }, async (request) =>
    presentAdminAccount(await findAccount(db, request.params.id)),
  );

  api.post(
    '/api/admin/accounts/:id/suspension',
    { ...masterOnly, schema: { params: idParams, body: suspendAccountBody, response: { 200: adminAccountSchema } } },
    async (request) => {
      const suspended = await suspendAccount(db, request.params.id, request.body.reason);
      const account = await findAccount(db, request.params.id);
      if (suspended) await recordAdminAction(request, account.row, { action: 'admin-account-suspended', details: { reason: request.body.reason } });
      return presentAdminAccount(account);
    },
  );

  api.delete('/api/admin/accounts/:id/suspension', { ...masterOnly, schema: { params: idParams, response: { 200: adminAccountSchema } } }, async (request) => {
    const reactivated = await reactivateAccount(db, request.params.id);
    const account = await findAccount(db, request.params.id);
    if (reactivated) await recordAdminAction(request, account.row, { action: 'admin-account-reactivated' });
    return presentAdminAccount(account);
  });

  api.post(
    '/api/admin/accounts/:id/verification-email',
    { ...masterOnly, schema: { params: idParams, response: { 202: adminMessageResponse } } },
    async (request, reply) => {
      const { row } = await findAccount(db, request.params.id);
      if (hasConfirmedEmail(row)) throw new HttpError(409, { error: `${row.email} is confirmed already.` });
      await sendVerificationEmail(db, mail, row);
      await recordAdminAction(request, row, { action: 'admin-verification-resent' });
      return reply.code(202).send({ message: `A new confirmation link was sent to ${row.email}.` });
    },
  );

  api.get('/api/admin/workspaces', { ...masterOnly, schema: { querystring: adminListQuery, response: { 200: adminWorkspacesPage } } }, async (request) => {
    const { workspaces, nextCursor } = await listWorkspaces(db, request.query);
    return { workspaces: workspaces.map(presentAdminWorkspace), nextCursor };
  });

  api.get('/api/admin/workspaces/:id', { ...masterOnly, schema: { params: idParams, response: { 200: adminWorkspaceSchema } } }, async (request) =>
    presentAdminWorkspace(await findWorkspace(db, request.params.id)),
  );

  api.put(
    '/api/admin/workspaces/:id/plan',
    { ...masterOnly, schema: { params: idParams, body: changePlanBody, response: { 200: adminWorkspaceSchema } } },
    async (request) => {
      const { owner, previous, comped } = await changeWorkspacePlan(db, request.params.id, request.body.plan);
      await recordAdminAction(request, owner, {
        action: comped ? 'admin-plan-comped' : 'admin-plan-changed',
        workspaceId: request.params.id,
        details: { from: planOf(previous.plan).name, fromComped: previous.comped, to: planOf(request.body.plan).name },
      });
      return presentAdminWorkspace(await findWorkspace(db, request.params.id));
    },
  );

  api.put(
    '/api/admin/workspaces/:id/seats',
    { ...masterOnly, schema: { params: idParams, body: changeSeatsBody, response: { 200: adminWorkspaceSchema } } },
    async (request) => {
      const { owner, previous } = await changeWorkspaceSeats(db, request.params.id, request.body.seats);
      if (owner) {
        await recordAdminAction(request, owner, {
          action: 'admin-seats-changed',
          workspaceId: request.params.id,
          details: { from: previous, to: request.body.seats },
        });
      }
      return presentAdminWorkspace(await findWorkspace(db, request.params.id));
    },
  );

  api.get('/api/admin/audit-log', { ...masterOnly, schema: { querystring: adminAuditLogQuery, response: { 200: auditLogPage } } }, async (request) => {
    const { page, nextCursor } = await listAuditEvents(db, request.query);
    return { events: page.map(presentAuditEvent), nextCursor };
  });
}

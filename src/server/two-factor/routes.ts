import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  disableTwoFactorBody,
  enableTwoFactorBody,
  recoveryCodesResponse,
  regenerateRecoveryCodesBody,
  twoFactorRequirementBody,
  twoFactorRequirementResponse,
  twoFactorSetupResponse,
  twoFactorStatusResponse,
} from '../../shared/contract/two-factor.js';
import { bySession, recordAuditEvent } from '../audit/record-audit-event.js';
import type { Database } from '../db/database.js';
import { requireRole } from '../plugins/require-role.js';
import { requireSession, sessionOf } from '../plugins/session.js';
import { canRequireTwoFactor } from '../policies/two-factor.js';
import type { SecretBox } from '../security/secret-box.js';
import { disableTwoFactor } from './disable-two-factor.js';
import { enableTwoFactor } from './enable-two-factor.js';
import { regenerateRecoveryCodes } from './regenerate-recovery-codes.js';
import { setTwoFactorRequirement } from './set-two-factor-requirement.js';
import { startTwoFactorSetup } from './start-two-factor-setup.js';
import { twoFactorStatus } from './two-factor-status.js';

/**
 * Two-factor in Settings (issue 18, ADR 0038): the signed-in user's own set-up, recovery codes
 * and turning it off (acting on the session's user, so there is no id to name another account
 * by), and the workspace's requirement, which only its owner changes. The sign-in's second step
 * is with the other sign-in routes (auth/routes.ts).
 */
export function registerTwoFactorRoutes(app: FastifyInstance, options: { db: Database; pool: pg.Pool; secretBox: SecretBox; appName: string }): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, pool, secretBox } = options;

  api.get(
    '/api/account/two-factor',
    { schema: { response: { 200: twoFactorStatusResponse } }, preHandler: requireSession },
    async (request) => twoFactorStatus(db, sessionOf(request)),
  );

  api.post(
    '/api/account/two-factor/setup',
    { schema: { response: { 200: twoFactorSetupResponse } }, preHandler: requireSession },
    async (request) => startTwoFactorSetup(db, secretBox, sessionOf(request).user, options.appName),
  );

  api.post(
    '/api/account/two-factor/enable',
    { schema: { body: enableTwoFactorBody, response: { 200: recoveryCodesResponse } }, preHandler: requireSession },
    async (request) => {
      const session = sessionOf(request);
      const recoveryCodes = await enableTwoFactor(db, pool, secretBox, session.user, request.body.code);
      await recordAuditEvent(db, { action: 'two-factor-enabled', ...bySession(session, request.ip) }, request.log);
      return { recoveryCodes };
    },
  );

  api.post(
    '/api/account/two-factor/recovery-codes',
    { schema: { body: regenerateRecoveryCodesBody, response: { 200: recoveryCodesResponse } }, preHandler: requireSession },
    async (request) => {
      const session = sessionOf(request);
      const recoveryCodes = await regenerateRecoveryCodes(db, pool, secretBox, session.user, request.body);
      await recordAuditEvent(db, { action: 'recovery-codes-regenerated', ...bySession(session, request.ip) }, request.log);
      return { recoveryCodes };
    },
  );

  api.post(
    '/api/account/two-factor/disable',
    { schema: { body: disableTwoFactorBody, response: { 204: z.null() } }, preHandler: requireSession },
    async (request, reply) => {
      const session = sessionOf(request);
      await disableTwoFactor(db, pool, session.user, request.body.password);
      await recordAuditEvent(db, { action: 'two-factor-disabled', ...bySession(session, request.ip) }, request.log);
      return reply.code(204).send(null);
    },
  );

  api.get(
    '/api/workspace/two-factor-requirement',
    { schema: { response: { 200: twoFactorRequirementResponse } }, preHandler: requireSession },
    async (request) => {
      const session = sessionOf(request);
      return { required: session.workspaceRequiresTwoFactor, canChange: canRequireTwoFactor(session) };
    },
  );

  api.put(
    '/api/workspace/two-factor-requirement',
    {
      schema: { body: twoFactorRequirementBody, response: { 200: twoFactorRequirementResponse } },
      preHandler: [requireSession, requireRole((role) => canRequireTwoFactor({ role }), 'require two-factor sign-in of the workspace', 'an owner')],
    },
    async (request) => {
      const session = sessionOf(request);
      await setTwoFactorRequirement(db, session, request.body.required);
      await recordAuditEvent(
        db,
        { action: 'two-factor-requirement-changed', ...bySession(session, request.ip), details: { required: request.body.required } },
        request.log,
      );
      return { required: request.body.required, canChange: true };
    },
  );
}

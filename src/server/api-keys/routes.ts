import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_KEYS_NEED_CONFIRMED_EMAIL, apiKeySchema, createApiKeyBody, createdApiKeySchema } from '../../shared/contract/api-keys.js';
import { idParams } from '../../shared/contract/ids.js';
import type { Database } from '../db/database.js';
import { HttpError } from '../http-error.js';
import { bySession, recordAuditEvent } from '../audit/record-audit-event.js';
import { requireSession, sessionOf } from '../plugins/session.js';
import { canCreateApiKey } from '../policies/api-keys.js';
import { createApiKey } from './create-api-key.js';
import { listApiKeys } from './list-api-keys.js';
import { presentApiKey } from './present-api-key.js';
import { revokeApiKey } from './revoke-api-key.js';
import { canManageApiKeys } from '../policies/api-keys.js';
import { requireRole } from '../plugins/require-role.js';

/** A key as the audit log names it: never more of the key than the prefix the list shows. */
const describeKey = (key: { name: string; prefix: string }) => `API key “${key.name}” (${key.prefix}…)`;

/** Settings → API keys (issue 17): session-authenticated and same-origin, never reachable with a key. */
export function registerApiKeyRoutes(app: FastifyInstance, db: Database): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/api/api-keys', { schema: { response: { 200: z.array(apiKeySchema) } }, preHandler: [requireSession, requireRole(canManageApiKeys, 'manage API keys')] }, async (request) =>
    (await listApiKeys(db, sessionOf(request).workspaceId)).map(presentApiKey),
  );

  api.post(
    '/api/api-keys',
    { schema: { body: createApiKeyBody, response: { 201: createdApiKeySchema } }, preHandler: [requireSession, requireRole(canManageApiKeys, 'manage API keys')] },
    async (request, reply) => {
      const session = sessionOf(request);
      if (!canCreateApiKey(session.user)) throw new HttpError(403, { error: API_KEYS_NEED_CONFIRMED_EMAIL });
      const { row, key } = await createApiKey(db, { workspaceId: session.workspaceId, userId: session.user.id }, request.body);
      await recordAuditEvent(db, { action: 'api-key-created', ...bySession(session, request.ip), target: describeKey(row) }, request.log);
      return reply.code(201).header('cache-control', 'no-store').send({ ...presentApiKey(row), key });
    },
  );

  api.delete('/api/api-keys/:id', { schema: { params: idParams, response: { 204: z.null() } }, preHandler: [requireSession, requireRole(canManageApiKeys, 'manage API keys')] }, async (request, reply) => {
    const revoked = await revokeApiKey(db, sessionOf(request).workspaceId, request.params.id);
    await recordAuditEvent(db, { action: 'api-key-revoked', ...bySession(sessionOf(request), request.ip), target: describeKey(revoked) }, request.log);
    return reply.code(204).send(null);
  });
}

import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import type { ApiKeyScope } from '../../shared/vocabulary.js';
import type { WorkspaceModels } from '../ai/workspace-settings/workspace-models.js';
import type { InstanceChannel } from '../collab/instance-channel.js';
import type { Database } from '../db/database.js';
import { HttpError } from '../http-error.js';
import { registerAnalyzeRoute } from './analyze/routes.js';
import { authenticateApiKey, requireScope } from './api-key-auth.js';
import { registerBrandRoutes } from './brands/routes.js';
import { registerDocumentRoutes } from './documents/routes.js';
import { registerGenerateRoute } from './generate/routes.js';
import { registerRewriteRoute } from './rewrite/routes.js';
import { withErrorCode } from './error-codes.js';
import { applyIdempotencyKey, keepIdempotentAnswer, releaseIdempotencyKey } from './idempotency.js';
import { countApiRequest } from './plan-rate-limit.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The scope a public API key needs for the route. */
    scope?: ApiKeyScope;
  }
}

export const PUBLIC_API_PREFIX = '/api/v1';

export interface PublicApiDependencies {
  db: Database;
  pool: pg.Pool;
  models: WorkspaceModels;
  /** How a document saved here reaches the editors open on it (issue 19). */
  instances: InstanceChannel;
}

/**
 * The public API v1 (issue 17), in a scope of its own under /api/v1: every request is
 * authenticated by its bearer key (never a session cookie), counted against the plan's limits,
 * checked for the route's scope, and answered with `{error, code}` on failure; POSTs honour
 * Idempotency-Key.
 */
export async function registerPublicApi(app: FastifyInstance, deps: PublicApiDependencies): Promise<void> {
  app.decorateRequest('apiKey', null);
  app.decorateRequest('idempotencyKey', null);
  await app.register(
    async (v1) => {
      v1.addHook('onRequest', async (request, reply) => {
        const context = await authenticateApiKey(deps.pool, request);
        request.apiKey = context;
        await countApiRequest(deps.pool, context, reply);
        const scope = request.routeOptions.config.scope;
        if (scope) requireScope(context, scope);
      });
      v1.addHook('preHandler', async (request, reply) => applyIdempotencyKey(deps.pool, request, reply));
      v1.addHook('onSend', async (request, reply, payload) => {
        const answered = withErrorCode(reply, payload);
        await keepIdempotentAnswer(deps.pool, request, reply, answered);
        return answered;
      });
      v1.addHook('onResponse', async (request) => releaseIdempotencyKey(deps.pool, request));
      v1.setNotFoundHandler(async (request) => {
        throw new HttpError(404, { error: `No route for ${request.method} ${request.url.split('?')[0]}`, code: 'not_found' });
      });

      registerAnalyzeRoute(v1, deps.db);
      registerBrandRoutes(v1, deps.db);
      registerDocumentRoutes(v1, deps.db, deps.instances);
      registerRewriteRoute(v1, deps.db, deps.models);
      registerGenerateRoute(v1, deps.db);
    },
    { prefix: PUBLIC_API_PREFIX },
  );
}

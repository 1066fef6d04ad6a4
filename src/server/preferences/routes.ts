import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { preferencesSchema, updatePreferencesBody } from '../../shared/contract/preferences.js';
import type { Database } from '../db/database.js';
import { requireSession, sessionOf } from '../plugins/session.js';
import { updatePreferences } from './update-preferences.js';

/** The signed-in user's own preferences; there is no way to name another user's. */
export function registerPreferenceRoutes(app: FastifyInstance, db: Database): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/preferences',
    { schema: { response: { 200: preferencesSchema } }, preHandler: requireSession },
    // The session already holds the user's row: nothing to look up.
    async (request) => ({ defaultPersonalityId: sessionOf(request).user.defaultPersonalityId }),
  );

  api.patch(
    '/api/preferences',
    { schema: { body: updatePreferencesBody, response: { 200: preferencesSchema } }, preHandler: requireSession },
    async (request) => updatePreferences(db, { userId: sessionOf(request).user.id, workspaceId: sessionOf(request).workspaceId }, request.body),
  );
}

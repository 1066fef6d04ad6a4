import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { clientSchema } from '../../../shared/contract/clients.js';
import { idParams } from '../../../shared/contract/ids.js';
import { putClientStyleGuideBody } from '../../../shared/contract/style-rules.js';
import type { Database } from '../../db/database.js';
import { requireSession, sessionOf } from '../../plugins/session.js';
import { presentClient } from '../present-client.js';
import { updateClientStyleGuide } from './update-client-style-guide.js';
import { findClient } from '../find-client.js';
import { changesClientFeedback } from '../../writing-feedback/measure-feedback.js';
import type { RemeasureFeedback } from '../../writing-feedback/remeasure-workspace.js';
import { canManageStyleGuides } from '../../policies/style-rules.js';
import { requireRole } from '../../plugins/require-role.js';

/**
 * A client's style guide (issue 16, ADR 0031): its preset and the rules turned off for it; a change
 * re-measures the client's documents' stored feedback in the background.
 */
export function registerClientStyleGuideRoutes(app: FastifyInstance, db: Database, remeasure: RemeasureFeedback): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.put(
    '/api/clients/:id/style-guide',
    { schema: { params: idParams, body: putClientStyleGuideBody, response: { 200: clientSchema } }, preHandler: [requireSession, requireRole(canManageStyleGuides, 'manage style guides')] },
    async (request) => {
      const { workspaceId } = sessionOf(request);
      const before = await findClient(db, workspaceId, request.params.id);
      const after = await updateClientStyleGuide(db, workspaceId, request.params.id, request.body);
      if (changesClientFeedback(before, after)) await remeasure(workspaceId, { clientId: after.id });
      return presentClient(after);
    },
  );
}

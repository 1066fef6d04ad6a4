import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dataExportSchema } from '../../shared/contract/your-data.js';
import { idParams } from '../../shared/contract/ids.js';
import type { Database } from '../db/database.js';
import { bySession, recordAuditEvent } from '../audit/record-audit-event.js';
import { requireSession, sessionOf } from '../plugins/session.js';
import type { FileStorage } from '../storage/file-storage.js';
import { findDownloadableExport, findLatestDataExport } from './find-data-export.js';
import { presentDataExport } from './present-data-export.js';
import { requestDataExport } from './request-data-export.js';

/** Per client address, on top of the per-account limit in requestDataExport. */
const EXPORT_REQUESTS_PER_ADDRESS_PER_HOUR = 20;

/** Settings → Your data → "Download my data" (issue 18): the signed-in account's own export only. */
export function registerDataExportRoutes(app: FastifyInstance, db: Database, storage: FileStorage, onJobQueued: () => void): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/api/data-export', { schema: { response: { 200: dataExportSchema } }, preHandler: requireSession }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return presentDataExport(await findLatestDataExport(db, sessionOf(request).user.id));
  });

  api.post(
    '/api/data-export',
    {
      schema: { response: { 202: dataExportSchema } },
      preHandler: requireSession,
      config: { rateLimit: { max: EXPORT_REQUESTS_PER_ADDRESS_PER_HOUR, timeWindow: 60 * 60 * 1000 } },
    },
    async (request, reply) => {
      const session = sessionOf(request);
      const row = await requestDataExport(db, { userId: session.user.id, workspaceId: session.workspaceId }, onJobQueued);
      await recordAuditEvent(db, { action: 'data-export-requested', ...bySession(session, request.ip) }, request.log);
      return reply.code(202).send(presentDataExport(row));
    },
  );

  api.get('/api/data-export/:id/download', { schema: { params: idParams }, preHandler: requireSession }, async (request, reply) => {
    const ready = await findDownloadableExport(db, sessionOf(request).user.id, request.params.id);
    const content = await storage.read(ready.storageKey);
    const day = (ready.readyAt ?? ready.createdAt).toISOString().slice(0, 10);
    return reply
      .header('content-type', 'application/zip')
      .header('content-disposition', `attachment; filename="inkwise-data-${day}.zip"`)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(content);
  });
}

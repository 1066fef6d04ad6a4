import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '../../shared/contract/ids.js';
import { fileSchema, listFilesQuery, storageUsageSchema, uploadResponse } from '../../shared/contract/files.js';
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES_PER_REQUEST } from '../../shared/limits.js';
import { enforceStorageLimit, storageAllowance } from '../billing/plan-limits.js';
import type { Database } from '../db/database.js';
import { HttpError } from '../http-error.js';
import { requireSession, sessionOf } from '../plugins/session.js';
import type { FileStorage } from '../storage/file-storage.js';
import { deleteFile } from './delete-file.js';
import { findFile } from './find-file.js';
import { listFiles } from './list-files.js';
import { multipartParts } from './multipart-parts.js';
import { presentFile } from './present-file.js';
import { storageUsage } from './storage-usage.js';
import { uploadFiles } from './upload-files.js';
import { watchUpload } from './upload-watch.js';
import { canManageFiles } from '../policies/files.js';
import { requireRole } from '../plugins/require-role.js';

/** RFC 6266 attachment header: an ASCII fallback plus the exact UTF-8 name. */
function attachmentHeader(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

export async function registerFileRoutes(
  app: FastifyInstance,
  db: Database,
  storage: FileStorage,
  onQueued: () => void,
  /** How long an upload may send nothing before it is refused with 408. */
  uploadIdleTimeoutMs: number,
): Promise<void> {
  await app.register(fastifyMultipart, {
    // An oversize file is cut off and flagged instead of failing the whole batch, so the service
    // can keep the batch's other files and name this one.
    throwFileSizeLimit: false,
    limits: { fileSize: UPLOAD_MAX_BYTES, files: UPLOAD_MAX_FILES_PER_REQUEST, fields: 10, fieldSize: 1024, parts: 40 },
  });
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/files',
    { schema: { querystring: listFilesQuery, response: { 200: z.array(fileSchema) } }, preHandler: requireSession },
    async (request) =>
      (await listFiles(db, sessionOf(request).workspaceId, request.query)).map((row) => presentFile(row, { fullText: false })),
  );

  api.get('/api/files/usage', { schema: { response: { 200: storageUsageSchema } }, preHandler: requireSession }, async (request) =>
    storageUsage(db, sessionOf(request).workspaceId),
  );

  api.get(
    '/api/files/:id',
    { schema: { params: idParams, response: { 200: fileSchema } }, preHandler: requireSession },
    async (request) => presentFile(await findFile(db, sessionOf(request).workspaceId, request.params.id)),
  );

  api.get(
    '/api/files/:id/download',
    { schema: { params: idParams }, preHandler: requireSession },
    async (request, reply) => {
      const file = await findFile(db, sessionOf(request).workspaceId, request.params.id);
      const content = await storage.read(file.storageKey);
      return reply
        .header('content-type', file.mimeType)
        .header('content-disposition', attachmentHeader(file.originalName))
        .header('x-content-type-options', 'nosniff')
        .header('content-length', String(file.fileSize))
        .send(content);
    },
  );

  api.post(
    '/api/files/upload',
    // The body is a stream handled by the service, so no body schema; the answer has one.
    { schema: { response: { 201: uploadResponse } }, preHandler: [requireSession, requireRole(canManageFiles, 'upload or delete files')] },
    async (request, reply) => {
      if (!request.isMultipart()) throw new HttpError(400, { error: 'Send the files as multipart/form-data' });
      const session = sessionOf(request);
      // A workspace whose storage is already full is refused before any byte is streamed.
      const allowance = await storageAllowance(db, session.workspaceId);
      if (allowance.left < 1) throw allowance.refusal();
      const watch = watchUpload(request.raw, uploadIdleTimeoutMs);
      let outcome;
      try {
        outcome = await uploadFiles(db, storage, { workspaceId: session.workspaceId, userId: session.user.id }, multipartParts(request), {
          signal: watch.signal,
          storageLeft: allowance.left,
          storageRefusal: allowance.refusal,
          // Refused with 402 when the batch would pass the plan's storage; its bytes are removed.
          beforeSave: (tx, bytes) => enforceStorageLimit(tx, session.workspaceId, bytes),
        });
      } catch (error) {
        // Refused before the body ended: the rest of it is not read, so the connection closes.
        if (!request.raw.complete) reply.header('connection', 'close');
        throw error;
      } finally {
        watch.stop();
      }
      const refused = outcome.rejected.map((file) => `${file.name}: ${file.reason}`).join('; ');
      if (outcome.uploaded.length === 0) {
        throw new HttpError(400, { error: refused ? `Nothing was uploaded. ${refused}` : 'No files were sent' });
      }
      onQueued();
      const count = outcome.uploaded.length;
      const message = `${count} ${count === 1 ? 'file' : 'files'} uploaded; text extraction has started.${refused ? ` Refused: ${refused}.` : ''}`;
      return reply.code(201).send({ message, uploaded: outcome.uploaded.map((row) => presentFile(row)), rejected: outcome.rejected });
    },
  );

  api.delete(
    '/api/files/:id',
    { schema: { params: idParams, response: { 204: z.null() } }, preHandler: [requireSession, requireRole(canManageFiles, 'upload or delete files')] },
    async (request, reply) => {
      await deleteFile(db, storage, sessionOf(request).workspaceId, request.params.id);
      return reply.code(204).send(null);
    },
  );
}

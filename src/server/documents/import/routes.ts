import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { wordImportResponse } from '../../../shared/contract/imports.js';
import { WORD_IMPORT_MAX_BYTES, WORD_MIME_TYPE } from '../../../shared/limits.js';
import { HttpError } from '../../http-error.js';
import { requireSession } from '../../plugins/session.js';
import { convertWordUpload } from './convert-word-upload.js';

/** Each conversion starts a process: a person imports a few files a minute, never dozens. */
const WORD_IMPORTS_PER_USER_PER_MINUTE = 20;

/**
 * POST /api/imports/word: the file's bytes as the body (Content-Type of a .docx), the markdown
 * back. The editor then creates the document as for any import (plan limits, personality).
 */
export function registerImportRoutes(app: FastifyInstance): void {
  app.addContentTypeParser(WORD_MIME_TYPE, { parseAs: 'buffer', bodyLimit: WORD_IMPORT_MAX_BYTES }, (_request, body, done) => done(null, body));
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/api/imports/word',
    {
      schema: { response: { 200: wordImportResponse } },
      preHandler: requireSession,
      bodyLimit: WORD_IMPORT_MAX_BYTES,
      config: {
        rateLimit: {
          max: WORD_IMPORTS_PER_USER_PER_MINUTE,
          timeWindow: 60_000,
          keyGenerator: (request: FastifyRequest) => `word-import:${request.session?.user.id ?? request.ip}`,
          errorResponseBuilder: () => new HttpError(429, { error: 'Too many imports at once. Please wait a minute and try again.' }),
        },
      },
    },
    async (request) => {
      if (!Buffer.isBuffer(request.body) || request.body.length === 0) {
        throw new HttpError(400, { error: `Send the Word document as the body, with Content-Type ${WORD_MIME_TYPE}` });
      }
      return { content: await convertWordUpload(request.body) };
    },
  );
}

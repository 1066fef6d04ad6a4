import type { Multipart } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http-error.js';

/**
 * The request's multipart parts, with a body that is not well-formed multipart/form-data (no
 * boundary in its Content-Type, a boundary the body never uses) refused with 400 instead of
 * failing as a 500 (issue 12, defect 9). busboy reports these as plain errors; the plugin's own
 * errors carry a status (413 for too many files or parts) and pass through unchanged.
 */
export async function* multipartParts(request: FastifyRequest): AsyncGenerator<Multipart> {
  try {
    // Only failures of reading the next part land here: a consumer's own error ends the loop
    // through return(), not through this catch.
    for await (const part of request.parts()) yield part;
  } catch (error) {
    if ((error as { statusCode?: unknown }).statusCode !== undefined) throw error;
    throw new HttpError(400, {
      error: `The upload is not well-formed multipart/form-data (${(error as Error).message}). Send the files as a browser form does.`,
    });
  }
}

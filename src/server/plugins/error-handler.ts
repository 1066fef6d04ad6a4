import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from '../http-error.js';

/**
 * Every failure answers JSON `{error}` (or the `{message}` a service chose) with the right status,
 * and never a stack trace.
 */
export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof HttpError) {
    return reply.code(error.statusCode).headers(error.headers).send(error.body);
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    const field = first?.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const message = first?.message ?? 'Invalid request';
    if (!field) return reply.code(400).send({ error: message });
    // Our schemas' own messages name the field ("First name is required"); zod's generic ones don't,
    // and the shared ones (ids, dates) leave the name to us: "must be a whole number…".
    const generic = /^(Invalid|Expected|Too|Unrecognized)/.test(message);
    const text = message.startsWith('must ') ? `${field} ${message}` : generic ? `${field}: ${message}` : message;
    return reply.code(400).send({ error: text, field });
  }
  const status = error.statusCode ?? 500;
  if (status >= 500) {
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ error: 'Something went wrong on our side. Please try again.' });
  }
  // Fastify's own client errors (malformed JSON, body too large, 429 from the rate limiter…).
  return reply.code(status).send({ error: error.message });
}

/** The answer for a path no route serves. */
export function sendNoRoute(request: FastifyRequest, reply: FastifyReply) {
  return reply.code(404).send({ error: `No route for ${request.method} ${request.url.split('?')[0]}` });
}

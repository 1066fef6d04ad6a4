import type { FastifyInstance } from 'fastify';

/** The guest's page and API: /review/<token> and /api/review/<token>/…. */
const REVIEW_PATH = /^\/(api\/)?review(\/|$)/;

/**
 * A review link's token is in its address, so neither the page nor its answers may carry it
 * further (issue 19, ADR 0043): no Referer to anything the page links to or loads, no search
 * engine indexing, no shared cache keeping the document.
 */
export function registerPrivatePageHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    if (!REVIEW_PATH.test(request.url)) return;
    reply.header('referrer-policy', 'no-referrer');
    reply.header('x-robots-tag', 'noindex, nofollow, noarchive');
    reply.header('cache-control', 'no-store');
  });
}

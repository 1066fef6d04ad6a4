import type { FastifyInstance } from 'fastify';

/**
 * One log line per request, when its answer is sent, instead of Fastify's two ("incoming
 * request" and "request completed"): half the log writes under load (docs/benchmarks.md). It
 * names the path without its query string, which can hold what a user searched for.
 */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    const queryStart = request.url.indexOf('?');
    request.log.info(
      {
        method: request.method,
        path: queryStart === -1 ? request.url : request.url.slice(0, queryStart),
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
        ip: request.ip,
      },
      'request',
    );
  });
}

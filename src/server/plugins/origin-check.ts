import type { FastifyInstance } from 'fastify';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const WEBHOOK_PREFIX = '/api/webhooks/';
/** The public API authenticates by a bearer key, never a cookie: another site's page cannot ride on it. */
const PUBLIC_API_PREFIX = '/api/v1/';

/**
 * Refuses state-changing requests sent by another site's page (a cross-site request forgery
 * riding on the session cookie). Browsers name the page's origin in `Origin`; API clients and
 * scripts send none and are not affected.
 */
export function registerOriginCheck(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (SAFE_METHODS.has(request.method)) return;
    // Payment providers' webhooks use no cookie and are authenticated by their signatures.
    if (request.url.startsWith(WEBHOOK_PREFIX) || request.url.startsWith(PUBLIC_API_PREFIX)) return;
    const origin = request.headers.origin;
    if (origin === undefined) return;
    if (!isSameOrigin(origin, request.protocol, request.host)) {
      return reply.code(403).send({ error: 'Cross-origin request refused' });
    }
  });
}

export function isSameOrigin(origin: string, protocol: string, host: string): boolean {
  try {
    const url = new URL(origin);
    return url.host === host && url.protocol === `${protocol}:`;
  } catch {
    // "null" (sandboxed frames, file://) and anything unparsable are foreign.
    return false;
  }
}

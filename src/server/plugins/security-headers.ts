import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * What the browser may do with our pages: no framing, no scripts but ours, only the device
 * features the product uses (the microphone, for voice input), and HTTPS only once a visitor has
 * reached us over it.
 */
const HELMET_OPTIONS: Readonly<HelmetOptions> = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // Radix positions popovers with inline style attributes.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  // The same answer as frame-ancestors 'none', for browsers that only know the older header
  // (helmet's default, SAMEORIGIN, contradicted it).
  frameguard: { action: 'deny' },
  // Set below, and only over HTTPS: a plain-http deployment on a LAN must keep working.
  strictTransportSecurity: false,
};

const PERMISSIONS_POLICY = [
  'microphone=(self)',
  'camera=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'accelerometer=()',
  'gyroscope=()',
  'magnetometer=()',
  'browsing-topics=()',
].join(', ');

/** One year, subdomains included: what the HSTS preload list asks for, without preloading. */
const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/**
 * The headers helmet sets for these options, worked out once. None of them depends on the
 * request (no CSP nonces), and @fastify/helmet rebuilt helmet's middleware, its policy text
 * included, on every request: 3 % of a document read's CPU (docs/benchmarks.md).
 */
export function headersHelmetSets(options: Readonly<HelmetOptions>): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number) => {
      headers[name.toLowerCase()] = String(value);
    },
    // X-Powered-By: Fastify never sends it.
    removeHeader: () => undefined,
  };
  let finished = false;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
    finished = true;
  });
  // Helmet's middleware is synchronous when no directive is a function; a change there must not
  // leave the headers silently unset.
  if (!finished || !headers['content-security-policy']) throw new Error('helmet did not set its headers synchronously');
  return headers;
}

export function registerSecurityHeaders(app: FastifyInstance): void {
  const headers = { ...headersHelmetSets(HELMET_OPTIONS), 'permissions-policy': PERMISSIONS_POLICY };
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    // request.protocol reads X-Forwarded-Proto from a trusted proxy (TRUST_PROXY) too.
    if (request.protocol === 'https') reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY);
    done();
  });
}

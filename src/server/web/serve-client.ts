import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { isKnownPagePath } from '../../shared/routes.js';
import { sendNoRoute } from '../plugins/error-handler.js';

const escapeHtml = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/**
 * Serves the built single-page app: hashed assets with a year's cache, and index.html (with the
 * white-label name written in) for every page path. A path the client has no screen for still
 * gets the app, which shows "404 Page Not Found", but with a real 404 status.
 */
export async function registerClient(app: FastifyInstance, clientDirectory: string, appName: string): Promise<void> {
  const indexFile = path.join(clientDirectory, 'index.html');
  if (!existsSync(indexFile)) throw new Error(`The client is not built (${indexFile} is missing): run npm run build`);
  const indexHtml = readFileSync(indexFile, 'utf8').replaceAll('__APP_NAME__', escapeHtml(appName));

  await app.register(fastifyStatic, {
    root: clientDirectory,
    index: false,
    wildcard: false,
    setHeaders: (response, filePath) => {
      const hashed = filePath.startsWith(path.join(clientDirectory, 'assets') + path.sep);
      response.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    },
  });

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !pathname.startsWith('/api/');
    if (!wantsPage) return sendNoRoute(request, reply);
    return reply
      .code(isKnownPagePath(pathname) ? 200 : 404)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(indexHtml);
  });
}

import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ADMIN_CONSOLE_PATH, isKnownPagePath } from '../../shared/routes.js';
import { sendNoRoute } from '../plugins/error-handler.js';
import { canUseAdminConsole } from '../policies/admin-console.js';
import { chooseEncoding, compressPage, type CompressedPage } from './compressed-page.js';
import { checkTemplate, withAppName } from './page-html.js';
import { loadRenderer, prerenderPublicPages } from './prerender-pages.js';

export interface ClientOptions {
  /** dist/client, the Vite build; the page renderer is its sibling dist/ssr. */
  clientDirectory: string;
  appName: string;
  /** PUBLIC_URL: the origin canonical links name. */
  publicUrl: string;
}

function sendPage(reply: FastifyReply, page: CompressedPage, acceptEncoding: string | undefined, status: number) {
  const encoding = chooseEncoding(acceptEncoding);
  reply.code(status).header('cache-control', 'no-cache').header('vary', 'accept-encoding').type('text/html; charset=utf-8');
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.send(encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : page.identity);
}

/**
 * Serves the built client: hashed assets with a year's cache (pre-compressed .br/.gz beside each,
 * ADR 0013), every public page pre-rendered with its own head (ADR 0012), and index.html (with the
 * white-label name written in) for every other page path. A path the client has no screen for
 * still gets the app, which shows "404 Page Not Found", but with a real 404 status.
 */
export async function registerClient(app: FastifyInstance, options: ClientOptions): Promise<void> {
  const { clientDirectory } = options;
  const indexFile = path.join(clientDirectory, 'index.html');
  if (!existsSync(indexFile)) throw new Error(`The client is not built (${indexFile} is missing): run npm run build`);
  const template = readFileSync(indexFile, 'utf8');
  checkTemplate(template);
  const shell = compressPage(withAppName(template, options.appName));

  const renderer = await loadRenderer(path.join(clientDirectory, '..', 'ssr', 'entry-server.js'));
  const publicPages = await prerenderPublicPages(renderer, { template, appName: options.appName, publicUrl: options.publicUrl, logger: app.log });

  await app.register(fastifyStatic, {
    root: clientDirectory,
    index: false,
    wildcard: false,
    preCompressed: true,
    setHeaders: (response, filePath) => {
      const hashed = filePath.startsWith(path.join(clientDirectory, 'assets') + path.sep);
      response.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    },
  });

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !pathname.startsWith('/api/');
    if (!wantsPage) return sendNoRoute(request, reply);
    const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
    const prerendered = publicPages.get(normalized);
    const adminConsole = normalized === ADMIN_CONSOLE_PATH && canUseAdminConsole(request.session?.user);
    const status = prerendered || adminConsole || isKnownPagePath(pathname) ? 200 : 404;
    return sendPage(reply, prerendered ?? shell, request.headers['accept-encoding'], status);
  });
}

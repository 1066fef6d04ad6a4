import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import type { PageRenderer } from '../../shared/prerender.js';
import { compressPage, type CompressedPage } from './compressed-page.js';
import { composePage, pageHeadTags, withAppName, withPublicOrigin } from './page-html.js';

export interface PrerenderOptions {
  /** dist/ssr/entry-server.js, built by `npm run build:ssr`. */
  rendererFile: string;
  /** The built index.html. */
  template: string;
  appName: string;
  /** PUBLIC_URL: the origin canonical links and og:url name. */
  publicUrl: string;
  logger: FastifyBaseLogger;
}

function isPageRenderer(value: unknown): value is PageRenderer {
  return (
    typeof value === 'object' &&
    value !== null &&
    'renderPage' in value &&
    typeof value.renderPage === 'function' &&
    'prerenderPaths' in value &&
    typeof value.prerenderPaths === 'function'
  );
}

export async function loadRenderer(rendererFile: string): Promise<PageRenderer> {
  if (!existsSync(rendererFile)) throw new Error(`The page renderer is not built (${rendererFile} is missing): run npm run build`);
  const module: unknown = await import(pathToFileURL(rendererFile).href);
  if (!isPageRenderer(module)) throw new Error(`${rendererFile} does not export prerenderPaths and renderPage`);
  return module;
}

/**
 * Renders every public page once, at start-up (ADR 0012): APP_NAME and PUBLIC_URL are runtime
 * settings, so the pages cannot be finished at build time. Each page is kept in memory, already
 * compressed. A page that fails to render is logged and left out: it is then served as the plain
 * app shell, which renders it in the browser, rather than keeping the whole server down.
 */
export async function prerenderPublicPages(renderer: PageRenderer, options: Omit<PrerenderOptions, 'rendererFile'>): Promise<Map<string, CompressedPage>> {
  const pages = new Map<string, CompressedPage>();
  const origin = options.publicUrl.replace(/\/+$/, '');
  for (const path of renderer.prerenderPaths()) {
    try {
      const { html, head } = await renderer.renderPage(path);
      const page = composePage(options.template, pageHeadTags(head, `${origin}${path}`), html);
      pages.set(path, compressPage(withAppName(withPublicOrigin(page, options.publicUrl), options.appName)));
    } catch (error) {
      options.logger.error({ err: error, path }, 'pre-rendering a public page failed; it is served as the app shell');
    }
  }
  return pages;
}

/*
 * The server-side renderer (ADR 0012), built by `vite build --ssr` into dist/ssr. The server
 * pre-renders every public page with it at start-up: the same route tree and providers as the
 * browser, signed out, with a QueryClient of its own that never fetches.
 */
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { QueryClient } from '@tanstack/react-query';
import { pageHeadFor, prerenderedPagePaths } from '@/features/marketing/seo/page-meta';
import type { PageRenderer, RenderedPage } from '@shared/prerender';
import { App } from './app/app';

function serverQueryClient(): QueryClient {
  // Nothing is fetched while pre-rendering: a screen that reads data renders its loading state,
  // exactly as the browser's first render does, and fetches once hydrated.
  // (Queries only fetch once mounted, and nothing mounts on the server.)
  return new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
}

export const prerenderPaths: PageRenderer['prerenderPaths'] = () => prerenderedPagePaths();

async function renderOnce(path: string): Promise<string> {
  const errors: unknown[] = [];
  // prerender (unlike renderToString) waits for every lazy screen before writing anything.
  const { prelude } = await prerender(
    <StrictMode>
      <StaticRouter location={path}>
        <App queryClient={serverQueryClient()} />
      </StaticRouter>
    </StrictMode>,
    {
      onError: (error) => void errors.push(error),
      // React moves a boundary's content out of line past this size, behind an inline script
      // that the CSP (script-src 'self') would block: every page is written in reading order.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  if (errors.length > 0) throw new Error(`Pre-rendering ${path} failed`, { cause: errors[0] });
  return new Response(prelude).text();
}

export const renderPage: PageRenderer['renderPage'] = async (path): Promise<RenderedPage> => {
  const head = pageHeadFor(path);
  if (!head) throw new Error(`${path} is not a public page: it has no entry in features/marketing/seo`);
  const html = await renderOnce(path);
  // Out-of-line content needs React's inline scripts, which the CSP blocks: the page would stay
  // on its spinner without JavaScript. Better to serve the plain app shell.
  if (html.includes('<script')) throw new Error(`Pre-rendering ${path} left content out of line (a suspended boundary)`);
  return { html, head };
};

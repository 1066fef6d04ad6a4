import { isBlogSlug } from './public-catalog/blog-slugs.js';

/**
 * The route table of spec §2, shared so the server can answer an unknown path with a real 404
 * status while the client renders "404 Page Not Found" for it.
 */
export const publicPagePaths = [
  '/',
  '/comparison',
  '/demo',
  '/pricing',
  '/contact',
  '/security',
  '/status',
  '/api-docs',
  '/privacy',
  '/terms',
  '/cookies',
  '/features',
  '/integrations',
  '/support',
  '/blog',
  '/community',
  '/about',
  '/careers',
  // Linked from the landing page's footer; the prototype left them unrouted.
  '/mobile',
  '/enterprise',
  '/voice-test',
] as const;

/**
 * /reset-password, /verify-email and /confirm-email-change are where mailed links lead (issue 18),
 * with the token in the query.
 */
export const authPagePaths = ['/login', '/signup', '/forgot-password', '/reset-password', '/verify-email', '/confirm-email-change', '/master'] as const;

/** Screens that need a signed-in user; a visitor is sent to /login and brought back after. */
export const productPagePaths = [
  '/dashboard',
  '/editor',
  '/analytics',
  '/templates',
  '/clients',
  '/projects',
  '/files',
  '/subscription',
  '/settings',
] as const;

/**
 * The administrator's console (issue 18): a screen for the master account only. Everyone else
 * gets the 404 page with a 404 status, as for any unknown path, so it is not a known path here;
 * the server checks the session before serving it (web/serve-client.ts).
 */
export const ADMIN_CONSOLE_PATH = '/admin';

const exactPaths = new Set<string>([...publicPagePaths, ...authPagePaths, ...productPagePaths]);

/** True when the client's router has a screen for this path (query string excluded). */
export function isKnownPagePath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (exactPaths.has(path)) return true;
  // /editor/{id}: one more segment after /editor.
  if (/^\/editor\/[^/]+$/.test(path)) return true;
  // /invite/{token}: an invitation's link (issue 18); the screen says whether the token works.
  if (/^\/invite\/[^/]+$/.test(path)) return true;
  // /review/{token}: a client review link (issue 19); the page says whether the link works.
  if (/^\/review\/[^/]+$/.test(path)) return true;
  // /blog/{slug}: only published posts, so a mistyped post link answers 404.
  const blogPost = /^\/blog\/([^/]+)$/.exec(path);
  return blogPost?.[1] !== undefined && isBlogSlug(blogPost[1]);
}

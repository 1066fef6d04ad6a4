import { APP_NAME_PLACEHOLDER, PUBLIC_ORIGIN_PLACEHOLDER, type PageHead } from '../../shared/prerender.js';

export const escapeHtml = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

// index.html's own head carries a generic title and description (kept for screens that are not
// pre-rendered); a pre-rendered page replaces both with its own head.
const TITLE = /<title>[^<]*<\/title>/;
const DESCRIPTION = /\s*<meta name="description"[^>]*>/;
const EMPTY_ROOT = '<div id="root"></div>';

/** Fails at start-up, not on a visitor's request, when index.html lost what the server fills in. */
export function checkTemplate(template: string): void {
  for (const [name, found] of [
    ['<title>', TITLE.test(template)],
    ['<meta name="description">', DESCRIPTION.test(template)],
    [EMPTY_ROOT, template.includes(EMPTY_ROOT)],
  ] as const) {
    if (!found) throw new Error(`The built index.html has no ${name}: the server cannot pre-render pages into it`);
  }
}

/** The crawler- and link-preview-facing head of one public page. */
export function pageHeadTags(head: PageHead, canonicalUrl: string): string {
  const title = escapeHtml(head.title);
  const description = escapeHtml(head.description);
  const url = escapeHtml(canonicalUrl);
  return [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    `<link rel="canonical" href="${url}" />`,
    `<meta property="og:type" content="${head.type}" />`,
    `<meta property="og:site_name" content="${APP_NAME_PLACEHOLDER}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${url}" />`,
    // No page has a share image, so the compact card.
    `<meta name="twitter:card" content="summary" />`,
  ].join('\n    ');
}

/** index.html with a page's head and pre-rendered markup written in (product name still a placeholder). */
export function composePage(template: string, headTags: string, bodyHtml: string): string {
  return template
    .replace(DESCRIPTION, '')
    .replace(TITLE, () => headTags)
    .replace(EMPTY_ROOT, () => `<div id="root">${bodyHtml}</div>`);
}

/** Writes the white-label name over every placeholder, in the head and in the rendered page. */
export function withAppName(html: string, appName: string): string {
  return html.replaceAll(APP_NAME_PLACEHOLDER, escapeHtml(appName));
}

/**
 * Writes the instance's origin (PUBLIC_URL, normalised as a browser would: the client reads it
 * back from the canonical link to hydrate) over its placeholder in the rendered page.
 */
export function withPublicOrigin(html: string, publicUrl: string): string {
  return html.replaceAll(PUBLIC_ORIGIN_PLACEHOLDER, escapeHtml(new URL(publicUrl).origin));
}

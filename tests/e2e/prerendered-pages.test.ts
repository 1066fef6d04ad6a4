import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authPagePaths, publicPagePaths } from '../../src/shared/routes.js';
import { startApp, type RunningApp } from './support/app-server.js';

/**
 * Issue 6: public pages are served as pre-rendered HTML with their own head, so crawlers and link
 * previews see them without JavaScript (ADR 0012). Plain HTTP, no browser; the product name and
 * the canonical origin are runtime settings, so this start sets both.
 */
const APP_NAME = 'Quillcraft';
const PUBLIC_URL = 'https://write.quillcraft.example';
let app: RunningApp;

beforeAll(async () => {
  app = await startApp({ env: { APP_NAME, PUBLIC_URL } });
});
afterAll(async () => {
  await app?.stop();
});

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${app.url}${path}`, { headers });
  return { status: response.status, headers: response.headers, html: await response.text() };
}

/** The markup inside <div id="root">, where the pre-rendered page goes. */
function rootMarkup(html: string): string {
  return html.slice(html.indexOf('<div id="root">'), html.lastIndexOf('</body>'));
}

const text = (html: string) => html.replace(/<!-- -->/g, '').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('pre-rendered public pages', () => {
  it.each([
    {
      path: '/pricing',
      heading: 'Plans that grow with your content',
      title: `Pricing and Plans · ${APP_NAME}`,
      description: 'Plans for individuals, families of writers, enterprises and custom teams.',
    },
    {
      path: '/',
      heading: APP_NAME,
      title: `${APP_NAME}: AI Writing Platform for Writers, Content Teams and Agencies`,
      description: 'Write on-brand content in the voice of an AI personality',
    },
    {
      path: '/careers',
      heading: 'Build the future of writing with us',
      title: `Careers · ${APP_NAME}`,
      description: 'Six open positions in engineering, design, marketing and customer success.',
    },
  ])('$path carries its content and its own head in the HTML', async ({ path, heading, title, description }) => {
    const { status, headers, html } = await get(path);
    expect(status).toBe(200);
    expect(headers.get('content-type')).toContain('text/html');

    const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(rootMarkup(html))?.[1];
    expect(text(h1 ?? '').trim()).toBe(heading);
    // The page's body copy and its navigation are in the markup, not only the heading.
    expect(text(rootMarkup(html))).toContain('Login');
    expect(rootMarkup(html)).toContain('href="/pricing"');

    const canonical = `${PUBLIC_URL}${path}`;
    expect(html).toContain(`<title>${title}</title>`);
    expect(html).toMatch(new RegExp(`<meta name="description" content="${description}[^"]*" />`));
    expect(html).toContain(`<link rel="canonical" href="${canonical}" />`);
    expect(html).toContain(`<meta property="og:title" content="${title}" />`);
    expect(html).toMatch(new RegExp(`<meta property="og:description" content="${description}[^"]*" />`));
    expect(html).toContain(`<meta property="og:url" content="${canonical}" />`);
    expect(html).toContain('<meta property="og:type" content="website" />');
    expect(html).toContain(`<meta property="og:site_name" content="${APP_NAME}" />`);
    expect(html).toContain('<meta name="twitter:card" content="summary" />');
    // The product name is a runtime setting: no placeholder is left anywhere.
    expect(html).not.toContain('__APP_NAME__');
    // The CSP allows no inline script, so the page must not depend on one.
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)/);
  });

  it('gives a blog post its own title, excerpt and article type', async () => {
    const { status, html } = await get('/blog/brand-voice-that-scales');
    expect(status).toBe(200);
    expect(html).toContain(`<title>A Brand Voice That Scales: Teaching AI to Sound Like You · ${APP_NAME}</title>`);
    expect(html).toContain('<meta property="og:type" content="article" />');
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/blog/brand-voice-that-scales" />`);
    expect(text(rootMarkup(html))).toContain('A Brand Voice That Scales');
  });

  it('names PUBLIC_URL in /api-docs and in the public API\'s description, guide and reference', async () => {
    const apiDocs = await get('/api-docs');
    expect(rootMarkup(apiDocs.html)).toContain(`fetch(&#x27;${PUBLIC_URL}/api/v1/analyze&#x27;`);
    expect(apiDocs.html).not.toContain('__PUBLIC_ORIGIN__');

    const document = await fetch(`${app.url}/api/v1/openapi.json`);
    expect(document.status).toBe(200);
    expect(((await document.json()) as { info: { title: string }; servers: unknown }).servers).toEqual([{ url: PUBLIC_URL }]);

    const guide = await get('/api-docs/guide');
    expect(guide.status).toBe(200);
    expect(guide.html).toContain(`export INKWISE_URL=${PUBLIC_URL}`);
    expect(guide.html).toContain(`<title>Use the ${APP_NAME} API · ${APP_NAME}</title>`);

    // Swagger UI runs under the app's own Content-Security-Policy: its scripts are files of ours.
    const reference = await get('/api-docs/reference');
    expect(reference.status).toBe(200);
    expect(reference.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(reference.html).not.toMatch(/<script(?![^>]*\bsrc=)/);
  });

  it('serves the same page under a trailing slash, with the canonical address', async () => {
    const { status, html } = await get('/pricing/');
    expect(status).toBe(200);
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/pricing" />`);
  });

  it('answers an unknown path with 404 and the app, and a product screen with the empty app shell', async () => {
    const unknown = await get('/no-such-page');
    expect(unknown.status).toBe(404);
    expect(unknown.html).toContain('<div id="root"></div>');
    expect(unknown.html).not.toContain('rel="canonical"');

    const unknownPost = await get('/blog/no-such-post');
    expect(unknownPost.status).toBe(404);

    // Product screens depend on who is signed in: rendered in the browser, not pre-rendered.
    const dashboard = await get('/dashboard');
    expect(dashboard.status).toBe(200);
    expect(dashboard.html).toContain('<div id="root"></div>');
    expect(dashboard.html).toContain(`<title>${APP_NAME}</title>`);
  });

  it('sends pages and assets compressed, and hashed assets cached for a year', async () => {
    const page = await fetch(`${app.url}/pricing`, { headers: { 'accept-encoding': 'br' } });
    expect(page.headers.get('content-encoding')).toBe('br');
    expect(page.headers.get('vary')).toContain('accept-encoding');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    const html = await page.text();
    // The bundler's runtime and the entry (ADR 0059): every script the page starts with.
    const scripts = [...html.matchAll(/<script type="module" crossorigin src="([^"]+)"/g)].map((match) => match[1]);
    expect(scripts.length).toBeGreaterThan(0);

    for (const script of scripts) {
      expect(script).toMatch(/^\/assets\/[\w-]+-[\w-]{8}\.js$/);
      const asset = await fetch(`${app.url}${script}`, { headers: { 'accept-encoding': 'gzip' } });
      expect(asset.status).toBe(200);
      expect(asset.headers.get('content-encoding')).toBe('gzip');
      expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(await asset.text()).toMatch(/\b(import|export)\b/);
    }
    // The entry's code, not only the runtime's.
    const entry = await (await fetch(`${app.url}${scripts.at(-1)}`)).text();
    expect(entry).toContain('createRoot');
  });

  it('has no control that looks ready before the page is interactive', async () => {
    // A tap on such a control before hydration is lost: each must be a real link, or disabled
    // until React takes over. Radix's hidden native <select> (aria-hidden, tabindex -1) is no control.
    const readyLooking: string[] = [];
    for (const path of [...publicPagePaths, ...authPagePaths]) {
      const markup = rootMarkup((await get(path)).html);
      for (const [control] of markup.matchAll(/<(?:button|input|select|textarea)\b[^>]*>/g)) {
        const hiddenNative = control.includes('aria-hidden="true"') && control.includes('tabindex="-1"');
        if (!/\sdisabled(?:=""|\s|>|\/)/.test(control) && !hiddenNative) readyLooking.push(`${path}: ${control.slice(0, 160)}`);
      }
    }
    expect(readyLooking).toEqual([]);
  });
});

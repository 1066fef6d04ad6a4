import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { blogSlugs } from '../../src/shared/public-catalog/blog-slugs.js';
import { publicPagePaths } from '../../src/shared/routes.js';
import { startAppAndBrowser, stopAppAndBrowser } from './support/app-and-browser.js';
import type { RunningApp } from './support/app-server.js';

/**
 * Issue 6: every public page of the route table (so a page added there is crawled too) renders
 * and hydrates without a console error, passes axe, fits a 360 px screen, shows its heading with
 * JavaScript off, and every internal link on it leads to a real screen.
 */
const publicPages = [...publicPagePaths, `/blog/${blogSlugs[0]}`];
const NOT_FOUND = '404 Page Not Found';
// Whole-site crawls: a few seconds per page.
const CRAWL_TIMEOUT = 300_000;

let app: RunningApp;
let browser: Browser;

beforeAll(async () => {
  ({ app, browser } = await startAppAndBrowser());
  return () => stopAppAndBrowser({ app, browser });
});

/** A page whose console errors (hydration mismatches included) and uncaught errors are kept. */
async function watchedPage(context: BrowserContext): Promise<{ page: Page; errors: string[] }> {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    // A visitor's session check answers 401 by design; the browser logs that response.
    if (message.type() === 'error' && !message.text().includes('401')) errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  return { page, errors };
}

async function open(page: Page, path: string): Promise<void> {
  await page.goto(`${app.url}${path}`);
  // Pre-rendered pages hydrate once their chunks are in; the session check follows.
  await page.waitForLoadState('networkidle');
}

async function seriousAxeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${page.url()} ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** Every same-site link on the page: top bar, footer and the page itself. */
async function internalLinks(page: Page): Promise<string[]> {
  const hrefs = await page.evaluate<string[]>(
    `[...document.querySelectorAll('a[href]')].map((link) => link.getAttribute('href'))`,
  );
  return hrefs
    .filter((href) => href.startsWith('/') && !href.startsWith('//') && !href.startsWith('/api/'))
    .map((href) => href.split('#')[0] ?? href)
    .filter((href) => href !== '');
}

const headingOf = (page: Page) => page.getByRole('heading', { level: 1 }).first().innerText();

describe('the public site', () => {
  const linkTargets = new Map<string, string>(); // target → a page that links to it
  const headings = new Map<string, string>();

  it(
    'renders and hydrates every public page without errors, with no serious axe violation',
    async () => {
      const context = await browser.newContext();
      const { page, errors } = await watchedPage(context);
      const violations: string[] = [];
      for (const path of publicPages) {
        await open(page, path);
        const heading = (await headingOf(page)).trim();
        expect(heading, path).not.toBe('');
        expect(heading, path).not.toBe(NOT_FOUND);
        headings.set(path, heading);
        violations.push(...(await seriousAxeViolations(page)));
        for (const target of await internalLinks(page)) if (!linkTargets.has(target)) linkTargets.set(target, path);
      }
      await context.close();
      expect({ violations, errors }).toEqual({ violations: [], errors: [] });
    },
    CRAWL_TIMEOUT,
  );

  it(
    'leads every internal link to a real screen, never "404 Page Not Found" or a placeholder',
    async () => {
      expect(linkTargets.size).toBeGreaterThan(publicPagePaths.length);
      const context = await browser.newContext();
      const { page, errors } = await watchedPage(context);
      const broken: string[] = [];
      for (const [target, linkedFrom] of linkTargets) {
        const response = await page.goto(`${app.url}${target}`);
        await page.waitForLoadState('networkidle');
        // Product screens send a visitor to /login: a real screen too.
        const text = await page.locator('body').innerText();
        if (response?.status() !== 200 || text.includes(NOT_FOUND)) {
          broken.push(`${target} (linked from ${linkedFrom}): status ${response?.status()}`);
        }
      }
      await context.close();
      expect({ broken, errors }).toEqual({ broken: [], errors: [] });
    },
    CRAWL_TIMEOUT,
  );

  it(
    'fits every public page on a 360 px screen without sideways scrolling, with a working menu',
    async () => {
      const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
      const { page, errors } = await watchedPage(context);
      const tooWide: string[] = [];
      for (const path of publicPages) {
        await open(page, path);
        const width = await page.evaluate<number>('document.documentElement.scrollWidth');
        if (width > 360) tooWide.push(`${path}: ${width} px`);
      }
      // Hydrated, not just painted: the top bar's menu button (a React handler) opens the menu.
      await open(page, '/pricing');
      await page.getByRole('button', { name: 'Menu' }).click();
      await page.locator('#public-mobile-menu').getByRole('link', { name: 'Features' }).waitFor();
      await context.close();
      expect({ tooWide, errors }).toEqual({ tooWide: [], errors: [] });
    },
    CRAWL_TIMEOUT,
  );

  it(
    'shows each public page with its heading when JavaScript is off',
    async () => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      const missing: string[] = [];
      for (const path of publicPages) {
        await page.goto(`${app.url}${path}`);
        const heading = (await page.locator('h1').first().textContent({ timeout: 2_000 }).catch(() => null))?.trim();
        // The same heading the hydrated page shows (when the first crawl ran, it recorded them).
        const expected = headings.get(path);
        if (!heading || (expected !== undefined && heading !== expected)) missing.push(`${path}: ${heading ?? 'no heading'}`);
      }
      await context.close();
      expect(missing).toEqual([]);
    },
    CRAWL_TIMEOUT,
  );
});

import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppAndBrowser, stopAppAndBrowser, type AppAndBrowser } from './support/app-and-browser.js';
import { layoutProbe } from './support/layout-probe.js';
import { openSignedInPage } from './support/signed-in-page.js';

/**
 * Every product screen and its main dialogs at a phone's width and a laptop's: nothing sticks out
 * of its card, its dialog or the window (layout-probe.ts). Found this way and fixed: the style
 * guide dialog's preset select, as wide as its longest option, pushing the form and Save past the
 * dialog on a phone. And the one, light, theme holds on a system set to dark (Tailwind's `dark:`
 * once turned the feedback's category colours pale on white there). The account has a client with
 * a long name, a project and a saved document for it, so the cards and panels have something to
 * lay out.
 */
let running: AppAndBrowser | undefined;
const consoleErrors: string[] = [];
const widths = [375, 1280];
const screens = ['/dashboard', '/editor/{id}', '/analytics', '/templates', '/clients', '/projects', '/files', '/subscription', '/settings'];
const dialogs: { path: string; opener: (page: Page) => ReturnType<Page['getByRole']> }[] = [
  { path: '/clients', opener: (page) => page.getByRole('button', { name: 'Add Client' }).first() },
  { path: '/clients', opener: (page) => page.getByRole('button', { name: /^Style guide of / }) },
  { path: '/clients', opener: (page) => page.getByRole('button', { name: /^Learn brand voice/ }).first() },
  { path: '/projects', opener: (page) => page.getByRole('button', { name: 'New Project' }).first() },
  { path: '/editor/{id}', opener: (page) => page.getByRole('button', { name: 'History' }) },
  { path: '/editor/{id}', opener: (page) => page.getByRole('button', { name: 'Share for review' }) },
];

describe('layout at a phone’s and a laptop’s width', () => {
  let context: BrowserContext;
  let page: Page;
  let documentId: number;

  beforeAll(async () => {
    running = await startAppAndBrowser();
    ({ context, page } = await openSignedInPage(running.browser, running.app.url, consoleErrors));
    const client = await page.request.post('/api/clients', { data: { name: 'Northwind Traders International Holdings', industry: 'Wholesale food and beverages' } });
    expect(client.status()).toBe(201);
    const clientId = ((await client.json()) as { id: number }).id;
    const project = await page.request.post('/api/projects', { data: { name: 'Spring catalogue launch across every region', clientId, keywords: ['catalogue', 'spring'] } });
    expect(project.status()).toBe(201);
    const created = await page.request.post('/api/documents', {
      data: { title: 'The spring catalogue, with a title long enough to wrap', content: '# Spring\n\nOur new catalogue is here, and it is very very good.', personalityId: 1, clientId },
    });
    expect(created.status()).toBe(201);
    documentId = ((await created.json()) as { id: number }).id;
  });

  afterAll(async () => {
    await context?.close();
    await stopAppAndBrowser(running ?? {});
    expect(consoleErrors).toEqual([]);
  });

  const open = async (path: string) => {
    await page.goto(path.replace('{id}', String(documentId)));
    await page.getByRole('heading', { level: 1 }).first().waitFor({ state: 'attached' });
    await page.waitForLoadState('networkidle');
  };

  it.each(widths)('lays out every product screen at %i px', async (width) => {
    await page.setViewportSize({ width, height: 900 });
    const problems: string[] = [];
    for (const path of screens) {
      await open(path);
      const found = (await page.evaluate(layoutProbe('main'))) as string[];
      problems.push(...found.map((problem) => `${path}: ${problem}`));
    }
    expect(problems).toEqual([]);
  });

  it.each([768, 1024, 1280])('keeps Save Document on a row with the editor’s tools at %i px, never on one of its own', async (width) => {
    await page.setViewportSize({ width, height: 900 });
    await open('/editor/{id}');
    const rowOf = async (name: string) => Math.round((await page.getByRole('button', { name, exact: true }).boundingBox())?.y ?? -1);
    // At 1024 px it used to wrap alone under the tools, 48 px lower than History.
    expect(await rowOf('Save Document')).toBe(await rowOf('History'));
  });

  it.each([768, 1024])('shows every formatting tool at %i px: the toolbar wraps rather than hide tools past its edge', async (width) => {
    await page.setViewportSize({ width, height: 900 });
    await open('/editor/{id}');
    const toolbar = page.getByRole('toolbar', { name: 'Formatting' });
    // Suggesting, Markdown and Add comment were scrolled out of sight at these widths.
    expect(
      await page.evaluate<boolean>("(() => { const toolbar = document.querySelector('[role=toolbar][aria-label=Formatting]'); return toolbar.scrollWidth <= toolbar.clientWidth; })()"),
    ).toBe(true);
    const edge = await toolbar.boundingBox();
    for (const name of ['Suggesting', 'Markdown', 'Add comment']) {
      const box = await toolbar.getByRole('button', { name, exact: true }).boundingBox();
      expect(box && edge && box.x + box.width <= edge.x + edge.width).toBe(true);
    }
  });

  it('keeps its one, light, theme on a system set to dark', async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    // The document's repeated word is a correctness finding: its heading is drawn in the category's colour.
    const heading = page.getByRole('region', { name: 'Writing feedback' }).getByRole('heading', { name: /^Correctness \(\d+\)$/ });
    const colours = async () => {
      await open('/editor/{id}');
      await heading.waitFor();
      // A string of code, not a function (the tests compile without the DOM's types): an
      // expression, so the arrow function it once was was never called and both readings were undefined.
      return page.evaluate<string[]>(`(() => {
        const heading = [...document.querySelectorAll('h2, h3, h4')].find((element) => /^Correctness \\(\\d+\\)$/.test(element.textContent.trim()));
        return [getComputedStyle(heading).color, getComputedStyle(heading.closest('.bg-card') ?? document.body).backgroundColor];
      })()`);
    };
    const light = await colours();
    expect(light).toHaveLength(2);
    for (const colour of light) expect(colour).toMatch(/^(rgb|oklch|oklab|color)\(/);
    await page.emulateMedia({ colorScheme: 'dark' });
    try {
      expect(await colours()).toEqual(light);
    } finally {
      await page.emulateMedia({ colorScheme: 'light' });
    }
  });

  it.each(widths)('lays out the main dialogs at %i px', async (width) => {
    await page.setViewportSize({ width, height: 900 });
    const problems: string[] = [];
    for (const { path, opener } of dialogs) {
      await open(path);
      await opener(page).click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      // The dialog's form may come with its first opening (lazyPart): wait until its spinner is gone.
      await page.waitForLoadState('networkidle');
      await expect.poll(() => dialog.locator('[role=status] .animate-spin').count()).toBe(0);
      const found = (await page.evaluate(layoutProbe('[role=dialog]'))) as string[];
      const title = await dialog.getByRole('heading').first().textContent();
      problems.push(...found.map((problem) => `${path} ${title}: ${problem}`));
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
    }
    expect(problems).toEqual([]);
  });
});

import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppAndBrowser, stopAppAndBrowser } from './support/app-and-browser.js';
import type { RunningApp } from './support/app-server.js';
import { openSignedInPage, toast } from './support/signed-in-page.js';

/** The live SEO checks in the editor's Scores card (issue 16), in Chromium against `npm start`'s app. */
let app: RunningApp;
let browser: Browser;
const consoleErrors: string[] = [];

beforeAll(async () => {
  ({ app, browser } = await startAppAndBrowser());
  return () => stopAppAndBrowser({ app, browser });
});

const INTRODUCTION = 'We paddle on quiet rivers every weekend.';
const BODY = `# Weekend trips\n\n${INTRODUCTION}\n\n## Gear\n\nA kayak needs a paddle, a vest and a dry bag. Read [the guide](/guide) first.`;

const content = (page: Page) => page.getByLabel('Content', { exact: true });
const scores = (page: Page) => page.getByRole('region', { name: 'Scores' });
const checkItem = (page: Page, check: string) => scores(page).locator(`li[data-check="${check}"]`);
const shownSeoScore = async (page: Page) => Number(/(\d+)\/100/.exec(await scores(page).getByText(/\/100$/).first().innerText())?.[1]);

async function openDocument(page: Page): Promise<number> {
  const created = await page.request.post('/api/documents', { data: { title: 'Weekend trips', content: BODY, personalityId: 1 } });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  await page.goto(`/editor/${id}`);
  await content(page).waitFor();
  await scores(page).getByText('SEO Score').waitFor();
  return id;
}

describe('live SEO checks', () => {
  afterAll(() => {
    expect(consoleErrors).toEqual([]);
  });

  it('says "Set a focus keyphrase" until one is set, then fails the introduction check until the first paragraph has it, without saving', async () => {
    const { context, page } = await openSignedInPage(browser, app.url, consoleErrors);
    const id = await openDocument(page);
    // Autosave stores the text a second after typing pauses; its requests are held until the end,
    // so the check is seen to pass from the browser's own reading of the text, not from a save.
    const heldSaves: Route[] = [];
    const documentUrl = `**/api/documents/${id}`;
    await page.route(documentUrl, (route) => (route.request().method() === 'PATCH' ? void heldSaves.push(route) : route.continue()));

    const introduction = checkItem(page, 'keyword-in-introduction');
    expect(await introduction.getAttribute('data-passed')).toBe('false');
    expect(await introduction.innerText()).toContain('Set a focus keyphrase');
    expect(await introduction.innerText()).toContain('Not passed');
    const before = await shownSeoScore(page);

    await page.getByLabel('Focus keyphrase', { exact: true }).fill('kayak');
    await expect.poll(() => introduction.innerText()).toContain('Mention “kayak” in the first paragraph');
    expect(await introduction.getAttribute('data-passed')).toBe('false');
    expect(await scores(page).getByText('Set a focus keyphrase').count()).toBe(0);
    // The other keyphrase checks give their own advice: no subheading mentions "kayak".
    expect(await checkItem(page, 'keyphrase-in-subheading').getAttribute('data-passed')).toBe('false');

    await content(page).getByText(INTRODUCTION).click();
    await page.keyboard.press('End');
    await page.keyboard.type(' By kayak, mostly.');
    await expect.poll(() => introduction.getAttribute('data-passed'), { timeout: 3_000 }).toBe('true');
    expect(await shownSeoScore(page)).toBeGreaterThan(before);

    // Not saved: the stored document still fails the check.
    const stored = (await (await page.request.get(`/api/documents/${id}`)).json()) as { suggestions: Array<{ check: string }> };
    expect(stored.suggestions.map((suggestion) => suggestion.check)).toContain('keyword-in-introduction');
    for (const save of heldSaves) await save.continue();
    await page.unroute(documentUrl);
    await context.close();
  });

  it('shows the score and checks a save stores', async () => {
    const { context, page } = await openSignedInPage(browser, app.url, consoleErrors);
    const id = await openDocument(page);
    await page.getByLabel('Focus keyphrase', { exact: true }).fill('quiet rivers');
    await page.getByLabel('URL slug', { exact: true }).fill('quiet-rivers');
    await content(page).getByText('A kayak needs a paddle').click();
    await page.keyboard.press('End');
    await page.keyboard.type(' Pack light.');
    await expect.poll(() => checkItem(page, 'keyphrase-in-slug').getAttribute('data-passed')).toBe('true');

    await page.getByRole('button', { name: 'Save Document' }).click();
    await expect.poll(() => toast(page, 'Document saved').count()).toBeGreaterThan(0);
    const saved = (await (await page.request.get(`/api/documents/${id}`)).json()) as {
      version: number;
      seoScore: number;
      suggestions: Array<{ check: string; message: string }>;
    };
    expect(saved.version).toBeGreaterThan(1);
    expect(await shownSeoScore(page)).toBe(saved.seoScore);
    const failing = await scores(page)
      .getByRole('list', { name: 'SEO checks not passed' })
      .locator('li')
      .evaluateAll((items) => items.map((item) => item.getAttribute('data-check')));
    expect(failing).toEqual(saved.suggestions.map((suggestion) => suggestion.check));
    await context.close();
  });
});

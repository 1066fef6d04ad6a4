import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppAndBrowser, stopAppAndBrowser } from './support/app-and-browser.js';
import type { RunningApp } from './support/app-server.js';
import { openSignedInPage, toast } from './support/signed-in-page.js';

let app: RunningApp;
let browser: Browser;
const consoleErrors: string[] = [];

beforeAll(async () => {
  ({ app, browser } = await startAppAndBrowser());
  return () => stopAppAndBrowser({ app, browser });
});

const MB = 1024 * 1024;
const content = (page: Page) => page.getByLabel('Content', { exact: true });

async function createDocument(page: Page, text: string): Promise<number> {
  const response = await page.request.post('/api/documents', { data: { title: 'Limits', content: text, personalityId: 1 } });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

async function storedContent(page: Page, id: number): Promise<string> {
  return ((await (await page.request.get(`/api/documents/${id}`)).json()) as { content: string }).content;
}

/** A paste of `words` repeated `times`, as the browser delivers one from the clipboard (built in the page). */
async function paste(page: Page, words: string, times: number) {
  await page.evaluate(`(() => {
    const data = new DataTransfer();
    data.setData('text/plain', ${JSON.stringify(words)}.repeat(${times}));
    document.querySelector('[aria-label="Content"]').dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  })()`);
}

describe('the editor at its limits', () => {
  afterAll(() => {
    expect(consoleErrors).toEqual([]);
  });

  it('refuses a 10 MB paste with a clear message, keeps the text, and stays responsive', async () => {
    const { context, page } = await openSignedInPage(browser, app.url, consoleErrors);
    const id = await createDocument(page, 'Kept as it was.');
    await page.goto(`/editor/${id}`);
    await content(page).click();
    await page.keyboard.press('Control+End');

    const started = Date.now();
    await paste(page, 'word ', 2 * MB);
    await expect.poll(() => toast(page, 'Too much to paste').count()).toBeGreaterThan(0);
    await page.getByText(/^That is 10\.0 MB of text; a document holds at most 2 MB\./).waitFor();
    expect(Date.now() - started).toBeLessThan(5_000);

    // Still typing, and what was there is what is saved.
    await page.keyboard.type(' Still here.');
    await page.getByText('Saved', { exact: true }).waitFor();
    await expect.poll(() => storedContent(page, id)).toBe('Kept as it was. Still here.');
    await context.close();
  });

  it('says a document over 2 MB cannot be saved, saves nothing half-way, and saves again once it is shorter', async () => {
    const { context, page } = await openSignedInPage(browser, app.url, consoleErrors);
    const id = await createDocument(page, 'A short start.');
    await page.goto(`/editor/${id}`);
    await page.getByRole('button', { name: 'Markdown' }).click();
    const source = page.getByLabel('Markdown source', { exact: true });
    await source.fill(`A short start.\n\n${'x'.repeat(2 * MB)}`);
    await page.getByText('Not saved — over the 2 MB a document may hold', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Save Document' }).click();
    await expect.poll(() => toast(page, 'Document too long').count()).toBeGreaterThan(0);
    await page.getByText(/^It holds 2\.0 MB of text; a document may hold 2 MB\./).waitFor();
    expect(await storedContent(page, id)).toBe('A short start.');

    // A saved document is co-edited: the stored text follows the shared one a few seconds later.
    await source.fill('A short start. Now shorter.');
    await page.getByText('Saved', { exact: true }).waitFor();
    await expect.poll(() => storedContent(page, id), { timeout: 20_000 }).toBe('A short start. Now shorter.');
    await context.close();
  });
});

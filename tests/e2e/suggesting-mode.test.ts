import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppAndBrowser, stopAppAndBrowser } from './support/app-and-browser.js';
import type { RunningApp } from './support/app-server.js';
import { openSignedInPage } from './support/signed-in-page.js';

/**
 * Suggesting mode (issue 19, ADR 0044) in one editor: the document's owner turns Suggesting on,
 * types and deletes, sees the tracked changes with author and time, accepts one and rejects
 * another, and the saved content is the reviewed text with the still-pending suggestion left
 * out. (Two people on one document need the shared editor of s30-collab-editor, not yet there.)
 */
let app: RunningApp;
let browser: Browser;
const consoleErrors: string[] = [];
const SCREENSHOTS = process.env.E2E_SCREENSHOT_DIR;

beforeAll(async () => {
  ({ app, browser } = await startAppAndBrowser());
  return () => stopAppAndBrowser({ app, browser });
});

async function storedContent(page: Page, id: number): Promise<string> {
  const response = await page.request.get(`/api/documents/${id}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { content: string }).content;
}

const content = (page: Page) => page.getByLabel('Content', { exact: true });
const toolbarButton = (page: Page, name: string) => page.getByRole('toolbar', { name: 'Formatting' }).getByRole('button', { name, exact: true });
const pending = (page: Page) => page.getByRole('list', { name: 'Pending suggestions' }).getByRole('listitem');

describe('suggesting mode', () => {
  afterAll(() => {
    expect(consoleErrors).toEqual([]);
  });

  it('tracks typed and deleted text, and the owner accepts one suggestion and rejects another', async () => {
    const { context, page } = await openSignedInPage(browser, app.url, consoleErrors);
    const created = await page.request.post('/api/documents', {
      data: { title: 'Suggestions', content: 'The quick brown fox jumps.', personalityId: 1 },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    await page.goto(`/editor/${id}`);
    await content(page).waitFor();

    const toggle = toolbarButton(page, 'Suggesting');
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
    await toggle.click();
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    // The markdown source would drop pending suggestions: it waits until they are reviewed.
    expect(await toolbarButton(page, 'Markdown').isDisabled()).toBe(true);

    await content(page).click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type(' Swiftly');
    // After "The quick brown " (16 characters): delete "brown " with Backspace.
    await page.keyboard.press('Control+Home');
    for (let i = 0; i < 16; i++) await page.keyboard.press('ArrowRight');
    for (let i = 0; i < 6; i++) await page.keyboard.press('Backspace');
    // Before "quick": an insertion that stays pending.
    await page.keyboard.press('Control+Home');
    for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowRight');
    await page.keyboard.type('very ');

    const inserted = content(page).locator('ins.suggestion-insertion');
    const deleted = content(page).locator('del.suggestion-deletion');
    expect(await inserted.allInnerTexts()).toEqual(['very ', ' Swiftly']);
    expect(await deleted.allInnerTexts()).toEqual(['brown ']);
    expect(await content(page).innerText()).toBe('The very quick brown fox jumps. Swiftly');
    expect(await deleted.first().getAttribute('title')).toMatch(/^Suggested deletion by Casey Writer, /);

    await expect.poll(() => pending(page).count()).toBe(3);
    const items = await pending(page).allInnerTexts();
    expect(items.map((item) => item.split('\n').find((line) => /^(Insert|Delete)/.test(line))?.replace(/\s+/g, ' ').trim())).toEqual([
      'Insert very',
      'Delete brown',
      'Insert Swiftly',
    ]);
    expect(items[0]).toContain('Casey Writer');

    if (SCREENSHOTS) {
      await page.screenshot({ path: `${SCREENSHOTS}/suggesting-desktop.png` });
      await page.setViewportSize({ width: 375, height: 800 });
      await content(page).scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SCREENSHOTS}/suggesting-phone-text.png` });
      await page.getByRole('list', { name: 'Pending suggestions' }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SCREENSHOTS}/suggesting-phone-list.png` });
      await page.setViewportSize({ width: 1280, height: 800 });
    }

    // Nothing reviewed yet: the stored text is the text before review.
    await page.getByRole('button', { name: 'Save Document' }).click();
    expect(await storedContent(page, id)).toBe('The quick brown fox jumps.');

    await page.getByRole('button', { name: /^Accept: Delete “brown ”/ }).click();
    await page.getByRole('button', { name: /^Reject: Insert “ Swiftly”/ }).click();
    expect(await content(page).innerText()).toBe('The very quick fox jumps.');
    expect(await pending(page).count()).toBe(1);

    await page.getByRole('button', { name: 'Save Document' }).click();
    // The accepted deletion is saved; the pending "very " is not part of the stored text.
    await expect.poll(() => storedContent(page, id)).toBe('The quick fox jumps.');

    await page.getByRole('button', { name: 'Accept all' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Accept all' }).click();
    await expect.poll(() => pending(page).count()).toBe(0);
    await page.getByRole('button', { name: 'Save Document' }).click();
    await expect.poll(() => storedContent(page, id)).toBe('The very quick fox jumps.');

    await toggle.click();
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
    await context.close();
  });
});

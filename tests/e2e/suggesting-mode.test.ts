import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppAndBrowser, stopAppAndBrowser } from './support/app-and-browser.js';
import type { RunningApp } from './support/app-server.js';
import { openSignedInPage } from './support/signed-in-page.js';
import { content, ownerAndMemberOn, pending, storedContent, toolbarButton } from './support/suggesting.js';

/**
 * Suggesting mode (issue 19, ADR 0044). In one editor: the document's owner turns Suggesting on,
 * types and deletes, sees the tracked changes with author and time, accepts and rejects, and the
 * saved content is the reviewed text with a still-pending suggestion left out. Between two
 * people on the shared document (ADR 0041): a member suggests, the owner sees it live and decides,
 * the member cannot.
 */
let app: RunningApp;
let browser: Browser;
const consoleErrors: string[] = [];
const SCREENSHOTS = process.env.E2E_SCREENSHOT_DIR;

beforeAll(async () => {
  ({ app, browser } = await startAppAndBrowser());
  return () => stopAppAndBrowser({ app, browser });
});

/** The text of the elements `selector` finds in the editor, without the other people's caret labels. */
const textsOf = (page: Page, selector: string) =>
  content(page)
    .locator(selector)
    .evaluateAll((elements) =>
      elements.map((element) => {
        const copy = element.cloneNode(true) as typeof element;
        copy.querySelectorAll('.person-caret').forEach((caret: { remove(): void }) => caret.remove());
        return copy.textContent;
      }),
    );

/** On "The quick brown fox jumps.": types " Swiftly" at the end, then deletes "brown " with Backspace. */
async function appendSwiftlyAndDeleteBrown(page: Page): Promise<void> {
  await content(page).click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(' Swiftly');
  // After "The quick brown " (16 characters).
  await page.keyboard.press('Control+Home');
  for (let i = 0; i < 16; i++) await page.keyboard.press('ArrowRight');
  for (let i = 0; i < 6; i++) await page.keyboard.press('Backspace');
}

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

    await appendSwiftlyAndDeleteBrown(page);
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
    const axe = await new AxeBuilder({ page }).include('[role="region"][aria-labelledby="suggestions-title"]').include('[aria-label="Content"]').analyze();
    const serious = axe.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
    expect(serious.map((violation) => violation.id)).toEqual([]);

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

  it('a member suggests on the shared document; the owner sees it live and after a reload, accepts one and rejects another; the member may not review', async () => {
    const { owner, page, context, id } = await ownerAndMemberOn(browser, app, consoleErrors, { title: 'Shared', content: 'The quick brown fox jumps.' });

    await toolbarButton(page, 'Suggesting').click();
    await appendSwiftlyAndDeleteBrown(page);

    // The member sees their suggestions but cannot decide on them.
    await expect.poll(() => pending(page).count()).toBe(2);
    await page.getByText('Only the document’s creator and the workspace’s admins and owners can accept or reject suggestions.').waitFor();
    expect(await page.getByRole('button', { name: /^(Accept|Reject)/ }).count()).toBe(0);

    // The owner sees them in the text, with the member's name, as they are made.
    await expect.poll(() => textsOf(owner.page, 'ins.suggestion-insertion')).toEqual([' Swiftly']);
    await expect.poll(() => textsOf(owner.page, 'del.suggestion-deletion')).toEqual(['brown ']);
    expect(await content(owner.page).locator('del.suggestion-deletion').getAttribute('title')).toMatch(/^Suggested deletion by Morgan Member, /);
    await expect.poll(() => pending(owner.page).count()).toBe(2);
    expect(await pending(owner.page).first().innerText()).toContain('Morgan Member');

    // Pending suggestions are kept with the shared document: they are there after a reload, and
    // the stored text is the text before review.
    await owner.page.reload();
    await owner.page.getByText('Saved', { exact: true }).waitFor();
    await expect.poll(() => pending(owner.page).count()).toBe(2);
    expect(await textsOf(owner.page, 'del.suggestion-deletion')).toEqual(['brown ']);
    await expect.poll(() => storedContent(owner.page, id)).toBe('The quick brown fox jumps.');

    await owner.page.getByRole('button', { name: /^Accept: Delete “brown ”/ }).click();
    await owner.page.getByRole('button', { name: /^Reject: Insert “ Swiftly”/ }).click();
    expect(await textsOf(owner.page, 'p')).toEqual(['The quick fox jumps.']);
    // The decisions reach the member's editor too.
    await expect.poll(() => textsOf(page, 'p')).toEqual(['The quick fox jumps.']);
    await expect.poll(() => pending(page).count()).toBe(0);

    await owner.page.getByRole('button', { name: 'Save Document' }).click();
    await expect.poll(() => storedContent(owner.page, id)).toBe('The quick fox jumps.');
    await context.close();
    await owner.context.close();
  });
});

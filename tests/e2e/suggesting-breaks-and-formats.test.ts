import type { Browser, Page } from 'playwright-core';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppAndBrowser, stopAppAndBrowser } from './support/app-and-browser.js';
import type { RunningApp } from './support/app-server.js';
import { content, ownerAndMemberOn, pending, storedContent, toolbarButton } from './support/suggesting.js';

/**
 * Suggesting mode's paragraph breaks and formatting (issue 19, ADR 0044): a member presses Enter,
 * Backspace and Ctrl+B in suggesting mode on the shared document; the owner sees the proposals live, rejects and
 * accepts them, and the member's editor shows the outcome. The stored text is the text before review.
 */
let app: RunningApp;
let browser: Browser;
const consoleErrors: string[] = [];
const SCREENSHOTS = process.env.E2E_SCREENSHOT_DIR;

beforeAll(async () => {
  ({ app, browser } = await startAppAndBrowser());
  return () => stopAppAndBrowser({ app, browser });
});

/** The paragraphs' text, without the other people's caret labels. */
const paragraphs = (page: Page) =>
  content(page)
    .locator('p')
    .evaluateAll((elements) =>
      elements.map((element) => {
        const copy = element.cloneNode(true) as typeof element;
        copy.querySelectorAll('.person-caret').forEach((caret: { remove(): void }) => caret.remove());
        return copy.textContent;
      }),
    );

/** Enter after "Alpha " in the first paragraph. */
async function enterAfterAlpha(page: Page): Promise<void> {
  await content(page).click();
  await page.keyboard.press('Control+Home');
  for (let i = 0; i < 6; i++) await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
}

/** Two people on one shared document, the member in suggesting mode. */
async function ownerAndMember(title: string, text: string) {
  const pair = await ownerAndMemberOn(browser, app, consoleErrors, { title, content: text });
  await toolbarButton(pair.page, 'Suggesting').click();
  return pair;
}

describe('suggesting mode: paragraph breaks and formatting', () => {
  afterAll(() => {
    expect(consoleErrors).toEqual([]);
  });

  it('a member proposes a split and a join; the owner rejects and accepts them; both editors agree', async () => {
    const { owner, page, context, id } = await ownerAndMember('Breaks', 'Alpha beta.\n\nGamma delta.');

    // Enter proposes a paragraph break: shown split, with a marker, in both editors.
    await enterAfterAlpha(page);
    await expect.poll(() => paragraphs(owner.page)).toEqual(['Alpha ', 'beta.', 'Gamma delta.']);
    expect(await content(owner.page).locator('p[data-suggested-split]').count()).toBe(1);
    expect(await content(owner.page).locator('p[data-suggested-split]').getAttribute('data-break-title')).toMatch(/^Suggested insertion by Morgan Member, /);
    await expect.poll(() => pending(owner.page).count()).toBe(1);
    expect(await pending(owner.page).first().innerText()).toContain('Insert paragraph break');
    await expect.poll(() => storedContent(owner.page, id)).toBe('Alpha beta.\n\nGamma delta.');
    if (SCREENSHOTS) await owner.page.screenshot({ path: `${SCREENSHOTS}/suggested-split-desktop.png` });

    // Rejected: the paragraphs are joined back, for the member too.
    await owner.page.getByRole('button', { name: /^Reject: Insert paragraph break/ }).click();
    expect(await paragraphs(owner.page)).toEqual(['Alpha beta.', 'Gamma delta.']);
    await expect.poll(() => paragraphs(page)).toEqual(['Alpha beta.', 'Gamma delta.']);
    await expect.poll(() => pending(page).count()).toBe(0);

    // Proposed again and accepted: the break stays, unmarked, in both editors.
    await enterAfterAlpha(page);
    await expect.poll(() => pending(owner.page).count()).toBe(1);
    await owner.page.getByRole('button', { name: /^Accept: Insert paragraph break/ }).click();
    await expect.poll(() => paragraphs(page)).toEqual(['Alpha ', 'beta.', 'Gamma delta.']);
    await expect.poll(() => content(page).locator('p[data-suggested-split]').count()).toBe(0);

    // Backspace at the start of "Gamma" proposes the join; accepted, the paragraphs are one.
    await page.keyboard.press('Control+End');
    await page.keyboard.press('Home');
    await page.keyboard.press('Backspace');
    await expect.poll(() => content(owner.page).locator('p[data-suggested-join]').count()).toBe(1);
    expect(await paragraphs(owner.page)).toEqual(['Alpha ', 'beta.', 'Gamma delta.']);
    await owner.page.getByRole('button', { name: /^Accept: Join paragraphs/ }).click();
    await expect.poll(() => paragraphs(page)).toEqual(['Alpha ', 'beta.Gamma delta.']);

    await owner.page.getByRole('button', { name: 'Save Document' }).click();
    await expect.poll(() => storedContent(owner.page, id)).toMatch(/^Alpha\s*\n\nbeta\.Gamma delta\.$/);
    await context.close();
    await owner.context.close();
  });

  it('a member proposes bold; the owner rejects it, then accepts it; both editors agree', async () => {
    const { owner, page, context, id } = await ownerAndMember('Bold', 'Alpha beta.');
    const bolded = (each: Page) => content(each).locator('strong').allInnerTexts();
    const boldAlpha = async () => {
      await content(page).click();
      // Selected with the keyboard; again if a collaborator's change arrived in between.
      await expect
        .poll(async () => {
          await page.keyboard.press('Control+Home');
          for (let i = 0; i < 5; i++) await page.keyboard.press('Shift+ArrowRight');
          return page.evaluate(() => (globalThis as unknown as { getSelection(): { toString(): string } | null }).getSelection()?.toString());
        })
        .toBe('Alpha');
      // ProseMirror takes the page's selection on the browser's (asynchronous) selectionchange.
      await sleep(300);
      await page.keyboard.press('Control+b');
      await expect.poll(() => bolded(page)).toEqual(['Alpha']);
    };

    await boldAlpha();
    await expect.poll(() => bolded(owner.page)).toEqual(['Alpha']);
    expect(await content(owner.page).locator('.suggestion-format').getAttribute('title')).toBe('Bold: added, suggested by Morgan Member');
    await expect.poll(() => pending(owner.page).count()).toBe(1);
    expect(await pending(owner.page).first().innerText()).toContain('Bold: added');
    await expect.poll(() => storedContent(owner.page, id)).toBe('Alpha beta.');
    if (SCREENSHOTS) {
      await owner.page.screenshot({ path: `${SCREENSHOTS}/suggested-bold-desktop.png` });
      await owner.page.setViewportSize({ width: 375, height: 800 });
      await owner.page.getByRole('list', { name: 'Pending suggestions' }).scrollIntoViewIfNeeded();
      await owner.page.screenshot({ path: `${SCREENSHOTS}/suggested-bold-phone-list.png` });
      await owner.page.setViewportSize({ width: 1280, height: 800 });
    }

    await owner.page.getByRole('button', { name: /^Reject: Bold: added/ }).click();
    await expect.poll(() => bolded(page)).toEqual([]);
    await expect.poll(() => pending(page).count()).toBe(0);

    await boldAlpha();
    await expect.poll(() => pending(owner.page).count()).toBe(1);
    await owner.page.getByRole('button', { name: /^Accept: Bold: added/ }).click();
    await expect.poll(() => bolded(page)).toEqual(['Alpha']);
    await expect.poll(() => content(page).locator('.suggestion-format').count()).toBe(0);
    await owner.page.getByRole('button', { name: 'Save Document' }).click();
    await expect.poll(() => storedContent(owner.page, id)).toBe('**Alpha** beta.');
    await context.close();
    await owner.context.close();
  });
});

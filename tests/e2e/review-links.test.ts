import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppAndBrowser, stopAppAndBrowser } from './support/app-and-browser.js';
import type { RunningApp } from './support/app-server.js';
import { outboxMails } from './support/outbox.js';
import { openSignedInPage, toast } from './support/signed-in-page.js';

/**
 * Client review links (issue 19): an owner shares a document from the editor, a client with no
 * account opens the link, comments on a passage and approves; the team sees "Approved" in the
 * editor and on the dashboard; once revoked, the link shows the not-found page.
 */
let app: RunningApp;
let browser: Browser;
const consoleErrors: string[] = [];
/** SCREENSHOT_DIR: where to keep the guest page's screenshots (desktop and 375 px) for a person to look at. */
const screenshotDir = process.env.SCREENSHOT_DIR;

beforeAll(async () => {
  ({ app, browser } = await startAppAndBrowser());
  return () => stopAppAndBrowser({ app, browser });
});

const reviewPanel = (page: Page) => page.getByRole('region', { name: 'Client review' });

async function screenshot(page: Page, name: string) {
  if (!screenshotDir) return;
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage: true });
}

describe('client review links', () => {
  afterAll(() => {
    expect(consoleErrors).toEqual([]);
  });

  it('shares a document with a client who comments and approves; the team sees it; a revoked link is not found', async () => {
    const { page } = await openSignedInPage(browser, app.url, consoleErrors);
    const created = await page.request.post('/api/documents', {
      data: { title: 'Spring launch post', content: '# Spring launch\n\nOur new range arrives in **March**, with fresh colours for every room.\n\n- Linen throws\n- Oak side tables' },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: number };

    await page.goto(`/editor/${id}`);
    await reviewPanel(page).getByText('Not shared with a client yet.').waitFor();
    await reviewPanel(page).getByRole('button', { name: 'Share for review' }).click();
    const form = page.getByRole('dialog', { name: 'Share for review' });
    await form.getByLabel('Client contact’s name').fill('Clara Client');
    await form.getByLabel('Their email').fill('clara@client.example');
    await form.getByRole('button', { name: 'Create link' }).click();

    const shown = page.getByRole('dialog', { name: 'Review link for Clara Client' });
    const linkField = shown.getByLabel('Review link');
    await linkField.waitFor();
    const link = await linkField.inputValue();
    expect(link).toMatch(new RegExp(`^${app.url}/review/[A-Za-z0-9_-]{43}$`));
    expect(await shown.getByText('This is the only time the link is shown.').count()).toBe(1);
    await shown.getByRole('button', { name: 'Done' }).click();
    await shown.waitFor({ state: 'hidden' });
    expect(await page.content()).not.toContain(link);
    const row = reviewPanel(page).getByTestId('review-link-row').filter({ hasText: 'Clara Client' });
    await row.getByText('Active').waitFor();
    await expect.poll(async () => (await outboxMails(app.dataDir)).some((mail) => mail.to === 'clara@client.example' && mail.decoded.includes(link)), { timeout: 15_000 }).toBe(true);

    // The client: another browser context, never signed in.
    const guestContext = await browser.newContext({ baseURL: app.url });
    const guest = await guestContext.newPage();
    const guestErrors: string[] = [];
    guest.on('console', (message) => {
      if (message.type() === 'error') guestErrors.push(message.text());
    });
    guest.on('pageerror', (error) => guestErrors.push(error.message));
    const guestApiCalls = new Set<string>();
    guest.on('request', (sent) => {
      const { pathname } = new URL(sent.url());
      if (pathname.startsWith('/api/')) guestApiCalls.add(`${sent.method()} ${pathname}`);
    });
    const opened = await guest.goto(link);
    expect(opened?.status()).toBe(200);
    expect(opened?.headers()['referrer-policy']).toBe('no-referrer');
    expect(opened?.headers()['x-robots-tag']).toContain('noindex');
    await guest.getByRole('heading', { level: 1, name: 'Spring launch post' }).waitFor();
    // The reading view renders the markdown, not its source.
    expect(await guest.locator('article strong', { hasText: 'March' }).count()).toBe(1);
    expect(await guest.locator('article li').allInnerTexts()).toEqual(['Linen throws', 'Oak side tables']);
    expect(await guest.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
    // Nothing of the product's navigation is offered to the guest.
    expect(await guest.getByRole('link', { name: 'Dashboard' }).count()).toBe(0);

    await guest.setViewportSize({ width: 1280, height: 900 });
    await screenshot(guest, 'review-guest-desktop');

    // The keyboard selects too: Tab to the text, then Shift and the arrows.
    await guest.getByRole('group', { name: 'Document text' }).focus();
    for (let i = 0; i < 6; i++) await guest.keyboard.press('Shift+ArrowRight');
    await guest.getByTestId('quoted-passage').filter({ hasText: '“Spring”' }).waitFor();

    // A comment on a selected phrase, quoted, which the server anchors in the shared text (ADR 0047).
    await guest.evaluate(`(() => {
      const paragraph = [...document.querySelectorAll('article p')].find((element) => element.textContent.includes('fresh colours'));
      const text = [...paragraph.childNodes].find((node) => node.nodeType === Node.TEXT_NODE && node.data.includes('fresh colours'));
      const range = document.createRange();
      range.setStart(text, text.data.indexOf('fresh colours'));
      range.setEnd(text, text.data.indexOf('fresh colours') + 'fresh colours'.length);
      getSelection().removeAllRanges();
      getSelection().addRange(range);
    })()`);
    // The page learns of the new selection on 'selectionchange', a moment later: until then it
    // still quotes the keyboard's "Spring".
    await guest.getByTestId('quoted-passage').filter({ hasText: '“fresh colours”' }).waitFor();
    await guest.getByLabel('Your comment on this passage').fill('Could we say “early March”?');
    await guest.getByRole('button', { name: 'Add comment' }).click();
    const ownComments = guest.getByRole('list', { name: 'Your comments' });
    await ownComments.getByText('Could we say “early March”?').waitFor();

    await guest.getByLabel('Note for the team (optional)').fill('Lovely, ship it.');
    await guest.getByRole('button', { name: 'Approve' }).click();
    await guest.getByTestId('review-decision-status').filter({ hasText: /^Approved on/ }).waitFor();

    await guest.setViewportSize({ width: 375, height: 812 });
    await screenshot(guest, 'review-guest-375');
    // Nothing wider than the phone's screen.
    expect(await guest.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(375);

    // The team sees the decision in the editor and on the dashboard, and the guest's comment.
    await page.reload();
    await reviewPanel(page).getByTestId('client-review-badge').filter({ hasText: 'Approved by Clara Client' }).waitFor();
    await row.getByText('Lovely, ship it.').waitFor();
    if (screenshotDir) await reviewPanel(page).screenshot({ path: path.join(screenshotDir, 'review-team-panel.png') });
    const threads = (await (await page.request.get(`/api/documents/${id}/comments`)).json()) as { threads: Array<{ comments: Array<{ body: string; author: { name: string; guest: boolean } }> }> };
    expect(threads.threads.flatMap((thread) => thread.comments)).toEqual(
      expect.arrayContaining([expect.objectContaining({ author: expect.objectContaining({ name: 'Clara Client', guest: true }), body: expect.stringContaining('Could we say “early March”?') })]),
    );
    // The guest's thread is highlighted on the phrase in the editor, as a team member's would be.
    const highlight = page.locator('.ProseMirror .comment-highlight');
    await highlight.first().waitFor();
    // (Other decorations, such as writing findings, may cut the highlight into several spans.)
    // Highlights are placed again on every change of the text, so they settle as the shared text arrives.
    await expect.poll(async () => (await highlight.allInnerTexts()).join('')).toBe('fresh colours');
    await page.goto('/dashboard');
    await page.getByRole('link', { name: 'Spring launch post' }).waitFor();
    expect(await page.getByTestId('client-review-badge').filter({ hasText: 'Approved by Clara Client' }).count()).toBe(1);

    // Revoked, after a confirmation: the link opens the not-found page.
    await page.goto(`/editor/${id}`);
    await row.getByRole('button', { name: 'Revoke' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Revoke this review link?' });
    await confirm.getByRole('button', { name: 'Revoke' }).click();
    await toast(page, 'Link revoked').first().waitFor();
    await row.getByText('Revoked', { exact: true }).waitFor();
    // The decision stays on the document.
    await reviewPanel(page).getByTestId('client-review-badge').filter({ hasText: 'Approved by Clara Client' }).waitFor();

    await guest.reload();
    await guest.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    expect(await guest.getByText('Spring launch post').count()).toBe(0);
    // The only errors the guest's page saw are the dead link's 404 answers and the app shell's
    // signed-out session check (401), which the browser logs by itself.
    expect(guestErrors.filter((error) => !/status of (404|401)\b/.test(error))).toEqual([]);
    // The page asked the API for its own link's document and nothing of the workspace.
    const token = link.split('/review/')[1]!;
    expect([...guestApiCalls].filter((call) => !call.includes(`/api/review/${token}`) && call !== 'GET /api/auth/verify')).toEqual([]);
    await guestContext.close();
  });
});

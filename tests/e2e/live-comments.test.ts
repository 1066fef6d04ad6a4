import { eq } from 'drizzle-orm';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/server/db/database.js';
import { notifications, users } from '../../src/server/db/schema.js';
import { NOTIFICATION_STREAM_PATH } from '../../src/shared/contract/live-events.js';
import { moveIntoWorkspace, workspaceOwnedBy } from '../support/workspace-roles.js';
import type { RunningApp } from './support/app-server.js';
import { startAppOnOwnDatabase, type AppOnOwnDatabase } from './support/app-on-own-database.js';
import { openSignedInPage } from './support/signed-in-page.js';

/**
 * Comments and notifications pushed live (issue 19, ADR 0046): two members, each in a browser
 * context of their own. The member's comment appears in the owner's open comments panel without a
 * reload, the owner's bell counts a mention and then a client's decision as they happen, and
 * marking them read in one tab clears the badge in another — each within a few seconds, far inside
 * the fallback polls (60 s for the panel, 30 s for the bell).
 */
// Pushed, not polled: well inside the 30-s poll, with room for a CI machine running other browser
// tests at once (a 4-s bound was once missed there by the bell, the push path being a publish
// through PostgreSQL, an SSE event, a refetch and a render).
const LIVE_MS = 8000;

let running: AppOnOwnDatabase | undefined;
let handle: DatabaseHandle;
let app: RunningApp;
let browser: Browser;
const consoleErrors: string[] = [];
let ownerPage: Page;
let memberPage: Page;
let ownerId: number;
let documentId: number;

async function signedIn(firstName: string, lastName: string) {
  const { page, account } = await openSignedInPage(browser, app.url, consoleErrors);
  const [user] = await handle.db.select({ id: users.id }).from(users).where(eq(users.email, account.email));
  await handle.db.update(users).set({ firstName, lastName }).where(eq(users.id, user!.id));
  return { page, userId: user!.id };
}

const panelThreads = (page: Page) => page.locator('article[data-thread-id]');

/**
 * What each tab's notification stream did (requested, answered with which status, ended, failed),
 * with milliseconds since the file started: printed when a push does not arrive in time, to tell a
 * stream that never opened from an event that never came (this test failed twice in CI, never here).
 */
const started = Date.now();
const streamLog: string[] = [];
function watchStream(page: Page, name: string): void {
  const note = (what: string) => streamLog.push(`${Date.now() - started} ms ${name}: ${what}`);
  const isStream = (url: string) => url.includes(NOTIFICATION_STREAM_PATH);
  page.on('request', (request) => isStream(request.url()) && note('stream requested'));
  page.on('response', (response) => isStream(response.url()) && note(`stream answered ${response.status()}`));
  page.on('requestfinished', (request) => isStream(request.url()) && note('stream ended'));
  page.on('requestfailed', (request) => isStream(request.url()) && note(`stream failed: ${request.failure()?.errorText ?? '?'}`));
  page.on('framenavigated', (frame) => frame === page.mainFrame() && note(`at ${new URL(frame.url()).pathname}`));
  page.on('response', (response) => {
    if (!response.url().endsWith('/api/notifications')) return;
    void response.json().then(
      (body: { unread?: number }) => note(`list fetched: ${body.unread} unread`),
      () => note(`list answered ${response.status()}`),
    );
  });
  // The stream's events as the browser received them (DevTools' view of an EventSource).
  void page
    .context()
    .newCDPSession(page)
    .then(async (session) => {
      session.on('Network.eventSourceMessageReceived', (message) => note(`event ${message.eventName}`));
      await session.send('Network.enable');
    });
}

/** Waits for a pushed change; when it does not come, says what the streams, the page and the server did. */
async function waitForPush(page: Page, locator: Locator): Promise<void> {
  try {
    await locator.waitFor({ timeout: LIVE_MS });
  } catch (error) {
    const visibility = await page.evaluate<string>('document.visibilityState').catch(() => 'unknown');
    const rows = await handle.db.select({ id: notifications.id, readAt: notifications.readAt }).from(notifications).where(eq(notifications.userId, ownerId));
    throw new Error(
      [
        `${(error as Error).message}`,
        `page ${page.url()} is ${visibility}; the owner's notifications in the database: ${JSON.stringify(rows)}`,
        'streams:',
        ...streamLog,
        "the app's output (warnings and errors):",
        app.output().slice(-4000),
      ].join('\n'),
      { cause: error },
    );
  }
}
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  running = await startAppOnOwnDatabase('live_comments');
  ({ app, browser, handle } = running);
  const owner = await signedIn('Olive', 'Owner');
  const member = await signedIn('Milo', 'Member');
  ownerPage = owner.page;
  memberPage = member.page;
  watchStream(ownerPage, 'owner');
  ownerId = owner.userId;
  await moveIntoWorkspace(handle.db, { userId: member.userId, workspaceId: await workspaceOwnedBy(handle.db, ownerId), role: 'member' });
  const created = await ownerPage.request.post('/api/documents', { data: { title: 'Green tea', content: 'Fresh green tea, picked by hand.' } });
  expect(created.status()).toBe(201);
  documentId = ((await created.json()) as { id: number }).id;
});
afterAll(async () => {
  await running?.stop();
});

describe('comments and notifications, live', () => {
  afterAll(() => {
    expect(consoleErrors).toEqual([]);
  });

  it("shows the member's new comment in the owner's open panel without a reload", async () => {
    await Promise.all(
      [ownerPage, memberPage].map(async (page) => {
        await page.goto(`/editor/${documentId}`);
        await page.getByText('Saved', { exact: true }).waitFor();
        await page.getByText('No open comments.', { exact: false }).waitFor();
      }),
    );

    await memberPage.locator('.ProseMirror').click();
    await memberPage.keyboard.press('Control+Alt+KeyM');
    const composer = memberPage.getByRole('combobox', { name: 'New comment' });
    await composer.waitFor();
    await composer.fill('Is it sencha or gyokuro?');
    await memberPage.keyboard.press('Control+Enter');
    await panelThreads(memberPage).first().getByText('Is it sencha or gyokuro?').waitFor();

    await panelThreads(ownerPage).first().getByText('Is it sencha or gyokuro?').waitFor({ timeout: LIVE_MS });
    // …and the member's reply, while the owner's page is never reloaded.
    const memberThread = panelThreads(memberPage).first();
    await memberThread.getByRole('button', { name: 'Reply' }).click();
    await memberThread.getByRole('combobox', { name: 'Reply' }).fill('Sencha, I think.');
    await memberThread.getByRole('button', { name: 'Reply', exact: true }).click();
    await panelThreads(ownerPage).first().getByText('Sencha, I think.').waitFor({ timeout: LIVE_MS });
  });

  it("raises the owner's bell count as a mention and a client's decision arrive", async () => {
    await ownerPage.goto('/dashboard');
    await ownerPage.getByRole('button', { name: 'Notifications', exact: true }).waitFor();

    const mention = await memberPage.request.post(`/api/documents/${documentId}/comments`, { data: { body: `Over to you <@${ownerId}>` } });
    expect(mention.status()).toBe(201);
    await waitForPush(ownerPage, ownerPage.getByRole('button', { name: 'Notifications, 1 unread' }));

    const shared = await ownerPage.request.post(`/api/documents/${documentId}/review-links`, {
      data: { contactName: 'Clara Client', contactEmail: 'clara@client.example', expiresAt: inDays(14), permission: 'comment' },
    });
    expect(shared.status()).toBe(201);
    const token = ((await shared.json()) as { url: string }).url.split('/review/')[1]!;
    // The guest has no account: a context of its own, without the team's cookies.
    const guest = await browser.newContext({ baseURL: app.url });
    expect((await guest.request.put(`/api/review/${token}/decision`, { data: { decision: 'approved' } })).status()).toBe(200);
    await guest.close();

    const bell = ownerPage.getByRole('button', { name: 'Notifications, 2 unread' });
    await waitForPush(ownerPage, bell);
    await ownerPage.setViewportSize({ width: 375, height: 740 });
    await bell.click();
    const decision = ownerPage.getByRole('menuitem', { name: /Clara Client approved Green tea/ });
    await decision.waitFor();
    await ownerPage.screenshot({ path: `${process.env.SCREENSHOT_DIR ?? '/tmp'}/bell-review-decision-375.png` });
    await decision.click();
    await ownerPage.waitForURL(new RegExp(`/editor/${documentId}$`));
    await ownerPage.getByRole('button', { name: 'Notifications, 1 unread' }).waitFor();
  });

  it("clears the bell in the owner's other tab when they mark everything read in one", async () => {
    const otherTab = await ownerPage.context().newPage();
    watchStream(otherTab, 'owner, other tab');
    await otherTab.goto('/dashboard');
    await otherTab.getByRole('button', { name: 'Notifications, 1 unread' }).waitFor();

    // Back to the first tab, as a person would (a hidden tab draws no frames).
    await ownerPage.bringToFront();
    await ownerPage.getByRole('button', { name: 'Notifications, 1 unread' }).click();
    await ownerPage.getByRole('button', { name: 'Mark all read' }).click();
    await ownerPage.getByRole('button', { name: 'Notifications', exact: true }).waitFor();
    // Told by the stream, not by a reload or the 30-s fallback poll.
    await waitForPush(otherTab, otherTab.getByRole('button', { name: 'Notifications', exact: true }));
    await otherTab.close();
  });

  it("counts a mention that arrives while the bell's first list is still on its way", async () => {
    // The tab's first list is read by the server at once, but its answer held back until the
    // mention has been committed and announced: the announcement must not be lost to it.
    let answerRead!: () => void;
    const read = new Promise<void>((resolve) => (answerRead = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await ownerPage.route(
      '**/api/notifications',
      async (route) => {
        const response = await route.fetch();
        answerRead();
        await released;
        await route.fulfill({ response });
      },
      { times: 1 },
    );
    const seen = (event: string) => () => streamLog.filter((line) => line.endsWith(`owner: event ${event}`)).length;
    const [readyBefore, announcedBefore] = [seen('ready')(), seen('notifications-changed')()];
    await ownerPage.goto('/dashboard');
    await read;
    // The new page's stream is open (its first event came), so the mention's announcement reaches it.
    await expect.poll(seen('ready'), { timeout: LIVE_MS }).toBeGreaterThan(readyBefore);

    const mention = await memberPage.request.post(`/api/documents/${documentId}/comments`, { data: { body: `Back to you <@${ownerId}>` } });
    expect(mention.status()).toBe(201);
    await expect.poll(seen('notifications-changed'), { timeout: LIVE_MS }).toBeGreaterThan(announcedBefore);
    release();
    await waitForPush(ownerPage, ownerPage.getByRole('button', { name: 'Notifications, 1 unread' }));
  });
});

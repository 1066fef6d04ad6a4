import type { Browser, Page } from 'playwright-core';
import { setTimeout as sleep } from 'node:timers/promises';
import { expect } from 'vitest';
import type { RunningApp } from './app-server.js';
import { outboxMails } from './outbox.js';
import { openSignedInPage } from './signed-in-page.js';

/** Helpers of the suggesting-mode journeys (ADR 0044). */
export const content = (page: Page) => page.getByLabel('Content', { exact: true });
export const toolbarButton = (page: Page, name: string) => page.getByRole('toolbar', { name: 'Formatting' }).getByRole('button', { name, exact: true });
export const pending = (page: Page) => page.getByRole('list', { name: 'Pending suggestions' }).getByRole('listitem');

export async function storedContent(page: Page, id: number): Promise<string> {
  const response = await page.request.get(`/api/documents/${id}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { content: string }).content;
}

/** The /invite/<token> token mailed to `to`, from DATA_DIR/outbox. */
async function invitationTokenFor(app: RunningApp, to: string): Promise<string> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const mail = (await outboxMails(app.dataDir)).findLast((candidate) => candidate.to === to);
    const token = mail ? /\/invite\/([A-Za-z0-9_-]{43})/.exec(mail.decoded)?.[1] : undefined;
    if (token) return token;
    if (Date.now() > deadline) throw new Error(`no invitation mailed to ${to}`);
    await sleep(200);
  }
}

/**
 * The owner (on a plan with a team) creates a document and invites Morgan Member; both open it
 * and wait until it is the shared one (connected, nothing unsaved, each seeing the other).
 */
export async function ownerAndMemberOn(browser: Browser, app: RunningApp, consoleErrors: string[], document: { title: string; content: string }) {
  const owner = await openSignedInPage(browser, app.url, consoleErrors, { confirmEmailIn: app.dataDir });
  const { user } = (await (await owner.page.request.get('/api/auth/verify')).json()) as { user: { id: number } };
  const plan = await owner.page.request.post('/api/subscription/create', { data: { userId: user.id, planId: 'family', paymentMethod: 'stripe' } });
  expect(plan.status()).toBe(200);
  const created = await owner.page.request.post('/api/documents', { data: { ...document, personalityId: 1 } });
  const { id } = (await created.json()) as { id: number };
  const member = { firstName: 'Morgan', lastName: 'Member', email: `morgan.${Date.now()}@example.com`, password: 'another good password' };
  expect((await owner.page.request.post('/api/team/invitations', { data: { email: member.email, role: 'member' } })).status()).toBe(201);
  const token = await invitationTokenFor(app, member.email);

  const context = await browser.newContext({ baseURL: app.url });
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  expect((await page.request.post('/api/auth/register', { data: member })).status()).toBe(201);
  expect((await page.request.post('/api/auth/login', { data: { email: member.email, password: member.password, remember: false } })).status()).toBe(200);
  expect((await page.request.post(`/api/invitations/${token}/accept`)).status()).toBe(200);

  for (const each of [owner.page, page]) {
    await each.goto(`/editor/${id}`);
    await content(each).waitFor();
    await each.getByText('Saved', { exact: true }).waitFor();
  }
  await owner.page.getByRole('group', { name: 'Also here: Morgan Member' }).waitFor();
  return { owner, page, context, id };
}

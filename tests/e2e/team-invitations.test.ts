import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppAndBrowser, stopAppAndBrowser } from './support/app-and-browser.js';
import type { RunningApp } from './support/app-server.js';
import { outboxMails } from './support/outbox.js';
import { openSignedInPage, toast } from './support/signed-in-page.js';

/**
 * Issue 18's teams in the browser, against the app as `npm start` runs it with no SMTP_URL: an
 * owner on the Family plan invites an address from Settings → Team, the invitation is read from
 * DATA_DIR/outbox, a second browser creates an account with that address from the link, joins and
 * sees the owner's document but not billing; then the account menu's switcher takes it back to its
 * own workspace.
 */
let app: RunningApp;
let browser: Browser;
const consoleErrors: string[] = [];

beforeAll(async () => {
  ({ app, browser } = await startAppAndBrowser());
  return () => stopAppAndBrowser({ app, browser });
});

/** Waits for the invitation mailed to `to` and returns its /invite/<token> link. */
async function invitationLinkFor(to: string, timeoutMs = 15_000): Promise<{ subject: string; link: string }> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = (await outboxMails(app.dataDir)).findLast((candidate) => candidate.to === to);
    const link = mail ? /(https?:\/\/[^\s"<>/]+\/invite\/[A-Za-z0-9_-]{43})/.exec(mail.decoded)?.[1] : undefined;
    if (mail && link) return { subject: mail.subject, link };
    if (Date.now() > deadline) throw new Error(`no invitation mailed to ${to}`);
    await sleep(200);
  }
}

async function expectNoSeriousAxeViolations(page: Page, selector?: string): Promise<void> {
  const builder = new AxeBuilder({ page });
  const results = await (selector ? builder.include(selector) : builder).analyze();
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function visitorPage(): Promise<Page> {
  const page = await (await browser.newContext({ baseURL: app.url })).newPage();
  page.on('console', (message) => {
    // A visitor's session check answers 401, and a spent link 410, which the browser logs itself.
    if (message.type() === 'error' && !/\b(401|410)\b/.test(message.text())) consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  return page;
}

describe('teams', () => {
  afterAll(() => {
    expect(consoleErrors).toEqual([]);
  });

  it('invites by email, the invitee signs up from the link, joins, sees the owner’s documents and switches back', async () => {
    const owner = await openSignedInPage(browser, app.url, consoleErrors, { confirmEmailIn: app.dataDir });
    const { user } = (await (await owner.page.request.get('/api/auth/verify')).json()) as { user: { id: number } };
    const subscribed = await owner.page.request.post('/api/subscription/create', { data: { userId: user.id, planId: 'family', paymentMethod: 'stripe' } });
    expect(subscribed.status()).toBe(200);
    expect((await owner.page.request.post('/api/documents', { data: { title: 'Team launch plan', content: 'Shared words.' } })).status()).toBe(201);

    await owner.page.goto('/settings');
    const team = owner.page.getByRole('region', { name: 'Team' });
    await team.getByText('1 of 5 seats used').waitFor();
    const invitee = { email: `morgan.${Date.now()}@example.com`, password: 'another good password' };
    await team.getByLabel('Email').fill('not an address');
    await team.getByRole('button', { name: 'Send invitation' }).click();
    await team.getByText('Enter a valid email address').waitFor();
    await team.getByLabel('Email').fill(invitee.email);
    await team.getByRole('button', { name: 'Send invitation' }).click();
    await toast(owner.page, 'Invitation sent').first().waitFor();
    await team.getByRole('list', { name: 'Pending invitations' }).getByText(invitee.email).waitFor();
    await team.getByText('2 of 5 seats used').waitFor();
    await expectNoSeriousAxeViolations(owner.page, 'section:has(#invite-email)');

    const { subject, link } = await invitationLinkFor(invitee.email);
    expect(subject).toBe('Casey Writer invited you to Casey Writer on Inkwise');
    expect(link.startsWith(`${app.url}/invite/`)).toBe(true);

    // Opened by the owner's own (wrong) account: it says so, and offers Sign out.
    await owner.page.goto(link);
    await owner.page.getByRole('alert').getByText(`This invitation was sent to ${invitee.email}, but you are signed in as ${owner.account.email}.`, { exact: false }).waitFor();
    await owner.page.getByRole('button', { name: 'Sign out' }).waitFor();
    await owner.page.goto('/settings');

    // A second browser, signed out, follows the link and creates the invited account.
    const page = await visitorPage();
    await page.goto(link);
    await page.getByTestId('invitation-summary').getByText('Casey Writer invited you to join Casey Writer as a member.').waitFor();
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(`${app.url}/signup`);
    expect(await page.getByLabel('Email').inputValue()).toBe(invitee.email);
    await page.getByLabel('First name').fill('Morgan');
    await page.getByLabel('Last name').fill('Reader');
    await page.getByLabel('Password', { exact: true }).fill(invitee.password);
    await page.getByLabel('Confirm password').fill(invitee.password);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL(link);
    await page.getByRole('button', { name: 'Join workspace' }).click();
    await page.waitForURL(`${app.url}/dashboard`);
    await page.getByText('Team launch plan').first().waitFor();
    // A member writes but does not manage billing: no Subscription in the menu, and the page says why.
    await page.getByRole('button', { name: /^Account menu/ }).click();
    await page.getByRole('menuitem', { name: /Settings/ }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'Subscription' }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await page.goto(`${app.url}/subscription`);
    await page.getByText("Your role (Member) can't manage billing — ask an owner.").waitFor();
    await page.goto(`${app.url}/dashboard`);

    // The owner's team now lists the new member, and the invitation is spent.
    await owner.page.reload();
    await team.getByRole('list', { name: 'Members' }).getByText(invitee.email).waitFor();
    await team.getByText('No pending invitations.').waitFor();
    const again = await visitorPage();
    await again.goto(link);
    await again.getByRole('alert').getByText('This invitation has already been accepted. Sign in to reach the workspace.').waitFor();

    // The switcher, in the account menu of someone in two workspaces: back to their own.
    await page.getByRole('button', { name: /Account menu/ }).click();
    const current = page.getByRole('menuitem', { name: /Casey Writer/ });
    expect(await current.getAttribute('aria-current')).toBe('true');
    await page.getByRole('menuitem', { name: /Morgan Reader/ }).click();
    await toast(page, 'Switched to Morgan Reader').first().waitFor();
    await page.waitForURL(`${app.url}/dashboard`);
    await page.getByRole('heading', { name: /dashboard/i }).first().waitFor();
    await expect.poll(async () => page.getByText('Team launch plan').count()).toBe(0);
    await owner.context.close();
  });

  it('lets the owner delete the workspace from Settings → Team, with their password: its documents are gone for good', async () => {
    // The wrong password answers 403, which the browser logs itself; anything else is an error.
    const pageErrors: string[] = [];
    const { context, page, account } = await openSignedInPage(browser, app.url, pageErrors);
    expect((await page.request.post('/api/documents', { data: { title: 'Doomed draft', content: 'Words.', personalityId: 1 } })).status()).toBe(201);
    await page.goto('/settings#team');
    const team = page.locator('#team');
    await team.getByRole('button', { name: 'Delete workspace' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete the workspace “Casey Writer”?' });
    await dialog.getByText('This deletes at once, for good, and cannot be undone:').waitFor();
    await team.getByText('Removes the workspace “Casey Writer” and everything in it, for everyone in it.', { exact: false }).waitFor();
    await expectNoSeriousAxeViolations(page, '[role="dialog"]');

    await dialog.getByRole('button', { name: 'Delete workspace' }).click();
    await dialog.getByText('Enter your password').waitFor();
    await dialog.getByLabel('Your password').fill('not my password');
    await dialog.getByRole('button', { name: 'Delete workspace' }).click();
    await dialog.getByText('That password is not right. The workspace was not deleted.').waitFor();
    expect(await (await page.request.get('/api/documents')).json()).toHaveLength(1);

    await dialog.getByLabel('Your password').fill(account.password);
    await dialog.getByRole('button', { name: 'Delete workspace' }).click();
    await toast(page, 'Workspace deleted').first().waitFor();
    await page.waitForURL(`${app.url}/dashboard`);
    // The owner keeps their account, now in a new empty workspace.
    expect(await (await page.request.get('/api/documents')).json()).toEqual([]);
    await expect.poll(async () => page.getByText('Doomed draft').count()).toBe(0);
    expect(pageErrors.filter((error) => !error.includes('status of 403'))).toEqual([]);
    await context.close();
  });
});

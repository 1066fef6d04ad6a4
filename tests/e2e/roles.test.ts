import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/server/db/database.js';
import { users } from '../../src/server/db/schema.js';
import { moveIntoWorkspace, workspaceOwnedBy } from '../support/workspace-roles.js';
import type { RunningApp } from './support/app-server.js';
import { startAppOnOwnDatabase, type AppOnOwnDatabase } from './support/app-on-own-database.js';
import { openSignedInPage } from './support/signed-in-page.js';

/**
 * Roles in the browser (issue 18): a member of someone else's workspace (joined through the
 * database, as an accepted invitation leaves it) is not offered billing, API keys or the AI
 * settings, cannot add a client, and opening /subscription directly says why; an admin adds
 * clients but is not offered billing either. The app runs on a database this test can reach.
 */
let running: AppOnOwnDatabase | undefined;
let handle: DatabaseHandle;
let app: RunningApp;
let browser: Browser;
const consoleErrors: string[] = [];
let ownerPage: Page;
let workspaceId: number;

async function userIdOf(email: string): Promise<number> {
  const [user] = await handle.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) throw new Error(`no user ${email}`);
  return user.id;
}

/** A new account moved into the owner's workspace with `role`, signed in on a page of its own. */
async function joined(role: 'admin' | 'member', name: { firstName: string; lastName: string }): Promise<Page> {
  const { page, account } = await openSignedInPage(browser, app.url, consoleErrors);
  const userId = await userIdOf(account.email);
  await handle.db.update(users).set(name).where(eq(users.id, userId));
  await moveIntoWorkspace(handle.db, { userId, workspaceId, role });
  return page;
}

/** Opens a screen and waits until the role's permissions have arrived and the screen has settled. */
async function open(page: Page, path: string): Promise<void> {
  const access = page.waitForResponse((response) => response.url().endsWith('/api/auth/verify'));
  await page.goto(path);
  await access;
  await page.waitForLoadState('networkidle');
}

const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true });

async function accountMenuItems(page: Page): Promise<string[]> {
  await page.getByRole('button', { name: /^Account menu/ }).click();
  const items = await page.getByRole('menuitem').allInnerTexts();
  await page.keyboard.press('Escape');
  return items.map((item) => item.trim());
}

beforeAll(async () => {
  running = await startAppOnOwnDatabase('roles');
  ({ app, browser, handle } = running);
  const owner = await openSignedInPage(browser, app.url, consoleErrors);
  ownerPage = owner.page;
  workspaceId = await workspaceOwnedBy(handle.db, await userIdOf(owner.account.email));
  expect((await ownerPage.request.post('/api/clients', { data: { name: 'Northwind Teas' } })).status()).toBe(201);
});
afterAll(async () => {
  await running?.stop();
});

describe('roles in the browser', () => {
  afterAll(() => {
    expect(consoleErrors).toEqual([]);
  });

  it('shows a member the clients without ways to change them, and no billing, API keys or AI settings', async () => {
    const page = await joined('member', { firstName: 'Mia', lastName: 'Member' });

    await open(page, '/clients');
    await expect.poll(() => page.getByText('Northwind Teas').count()).toBeGreaterThan(0);
    expect(await page.getByRole('button', { name: 'Add Client' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Edit Northwind Teas' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Delete Northwind Teas' }).count()).toBe(0);

    const items = await accountMenuItems(page);
    expect(items).toContain('Settings');
    expect(items).not.toContain('Subscription');

    await open(page, '/settings');
    await heading(page, 'Account').waitFor();
    await heading(page, 'Personalities').waitFor();
    expect(await heading(page, 'AI model').count()).toBe(0);
    expect(await heading(page, 'AI usage').count()).toBe(0);
    expect(await heading(page, 'API keys').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'New personality' }).count()).toBe(0);
    // Its "On this page" list names only the sections the page shows a member.
    const sectionLinks = await page.getByRole('navigation', { name: 'On this page' }).getByRole('link').allInnerTexts();
    expect(sectionLinks.map((text) => text.trim())).toEqual(['Account', 'Team', 'Security', 'Personalities', 'Style rules', 'Your data']);
    await page.getByText('The workspace’s AI model and API keys are managed by its owners and admins. Your role: Member.').waitFor();

    // Straight to the billing screen: a clear sentence instead of plans that would be refused.
    await open(page, '/subscription');
    await page.getByText("Your role (Member) can't manage billing — ask an owner.").waitFor();
    expect(await page.getByRole('button', { name: /Upgrade|Subscribe|Choose/ }).count()).toBe(0);

    // The server holds the same line if the screen is bypassed.
    // On the dashboard, Delete is offered on the member's own document only.
    expect((await page.request.post('/api/documents', { data: { title: 'Mia’s draft', content: 'Mine.' } })).status()).toBe(201);
    expect((await ownerPage.request.post('/api/documents', { data: { title: 'Owner’s plan', content: 'Theirs.' } })).status()).toBe(201);
    await open(page, '/dashboard');
    const actionsOf = async (title: string) => {
      await page.getByRole('button', { name: `Actions for ${title}` }).click();
      const menu = page.getByRole('menu', { name: `Actions for ${title}` });
      await menu.getByRole('menuitem', { name: 'Duplicate' }).waitFor();
      const items = (await menu.getByRole('menuitem').allInnerTexts()).map((item) => item.trim());
      await page.keyboard.press('Escape');
      await menu.waitFor({ state: 'detached' });
      return items;
    };
    expect(await actionsOf('Mia’s draft')).toEqual(['Duplicate', 'Delete']);
    expect(await actionsOf('Owner’s plan')).toEqual(['Duplicate']);

    const refused = await page.request.post('/api/clients', { data: { name: 'Sneaky' } });
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toEqual({ error: "Your role (Member) can't manage clients — ask an owner or admin." });
  });

  it('lets an admin add clients and manage API keys, but not billing', async () => {
    const page = await joined('admin', { firstName: 'Ada', lastName: 'Admin' });

    await open(page, '/clients');
    await page.getByRole('button', { name: 'Add Client' }).first().waitFor();
    await page.getByRole('button', { name: 'Edit Northwind Teas' }).waitFor();
    expect(await accountMenuItems(page)).not.toContain('Subscription');

    await open(page, '/settings');
    await heading(page, 'API keys').waitFor();
    await heading(page, 'AI model').waitFor();
    await heading(page, 'AI usage').waitFor();

    await open(page, '/subscription');
    await page.getByText("Your role (Admin) can't manage billing — ask an owner.").waitFor();

    // The owner still has it all.
    await open(ownerPage, '/dashboard');
    expect(await accountMenuItems(ownerPage)).toContain('Subscription');
  });

  it('shows who created and last edited a document, in the editor and on the dashboard', async () => {
    const created = await ownerPage.request.post('/api/documents', { data: { title: 'Spring menu', content: 'Words by the owner.' } });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const member = await joined('member', { firstName: 'Bob', lastName: 'Ray' });
    expect((await member.request.patch(`/api/documents/${id}`, { data: { content: 'Words by Bob.' } })).status()).toBe(200);

    // The editor keeps working in the background (analysis, autosave), so it is never network-idle.
    await ownerPage.goto(`/editor/${id}`);
    await ownerPage.getByTestId('document-people').waitFor();
    await expect.poll(() => ownerPage.getByTestId('document-people').innerText()).toBe('Created by you · Last edited by Bob Ray, just now');

    await open(ownerPage, '/dashboard');
    const card = ownerPage.getByRole('article').filter({ hasText: 'Spring menu' }).or(ownerPage.locator('li').filter({ hasText: 'Spring menu' }));
    await card.getByText('Edited by Bob Ray').first().waitFor();
  });
});


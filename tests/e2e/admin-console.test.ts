import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_SUSPENDED_MESSAGE } from '../../src/shared/contract/auth.js';
import { startAppAndBrowser, stopAppAndBrowser } from './support/app-and-browser.js';
import { MASTER, type RunningApp } from './support/app-server.js';
import { openSignedInPage, toast } from './support/signed-in-page.js';

/** The administrator's console (issue 18, ADR 0039): only the master account finds it, and a suspension holds. */
let app: RunningApp;
let browser: Browser;
const consoleErrors: string[] = [];

beforeAll(async () => {
  ({ app, browser } = await startAppAndBrowser());
  return () => stopAppAndBrowser({ app, browser });
});

async function newPage(): Promise<Page> {
  const context = await browser.newContext({ baseURL: app.url });
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  return page;
}

describe('the admin console', () => {
  afterAll(() => {
    // The refusals these tests cause on purpose: /admin's 404 for others, the suspended sign-in's
    // 403 and the ended session's 401. Anything else is a failure.
    expect(consoleErrors.filter((text) => !/the server responded with a status of 40[134] /.test(text))).toEqual([]);
  });

  it('lets the master sign in at /master, open the console from the header, find an account and suspend it, which then cannot sign in', async () => {
    // The account to suspend, signed in in a browser of its own.
    const { page: theirs, account } = await openSignedInPage(browser, app.url, consoleErrors);
    await theirs.goto('/dashboard');
    await theirs.getByRole('button', { name: /^Account menu/ }).waitFor();

    const page = await newPage();
    await page.goto('/master');
    await page.getByLabel('Master Email').fill(MASTER.email);
    await page.getByLabel('Master Key').fill(MASTER.key);
    await page.getByRole('button', { name: 'Access Master Portal' }).click();
    await page.waitForURL(/\/dashboard$/);

    await page.getByRole('button', { name: /^Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Admin console' }).click();
    await page.waitForURL(/\/admin$/);
    await page.getByRole('heading', { name: 'Admin console', level: 1 }).waitFor();

    await page.getByLabel('Search accounts by email or name').fill(account.email);
    const manage = page.getByRole('button', { name: `Manage ${account.email}` });
    await manage.waitFor();
    await expect.poll(() => page.getByRole('button', { name: /^Manage / }).count()).toBe(1);
    await manage.click();
    await page.getByRole('dialog').getByRole('button', { name: 'Suspend account' }).click();
    // The confirmation asks for a reason first.
    await page.getByRole('dialog').getByRole('button', { name: 'Suspend account' }).click();
    await page.getByText('Say why the account is suspended (support will read it).').waitFor();
    await page.getByRole('dialog').getByLabel('Reason').fill('Sent spam to our customers');
    await page.getByRole('dialog').getByRole('button', { name: 'Suspend account' }).click();
    await expect.poll(() => toast(page, 'Account suspended').count()).toBeGreaterThan(0);
    await page.getByRole('dialog').getByText('Sent spam to our customers').waitFor();
    // Back on the details, the keyboard is still in the dialog: Escape closes it (the first one
    // dismisses the toast above it, as Radix layers do).
    expect(await page.evaluate<boolean>('document.activeElement?.closest(\'[role="dialog"]\') !== null')).toBe(true);
    await page.keyboard.press('Escape');
    await page.getByRole('status').filter({ hasText: 'Account suspended' }).waitFor({ state: 'detached' });
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.getByRole('row').filter({ hasText: account.email }).getByText('Suspended', { exact: true }).waitFor();

    // Their browser is signed out at its next request, and signing in again is refused with the reason to call support.
    await theirs.getByRole('link', { name: 'Clients' }).first().click();
    await theirs.waitForURL(/\/login/);
    await theirs.getByLabel('Email').fill(account.email);
    await theirs.getByLabel('Password').fill(account.password);
    await theirs.getByRole('button', { name: 'Sign In' }).click();
    await expect.poll(() => theirs.getByText(ACCOUNT_SUSPENDED_MESSAGE).count()).toBeGreaterThan(0);
    expect(new URL(theirs.url()).pathname).toBe('/login');

    // The console's audit log shows the suspension; the tabs go by arrow keys.
    await page.getByRole('tab', { name: 'Accounts' }).focus();
    await page.keyboard.press('End');
    expect(await page.getByRole('tab', { name: 'Audit log' }).getAttribute('aria-selected')).toBe('true');
    await page.getByText('Administrator suspended the account').first().waitFor();
    const axe = await new AxeBuilder({ page }).include('main').analyze();
    expect(axe.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);

    // At phone width the page does not scroll sideways: the tables scroll within themselves.
    await page.setViewportSize({ width: 390, height: 800 });
    await page.getByRole('tab', { name: 'Workspaces' }).click();
    await page.getByRole('button', { name: /^Change the plan of / }).first().waitFor();
    const overflow = await page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth');
    expect(overflow).toBeLessThanOrEqual(0);
  });

  it('comps Enterprise for a workspace and agrees more seats, which its owner then sees in Settings → Team', async () => {
    const { page: theirs, account } = await openSignedInPage(browser, app.url, consoleErrors);
    const page = await newPage();
    await page.goto('/master');
    await page.getByLabel('Master Email').fill(MASTER.email);
    await page.getByLabel('Master Key').fill(MASTER.key);
    await page.getByRole('button', { name: 'Access Master Portal' }).click();
    await page.waitForURL(/\/dashboard$/);
    await page.goto('/admin');
    await page.getByRole('tab', { name: 'Workspaces' }).click();
    await page.getByLabel('Search workspaces by name or owner’s email').fill(account.email);
    await expect.poll(() => page.getByRole('button', { name: /^Change the plan of / }).count()).toBe(1);
    // Seats above 10 are an Enterprise deal: offered once the plan is Enterprise.
    expect(await page.getByRole('button', { name: /^Change the seats of / }).count()).toBe(0);
    await page.getByRole('button', { name: /^Change the plan of / }).click();
    await page.getByRole('dialog').getByLabel('Plan').click();
    await page.getByRole('option', { name: 'Enterprise (comped)' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Comp Enterprise' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    await page.getByRole('button', { name: /^Change the seats of / }).click();
    const seats = page.getByRole('dialog').getByLabel('Seats');
    await seats.fill('10');
    await page.getByRole('dialog').getByRole('button', { name: 'Save seats' }).click();
    await page.getByRole('dialog').getByText('Enter a whole number from 11 to 10,000.').waitFor();
    await seats.fill('12');
    await page.getByRole('dialog').getByRole('button', { name: 'Save seats' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.getByRole('row').filter({ hasText: account.email }).getByText('of 12').waitFor();

    await theirs.goto('/settings');
    await theirs.getByText('1 of 12 seats used').waitFor();
    await theirs.context().close();
    await page.context().close();
  });

  it('shows a workspace owner their own audit log in Settings', async () => {
    const { page, account } = await openSignedInPage(browser, app.url, consoleErrors);
    await page.goto('/settings');
    const log = page.getByRole('region', { name: 'Audit log' });
    await log.getByRole('region', { name: 'Audit log entries' }).getByText('Signed in').waitFor();
    await log.getByText(account.email).first().waitFor();
    await page.setViewportSize({ width: 390, height: 800 });
    expect(await page.evaluate<boolean>('document.documentElement.scrollWidth <= window.innerWidth')).toBe(true);
  });

  it('shows anyone else the 404 page at /admin, signed in or not, and offers them no Admin console', async () => {
    const { page } = await openSignedInPage(browser, app.url, consoleErrors);
    const response = await page.goto('/admin');
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    await page.goto('/dashboard');
    await page.getByRole('button', { name: /^Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Settings' }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'Admin console' }).count()).toBe(0);

    const visitor = await newPage();
    expect((await visitor.goto('/admin'))?.status()).toBe(404);
    await visitor.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
  });
});

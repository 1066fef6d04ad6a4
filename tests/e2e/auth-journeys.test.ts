import type { Browser, BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { startAppAndBrowser, stopAppAndBrowser } from './support/app-and-browser.js';
import { MASTER, type RunningApp } from './support/app-server.js';

let app: RunningApp;
let browser: Browser;
const consoleErrors: string[] = [];

beforeAll(async () => {
  ({ app, browser } = await startAppAndBrowser());
  return () => stopAppAndBrowser({ app, browser });
});

async function newPage(context?: BrowserContext, options = { recordErrors: true }): Promise<Page> {
  const page = await (context ?? (await browser.newContext())).newPage();
  if (!options.recordErrors) return page;
  page.on('console', (message) => {
    // A 401 from /api/auth/verify for a visitor is expected and logged by the browser itself.
    if (message.type() === 'error' && !message.text().includes('401')) consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  return page;
}

const toast = (page: Page, title: string) => page.getByRole('status').filter({ hasText: title }).or(page.getByText(title, { exact: true }));

async function signUp(page: Page, account: { firstName: string; lastName: string; email: string; password: string }) {
  await page.goto(`${app.url}/signup`);
  await page.getByLabel('First name').fill(account.firstName);
  await page.getByLabel('Last name').fill(account.lastName);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('Confirm password').fill(account.password);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL(`${app.url}/dashboard`);
}

async function logIn(page: Page, email: string, password: string, remember: boolean) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  if (remember) await page.getByLabel('Remember me').check();
  await page.getByRole('button', { name: 'Sign In' }).click();
}

async function logOut(page: Page, expectedEmail?: string) {
  await page.getByRole('button', { name: /account menu/i }).click();
  if (expectedEmail) await page.getByRole('menu').getByText(expectedEmail).waitFor();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await page.waitForURL(`${app.url}/login`);
}

describe('accounts in the browser', () => {
  it('signs up, stays signed in across a reload, logs out, and with remember-me stays signed in on a new page', async () => {
    const context = await browser.newContext();
    const page = await newPage(context);
    const account = { firstName: 'Maya', lastName: 'Writer', email: `maya.${Date.now()}@example.com`, password: 'a good long password' };

    await signUp(page, account);
    await expect.poll(() => toast(page, 'Account Created').count()).toBeGreaterThan(0);

    await page.reload();
    await page.waitForLoadState('networkidle');
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    // The account menu names who is signed in, and offers the way out.
    await logOut(page, account.email);
    await page.goto(`${app.url}/dashboard`);
    await page.waitForURL(/\/login/);

    await logIn(page, account.email, account.password, true);
    await page.waitForURL(`${app.url}/dashboard`);
    await expect.poll(() => toast(page, 'Login Successful').count()).toBeGreaterThan(0);
    expect(await page.evaluate('localStorage.getItem("rememberMe")')).toBe('true');

    const second = await newPage(context);
    await second.goto(`${app.url}/dashboard`);
    await second.waitForLoadState('networkidle');
    expect(new URL(second.url()).pathname).toBe('/dashboard');
    await context.close();
  });

  it('shows "Login Failed" for a wrong password and stays on /login', async () => {
    const page = await newPage();
    await page.goto(`${app.url}/login`);
    await logIn(page, 'nobody@example.com', 'not the password', false);
    await expect.poll(() => toast(page, 'Login Failed').count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByText('Invalid email or password').count()).toBeGreaterThan(0);
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  it('signs the master account in at /master with "Master Login Successful"', async () => {
    const page = await newPage();
    await page.goto(`${app.url}/master`);
    await expect.poll(() => page.getByText('Master Access Portal').count()).toBeGreaterThan(0);
    await page.getByLabel('Master Email').fill(MASTER.email);
    await page.getByLabel('Master Key').fill(MASTER.key);
    await page.getByRole('button', { name: 'Access Master Portal' }).click();
    await page.waitForURL(`${app.url}/dashboard`);
    await expect.poll(() => toast(page, 'Master Login Successful').count()).toBeGreaterThan(0);
    expect(JSON.parse((await page.evaluate<string | null>('localStorage.getItem("user")')) ?? '{}')).toMatchObject({
      isMasterAccount: true,
    });
  });

  it('refuses wrong master credentials with "Login Failed"', async () => {
    const page = await newPage();
    await page.goto(`${app.url}/master`);
    await page.getByLabel('Master Email').fill(MASTER.email);
    await page.getByLabel('Master Key').fill('definitely wrong key');
    await page.getByRole('button', { name: 'Access Master Portal' }).click();
    await expect.poll(() => toast(page, 'Login Failed').count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByText('Invalid master credentials.').count()).toBeGreaterThan(0);
  });

  it('shows "404 Page Not Found" with a 404 status for an unknown path', async () => {
    // The browser logs the page's own 404 status as an error; that is what this test wants.
    const page = await newPage(undefined, { recordErrors: false });
    const response = await page.goto(`${app.url}/no-such-page`);
    expect(response?.status()).toBe(404);
    await expect.poll(() => page.getByText('404 Page Not Found').count()).toBeGreaterThan(0);
  });

  it('sends a signed-out visitor of /clients to /login and back to /clients after signing in', async () => {
    const page = await newPage();
    const account = { firstName: 'Ravi', lastName: 'Agency', email: `ravi.${Date.now()}@example.com`, password: 'another long password' };
    const registered = await page.request.post(`${app.url}/api/auth/register`, { data: account });
    expect(registered.status()).toBe(201);

    await page.goto(`${app.url}/clients`);
    await page.waitForURL(/\/login/);
    await logIn(page, account.email, account.password, false);
    await page.waitForURL(`${app.url}/clients`);
  });

  it('logged no unexpected errors in the browser console', () => {
    expect(consoleErrors).toEqual([]);
  });
});

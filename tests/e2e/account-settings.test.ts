import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppAndBrowser, stopAppAndBrowser } from './support/app-and-browser.js';
import type { RunningApp } from './support/app-server.js';
import { openSignedInPage, toast } from './support/signed-in-page.js';

/** Settings → Account (issue 18): the profile, the password change, the list of sessions and "Sign out everywhere else". */
let app: RunningApp;
let browser: Browser;
const consoleErrors: string[] = [];

beforeAll(async () => {
  ({ app, browser } = await startAppAndBrowser());
  return () => stopAppAndBrowser({ app, browser });
});

const section = (page: Page) => page.getByRole('region', { name: 'Account' });
const field = (page: Page, label: string) => section(page).getByLabel(label, { exact: true });
// The password form's: the email change form asks for the current password too.
const currentPasswordField = (page: Page) => section(page).getByRole('form', { name: 'Password' }).getByLabel('Current password', { exact: true });
const accountMenu = (page: Page) => page.getByRole('button', { name: /^Account menu/ });

/** A second browser (its own cookies, and a browser of its own when given) signed in to the same account, on the dashboard. */
async function secondBrowser(account: { email: string; password: string }, options: { userAgent?: string } = {}) {
  const context = await browser.newContext({ baseURL: app.url, ...options });
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  expect((await page.request.post('/api/auth/login', { data: { email: account.email, password: account.password } })).status()).toBe(200);
  await page.goto('/dashboard');
  await accountMenu(page).waitFor();
  return { context, page };
}

/** The second browser's next request finds its session gone: the app goes back to sign-in. */
async function expectSignedOut(page: Page) {
  await page.getByRole('link', { name: 'Clients' }).first().click();
  await page.waitForURL(/\/login/);
}

describe('Settings → Account', () => {
  afterAll(() => {
    // The browser logs the refusals these tests cause on purpose (a wrong password: 400; the
    // signed-out browser's next request and a wrong sign-in: 401); anything else is a failure.
    expect(consoleErrors.filter((text) => !/the server responded with a status of 40[01] /.test(text))).toEqual([]);
  });

  it('saves a new name, which the header shows at once and after a reload', async () => {
    const { context, page } = await openSignedInPage(browser, app.url, consoleErrors);
    await page.goto('/settings');
    expect(await accountMenu(page).getAttribute('aria-label')).toBe('Account menu: CW');
    const save = section(page).getByRole('button', { name: 'Update profile' });
    expect(await save.isDisabled()).toBe(true);
    expect(await field(page, 'Email').getAttribute('readonly')).not.toBeNull();

    await field(page, 'First name').fill('');
    await save.click();
    await section(page).getByText('First name is required').waitFor();
    expect(await field(page, 'First name').getAttribute('aria-invalid')).toBe('true');

    await field(page, 'First name').fill('Robin');
    await field(page, 'Last name').fill('Hood');
    await field(page, 'Company (optional)').press('Enter');
    await toast(page, 'Profile saved').first().waitFor();
    await section(page).getByRole('status').filter({ hasText: 'Saved' }).waitFor();
    await expect.poll(() => accountMenu(page).getAttribute('aria-label')).toBe('Account menu: RH');
    await accountMenu(page).click();
    await page.getByRole('menu').getByText('Robin Hood').waitFor();
    await page.keyboard.press('Escape');

    const axe = await new AxeBuilder({ page }).include('#account').analyze();
    expect(axe.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);

    await page.reload();
    await expect.poll(() => field(page, 'First name').inputValue()).toBe('Robin');
    expect(await accountMenu(page).getAttribute('aria-label')).toBe('Account menu: RH');
    await context.close();
  });

  it('changes the password: a wrong current one is refused at its field, the other browser is signed out, the new one signs in', async () => {
    const { context, page, account } = await openSignedInPage(browser, app.url, consoleErrors);
    const other = await secondBrowser(account);
    await page.goto('/settings');
    const newPassword = 'a fresh long passphrase';

    await currentPasswordField(page).fill('not my password');
    await field(page, 'New password').fill(newPassword);
    await field(page, 'Confirm new password').fill(newPassword);
    await section(page).getByRole('button', { name: 'Change password' }).click();
    await section(page).getByText('That is not your current password.').waitFor();
    expect(await currentPasswordField(page).getAttribute('aria-invalid')).toBe('true');
    // Focus is back at the field to retype, for keyboard users.
    expect(await page.evaluate<string | undefined>('document.activeElement?.getAttribute("autocomplete")')).toBe('current-password');

    await currentPasswordField(page).fill(account.password);
    await currentPasswordField(page).press('Enter');
    await toast(page, 'Password changed').first().waitFor();
    await section(page).getByRole('status').filter({ hasText: 'every other browser and device was signed out' }).waitFor();
    expect(await currentPasswordField(page).inputValue()).toBe('');

    await expectSignedOut(other.page);
    await other.page.getByLabel('Email').fill(account.email);
    await other.page.getByLabel('Password', { exact: true }).fill(account.password);
    await other.page.getByRole('button', { name: 'Sign In' }).click();
    await toast(other.page, 'Invalid email or password').first().waitFor();
    await other.page.getByLabel('Password', { exact: true }).fill(newPassword);
    await other.page.getByRole('button', { name: 'Sign In' }).click();
    // Back where it was heading when its session ended.
    await other.page.waitForURL(/\/clients$/);
    await accountMenu(other.page).waitFor();

    // The browser that made the change is still signed in.
    await page.reload();
    await currentPasswordField(page).waitFor();
    expect(page.url()).toMatch(/\/settings$/);
    await other.context.close();
    await context.close();
  });

  it('signs out everywhere else after a confirmation, and says how many sessions ended', async () => {
    const { context, page, account } = await openSignedInPage(browser, app.url, consoleErrors);
    const other = await secondBrowser(account);
    await page.goto('/settings');
    const button = section(page).getByRole('button', { name: 'Sign out everywhere else' });

    await button.click();
    const dialog = page.getByRole('alertdialog', { name: 'Sign out everywhere else?' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => page.evaluate<string | undefined>('document.activeElement?.textContent?.trim()')).toBe('Sign out everywhere else');

    await button.click();
    await dialog.getByRole('button', { name: 'Sign out other sessions' }).click();
    await toast(page, '1 other session was signed out. You are still signed in here.').first().waitFor();
    await expectSignedOut(other.page);

    await button.click();
    await dialog.getByRole('button', { name: 'Sign out other sessions' }).click();
    await toast(page, 'You were signed in only here.').first().waitFor();
    await other.context.close();
    await context.close();
  });

  it('lists this browser and another with their devices, and signs the other out after a confirmation', async () => {
    const iPhone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
    const { context, page, account } = await openSignedInPage(browser, app.url, consoleErrors);
    const other = await secondBrowser(account, { userAgent: iPhone });
    await page.goto('/settings');
    const list = section(page).getByRole('list', { name: 'Signed-in sessions' });
    await expect.poll(() => list.getByRole('listitem').count()).toBe(2);

    const here = list.getByRole('listitem').filter({ hasText: 'This device' });
    await here.getByText('Chrome on Linux').waitFor();
    expect(await here.getByRole('button').count()).toBe(0);
    const phone = list.getByRole('listitem').filter({ hasText: 'Safari on iPhone' });
    await phone.getByText(/^Last active/).waitFor();
    await phone.getByText(/127\.0\.0\.1|::1/).waitFor();

    const signOut = phone.getByRole('button', { name: 'Sign out Safari on iPhone' });
    await signOut.click();
    const dialog = page.getByRole('alertdialog', { name: 'Sign out this session?' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => page.evaluate<string | undefined>('document.activeElement?.getAttribute("aria-label")')).toBe('Sign out Safari on iPhone');

    await page.keyboard.press('Enter');
    await dialog.getByRole('button', { name: 'Sign out session' }).click();
    await toast(page, 'Safari on iPhone is no longer signed in.').first().waitFor();
    await expect.poll(() => list.getByRole('listitem').count()).toBe(1);
    await section(page).getByText('You are not signed in anywhere else.').waitFor();
    // Its row is gone: focus moves on to the next control rather than the page's body.
    await expect.poll(() => page.evaluate<string | undefined>('document.activeElement?.textContent?.trim()')).toBe('Sign out everywhere else');

    await expectSignedOut(other.page);
    await other.context.close();
    await context.close();
  });
});

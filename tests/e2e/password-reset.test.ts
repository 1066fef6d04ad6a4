import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppAndBrowser, stopAppAndBrowser } from './support/app-and-browser.js';
import type { RunningApp } from './support/app-server.js';
import { linkFromOutbox, outboxMails } from './support/outbox.js';
import { openSignedInPage, toast } from './support/signed-in-page.js';

/**
 * Issue 18 in the browser, against the app as `npm start` runs it with no SMTP_URL: forgot
 * password → the mail in DATA_DIR/outbox → its link → a new password → sign in; and the banner
 * that asks a new account to confirm its address.
 */
let app: RunningApp;
let browser: Browser;
const consoleErrors: string[] = [];

beforeAll(async () => {
  ({ app, browser } = await startAppAndBrowser());
  return () => stopAppAndBrowser({ app, browser });
});

async function expectNoSeriousAxeViolations(page: Page, selector?: string): Promise<void> {
  const builder = new AxeBuilder({ page });
  const results = await (selector ? builder.include(selector) : builder).analyze();
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function visitorPage(): Promise<Page> {
  const page = await (await browser.newContext({ baseURL: app.url })).newPage();
  page.on('console', (message) => {
    // A visitor's session check answers 401, which the browser logs itself; a refused link answers 400.
    if (message.type() === 'error' && !/\b(401|400)\b/.test(message.text())) consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  return page;
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

describe('password reset', () => {
  afterAll(() => {
    expect(consoleErrors).toEqual([]);
  });

  it('mails a link to the outbox that sets a new password, signs out the old session, and the new password signs in', async () => {
    // This page's session is ended by the reset: its 401s afterwards are the point, not errors.
    const writer = await openSignedInPage(browser, app.url, []);
    const { email, password } = writer.account;
    await writer.page.goto('/dashboard');
    await writer.page.getByRole('heading', { name: /dashboard/i }).first().waitFor();

    const page = await visitorPage();
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL(`${app.url}/forgot-password`);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await toast(page, 'Reset Link Sent').first().waitFor();
    expect(await page.getByText("If an account with this email exists, you'll receive a password reset link.").count()).toBeGreaterThan(0);
    await page.getByRole('heading', { name: 'Check your email' }).waitFor();

    const { mail, link } = await linkFromOutbox(app.dataDir, email, '/reset-password');
    expect(mail.subject).toBe('Reset your Inkwise password');
    expect(link.startsWith(`${app.url}/reset-password?token=`)).toBe(true);

    await page.goto(link);
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    await expectNoSeriousAxeViolations(page);
    await page.getByLabel('New password', { exact: true }).fill('short');
    await page.getByLabel('Confirm new password').fill('short');
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await page.getByText('Password must be at least 8 characters').waitFor();
    await page.getByLabel('New password', { exact: true }).fill('a fresh new password');
    await page.getByLabel('Confirm new password').fill('a fresh new password');
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await page.waitForURL(`${app.url}/login`);
    await toast(page, 'Password changed').first().waitFor();

    // The session that knew the old password has ended.
    await writer.page.reload();
    await writer.page.waitForURL(/\/login$/);

    await signIn(page, email, password);
    await toast(page, 'Login Failed').first().waitFor();
    await signIn(page, email, 'a fresh new password');
    await page.waitForURL(`${app.url}/dashboard`);

    // The link was spent.
    const again = await visitorPage();
    await again.goto(link);
    await again.getByLabel('New password', { exact: true }).fill('yet another password');
    await again.getByLabel('Confirm new password').fill('yet another password');
    await again.getByRole('button', { name: 'Set New Password' }).click();
    await again.getByRole('alert').getByText('This password reset link has already been used.').waitFor();
    expect(await again.getByRole('link', { name: 'Ask for a new reset link' }).getAttribute('href')).toBe('/forgot-password');
    await writer.context.close();
  });

  it('answers an unknown address as a known one, and writes no mail for it', async () => {
    const before = (await outboxMails(app.dataDir)).length;
    const page = await visitorPage();
    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill(`nobody.${Date.now()}@example.com`);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await toast(page, 'Reset Link Sent').first().waitFor();
    await page.getByRole('heading', { name: 'Check your email' }).waitFor();
    // Give the job runner the time it takes to write a mail, then check it wrote none.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(await outboxMails(app.dataDir)).toHaveLength(before);
  });
});

describe('email verification', () => {
  it('asks a new account to confirm its address until it follows the mailed link; API keys wait for it', async () => {
    const { page, account, context } = await openSignedInPage(browser, app.url, consoleErrors);
    await page.goto('/dashboard');
    const banner = page.getByRole('region', { name: 'Confirm your email address' });
    await banner.getByText('Please confirm your email address.').waitFor();
    expect(await banner.innerText()).toContain(account.email);
    await expectNoSeriousAxeViolations(page, 'section[aria-label="Confirm your email address"]');

    // Resend: a second mail with a link of its own.
    await banner.getByRole('button', { name: 'Resend' }).click();
    await toast(page, 'Confirmation email sent').first().waitFor();
    await expect.poll(async () => (await outboxMails(app.dataDir)).filter((mail) => mail.to === account.email).length, { timeout: 15_000 }).toBe(2);

    // Hidden for as long as the tab is open, across screens and reloads; back in a new tab.
    await banner.getByRole('button', { name: 'Hide this reminder' }).click();
    await expect.poll(() => banner.count()).toBe(0);
    await page.goto('/settings');
    const keys = page.getByRole('region', { name: 'API keys' });
    await keys.getByText('Confirm your email address to create API keys.').waitFor();
    expect(await banner.count()).toBe(0);
    const otherTab = await context.newPage();
    await otherTab.goto('/dashboard');
    await otherTab.getByRole('region', { name: 'Confirm your email address' }).getByText('Please confirm your email address.').waitFor();
    await otherTab.close();
    expect(await keys.getByRole('button', { name: 'Create API key' }).isDisabled()).toBe(true);

    const { link } = await linkFromOutbox(app.dataDir, account.email, '/verify-email');
    await page.goto(link);
    await page.getByText('Your email address is confirmed.').waitFor();
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('link', { name: 'Go to dashboard' }).click();
    await page.waitForURL(`${app.url}/dashboard`);
    await page.getByRole('heading', { name: /dashboard/i }).first().waitFor();
    // Confirmed: no reminder, in a new tab either (where the hidden one would be back).
    await expect.poll(() => banner.count()).toBe(0);
    const freshTab = await context.newPage();
    await freshTab.goto('/dashboard');
    await freshTab.getByRole('heading', { name: /dashboard/i }).first().waitFor();
    await freshTab.waitForLoadState('networkidle');
    expect(await freshTab.getByRole('region', { name: 'Confirm your email address' }).count()).toBe(0);
    await freshTab.close();

    await page.goto('/settings');
    await keys.getByRole('button', { name: 'Create API key' }).waitFor();
    expect(await keys.getByRole('button', { name: 'Create API key' }).isEnabled()).toBe(true);
    expect(await keys.getByText('Confirm your email address to create API keys.').count()).toBe(0);

    // The link works once.
    await page.goto(link);
    await page.getByRole('alert').getByText('This confirmation link has already been used.').waitFor();
    await context.close();
  });
});

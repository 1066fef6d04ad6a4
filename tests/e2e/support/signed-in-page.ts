import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { linkFromOutbox } from './outbox.js';

let accounts = 0;

/**
 * A fresh account signed in through the API (the session cookie lands in the context), on a page
 * whose console errors and uncaught exceptions are collected in `consoleErrors`. With
 * `confirmEmailIn` (the app's DATA_DIR), its address is confirmed by the link mailed to the outbox,
 * as API keys need.
 */
export async function openSignedInPage(
  browser: Browser,
  appUrl: string,
  consoleErrors: string[],
  options: { confirmEmailIn?: string } = {},
): Promise<{ context: BrowserContext; page: Page; account: { email: string; password: string } }> {
  const context = await browser.newContext({ baseURL: appUrl });
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));

  accounts += 1;
  const account = {
    firstName: 'Casey',
    lastName: 'Writer',
    email: `casey.${Date.now()}.${accounts}@example.com`,
    password: 'a good long password',
  };
  expect((await page.request.post('/api/auth/register', { data: account })).status()).toBe(201);
  const login = await page.request.post('/api/auth/login', {
    data: { email: account.email, password: account.password, remember: false },
  });
  expect(login.status()).toBe(200);
  if (options.confirmEmailIn) {
    const { token } = await linkFromOutbox(options.confirmEmailIn, account.email, '/verify-email');
    expect((await page.request.post('/api/auth/verify-email', { data: { token } })).status()).toBe(200);
  }
  return { context, page, account };
}

/** A toast by its text (Radix also repeats it in a live region for a moment). */
export const toast = (page: Page, text: string) =>
  page.getByRole('status').filter({ hasText: text }).or(page.getByText(text, { exact: true }));

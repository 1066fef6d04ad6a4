import { readFile } from 'node:fs/promises';
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unzipEntries } from '../support/unzip.js';
import { startAppAndBrowser, stopAppAndBrowser } from './support/app-and-browser.js';
import type { RunningApp } from './support/app-server.js';
import { outboxMails } from './support/outbox.js';
import { openSignedInPage, toast } from './support/signed-in-page.js';

/**
 * Settings → Your data (issue 18) against the app as `npm start` runs it with no SMTP_URL:
 * Download my data → the mail in DATA_DIR/outbox → the zip from Settings holds the document; and
 * Delete my account, scheduled with the password, then cancelled by signing in.
 */
let app: RunningApp;
let browser: Browser;
const consoleErrors: string[] = [];

beforeAll(async () => {
  ({ app, browser } = await startAppAndBrowser());
  return () => stopAppAndBrowser({ app, browser });
});
afterAll(() => {
  expect(consoleErrors).toEqual([]);
});

async function mailTo(address: string, subject: string) {
  let found: Awaited<ReturnType<typeof outboxMails>>[number] | undefined;
  await expect
    .poll(async () => (found = (await outboxMails(app.dataDir)).findLast((mail) => mail.to === address && mail.subject === subject)), { timeout: 30_000 })
    .toBeDefined();
  return found!;
}

async function expectNoSeriousAxeViolations(page: Page, selector: string): Promise<void> {
  const results = await new AxeBuilder({ page }).include(selector).analyze();
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

describe('Your data', () => {
  it('prepares a zip in the background, mails a link to Settings, and downloads the documents from there', async () => {
    const { page, account, context } = await openSignedInPage(browser, app.url, consoleErrors);
    const created = await page.request.post('/api/documents', { data: { title: 'Garden notes', content: 'Plant the tulips in October, six inches deep.' } });
    expect(created.status()).toBe(201);
    const documentId = ((await created.json()) as { id: number }).id;
    // A reference file, uploaded as a writer does from Files: the zip holds its bytes.
    const client = await page.request.post('/api/clients', { data: { name: 'Greenhouse Co' } });
    const clientId = ((await client.json()) as { id: number }).id;
    const fileText = 'Bulb order: 200 tulips, 50 crocuses.';
    const uploaded = await page.request.post('/api/files/upload', {
      multipart: { clientId: String(clientId), files: { name: 'bulb order.txt', mimeType: 'text/plain', buffer: Buffer.from(fileText) } },
    });
    expect(uploaded.status()).toBe(201);
    const fileId = ((await uploaded.json()) as { uploaded: Array<{ id: number }> }).uploaded[0]!.id;

    await page.goto('/settings');
    const section = page.getByRole('region', { name: 'Your data' });
    await section.getByRole('button', { name: 'Download my data' }).click();
    await toast(page, 'Preparing your data').first().waitFor();

    const mail = await mailTo(account.email, 'Your Inkwise data is ready to download');
    expect(mail.decoded).toContain(`${app.url}/settings#your-data`);

    await page.goto(`${app.url}/settings#your-data`);
    const downloadLink = section.getByRole('link', { name: 'Download zip' });
    await downloadLink.waitFor();
    expect(await section.innerText()).toMatch(/The link expires in 2[34] hours/);
    await expectNoSeriousAxeViolations(page, '#your-data');

    const [download] = await Promise.all([page.waitForEvent('download'), downloadLink.click()]);
    expect(download.suggestedFilename()).toMatch(/^inkwise-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const entries = await unzipEntries(await readFile(await download.path()));
    expect(entries.get(`documents/${documentId}-Garden-notes.md`)?.toString('utf8')).toContain('Plant the tulips in October, six inches deep.');
    expect(entries.get(`files/${fileId}-bulb-order.txt`)?.toString('utf8')).toBe(fileText);
    const records = JSON.parse(entries.get('inkwise-records.json')!.toString('utf8')) as { account: { email: string }; clients: Array<{ name: string }> };
    expect(records.account.email).toBe(account.email);
    expect(records.clients.map((row) => row.name)).toContain('Greenhouse Co');
    await context.close();
  });

  it('schedules the deletion with the password, and signing in cancels it', async () => {
    // The wrong password answers 403 and the signed-out session check 401, which the browser logs
    // itself; anything else is an error.
    const pageErrors: string[] = [];
    const { page, account, context } = await openSignedInPage(browser, app.url, pageErrors);
    await page.goto('/settings');
    const section = page.getByRole('region', { name: 'Your data' });
    await section.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByText('your documents and every saved version of them').waitFor();
    await dialog.getByLabel('Your password').fill('not my password');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await dialog.getByText('That password is not right. Your account was not scheduled for deletion.').waitFor();
    await dialog.getByLabel('Your password').fill(account.password);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await toast(page, 'Account deletion scheduled').first().waitFor();
    await section.getByText('Your account will be deleted in 7 days').waitFor();
    await mailTo(account.email, 'Your Inkwise account will be deleted');

    // Signed out and back in, within the grace period: the deletion is cancelled and said so.
    await context.clearCookies();
    await page.goto('/login');
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await toast(page, 'Account deletion cancelled').first().waitFor();
    await page.waitForURL(`${app.url}/dashboard`);
    await mailTo(account.email, 'Your Inkwise account will not be deleted');

    await page.goto('/settings');
    await section.getByRole('button', { name: 'Delete my account' }).waitFor();
    expect(await section.getByText('Your account will be deleted').count()).toBe(0);
    consoleErrors.push(...pageErrors.filter((error) => !/status of (401|403)\b/.test(error)));
    await context.close();
  });
});

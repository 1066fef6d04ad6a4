import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppAndBrowser, stopAppAndBrowser } from './support/app-and-browser.js';
import type { RunningApp } from './support/app-server.js';
import { openSignedInPage, toast } from './support/signed-in-page.js';

/** Settings → API keys (issue 17): a key is created, shown once and copied, listed, and revoked. */
let app: RunningApp;
let browser: Browser;
const consoleErrors: string[] = [];

beforeAll(async () => {
  ({ app, browser } = await startAppAndBrowser());
  return () => stopAppAndBrowser({ app, browser });
});

const section = (page: Page) => page.getByRole('region', { name: 'API keys' });
const emptyState = (page: Page) => section(page).getByText(/^No API keys yet/);
const keyItem = (page: Page, name: string) => section(page).getByRole('list', { name: 'API keys' }).locator('> li').filter({ hasText: name });

/** A public API request from a program of the user's own: Node's fetch, no browser, no cookie. */
const listBrandsWith = (key: string) => fetch(`${app.url}/api/v1/brands`, { headers: { Authorization: `Bearer ${key}` } });

async function listedKeys(page: Page) {
  const response = await page.request.get('/api/api-keys');
  expect(response.status()).toBe(200);
  return (await response.json()) as Array<Record<string, unknown>>;
}

describe('API keys', () => {
  afterAll(() => {
    expect(consoleErrors).toEqual([]);
  });

  it('creates a read-only key, shows it once to copy, lists it by its prefix, and revokes it', async () => {
    const { context, page } = await openSignedInPage(browser, app.url, consoleErrors, { confirmEmailIn: app.dataDir });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.url });
    await page.goto('/settings');
    await emptyState(page).waitFor();

    await section(page).getByRole('button', { name: 'Create API key' }).click();
    const form = page.getByRole('dialog', { name: 'Create API key' });
    await form.getByLabel('Name').fill('Website CMS');
    const scope = (name: RegExp) => form.getByRole('checkbox', { name });
    for (const name of [/^Read/, /^Write/, /^AI/]) expect(await scope(name).getAttribute('aria-checked')).toBe('true');
    await scope(/^Write/).click();
    await scope(/^AI/).click();
    await form.getByRole('button', { name: 'Create key' }).click();

    const shown = page.getByRole('dialog', { name: 'Copy your new API key' });
    const keyField = shown.getByLabel('API key');
    await keyField.waitFor();
    const key = await keyField.inputValue();
    expect(key).toMatch(/^ink_live_[A-Za-z0-9_-]{43}$/);
    expect(await shown.getByText('This is the only time the key is shown.').count()).toBe(1);
    await shown.getByRole('button', { name: 'Copy' }).click();
    await shown.getByRole('button', { name: 'Copied' }).waitFor();
    await expect.poll(() => page.evaluate<string>('navigator.clipboard.readText()')).toBe(key);
    await shown.getByRole('button', { name: 'Done' }).click();
    await shown.waitFor({ state: 'hidden' });
    // Keyboard users are back where they started.
    await expect.poll(() => page.evaluate<string | undefined>('document.activeElement?.textContent?.trim()')).toBe('Create API key');

    const item = keyItem(page, 'Website CMS');
    await item.waitFor();
    const prefix = key.slice(0, 'ink_live_'.length + 8);
    expect(await item.locator('code').innerText()).toBe(`${prefix}…`);
    expect(await item.getByRole('list', { name: 'Scopes' }).getByRole('listitem').allInnerTexts()).toEqual(['read']);
    expect(await item.getByText('Never used').count()).toBe(1);
    expect(await item.getByText('Never expires').count()).toBe(1);
    // Closed, the dialog took the whole key with it.
    expect(await page.content()).not.toContain(key);

    expect(await listedKeys(page)).toEqual([expect.objectContaining({ name: 'Website CMS', prefix, scopes: ['read'], lastUsedAt: null, expiresAt: null })]);

    // The copied key works for what it may do, and the list says it has been used.
    expect((await listBrandsWith(key)).status).toBe(200);
    await page.reload();
    await item.getByText('Last used just now').waitFor();

    await item.getByRole('button', { name: 'Revoke Website CMS' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Revoke this API key?' });
    expect(await confirm.innerText()).toMatch(/Website CMS stops working at once/);
    await confirm.getByRole('button', { name: 'Revoke key' }).click();
    await toast(page, 'API key revoked').first().waitFor();
    await emptyState(page).waitFor();
    expect(await listedKeys(page)).toEqual([]);
    // Revoked: refused from the next request on.
    expect((await listBrandsWith(key)).status).toBe(401);
    await context.close();
  });

  it('says at the field what is missing, and keeps an expiry date it is given', async () => {
    const { context, page } = await openSignedInPage(browser, app.url, consoleErrors, { confirmEmailIn: app.dataDir });
    await page.goto('/settings');
    await emptyState(page).waitFor();
    await section(page).getByRole('button', { name: 'Create API key' }).click();
    const form = page.getByRole('dialog', { name: 'Create API key' });
    for (const name of [/^Read/, /^Write/, /^AI/]) await form.getByRole('checkbox', { name }).click();
    await form.getByRole('button', { name: 'Create key' }).click();
    await form.getByText('Name is required').waitFor();
    expect(await form.getByText('Choose at least one scope').count()).toBe(1);
    await expect.poll(() => page.evaluate<string | null>('document.activeElement?.getAttribute("placeholder") ?? null')).toBe('e.g. Website CMS');
    expect(await listedKeys(page)).toEqual([]);

    await form.getByLabel('Name').fill('Nightly export');
    await form.getByRole('checkbox', { name: /^Read/ }).click();
    const expiry = form.getByLabel('Expiry date (optional)');
    const tomorrow = await expiry.getAttribute('min');
    await expiry.fill(tomorrow!);
    await form.getByRole('button', { name: 'Create key' }).click();
    const shown = page.getByRole('dialog', { name: 'Copy your new API key' });
    await shown.getByText(/^Expires /).waitFor();
    await page.keyboard.press('Escape');
    await shown.waitFor({ state: 'hidden' });

    const item = keyItem(page, 'Nightly export');
    await item.getByText(/^Expires /).waitFor();
    const [listed] = await listedKeys(page);
    // The end of the chosen day where the user is.
    const endOfDay = await page.evaluate<string>(`new Date('${tomorrow}T23:59:59.999').toISOString()`);
    expect(listed).toMatchObject({ name: 'Nightly export', scopes: ['read'], expiresAt: endOfDay });
    await context.close();
  });
});

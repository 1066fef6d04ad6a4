import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppAndBrowser, stopAppAndBrowser } from './support/app-and-browser.js';
import type { RunningApp } from './support/app-server.js';
import { openSignedInPage } from './support/signed-in-page.js';

/**
 * Settings' "On this page" list: it names exactly the sections the page shows (an owner sees them
 * all; roles.test.ts checks a member's), a link brings its section under the sticky header, marks
 * it current and focuses it, /settings#section opens there, and on a phone it is a row of links.
 */
let app: RunningApp;
let browser: Browser;
const consoleErrors: string[] = [];

beforeAll(async () => {
  ({ app, browser } = await startAppAndBrowser());
  return () => stopAppAndBrowser({ app, browser });
});

const ownerSections = ['Account', 'Team', 'Security', 'AI model', 'AI usage', 'API keys', 'Personalities', 'Style rules', 'Your data', 'Audit log'];
const sectionNav = (page: Page) => page.getByRole('navigation', { name: 'On this page' });
const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** Settings with the role's permissions arrived (the owner's last section, Audit log, is shown). */
async function openSettings(page: Page, path = '/settings') {
  await page.goto(path);
  await region(page, 'Audit log').waitFor();
}

/** Where a region's top is, against the bottom of the sticky header and the window's height. */
async function placeOf(page: Page, name: string) {
  const box = await region(page, name).boundingBox();
  const headerBottom = await page.locator('[data-product-header]').evaluate((header) => header.getBoundingClientRect().bottom);
  const height = page.viewportSize()?.height ?? 0;
  if (!box) throw new Error(`${name} is not on the page`);
  return { top: box.y, headerBottom, height };
}

/** The region starts just under the header: not hidden by it, and at the top of what is visible. */
async function expectAtTop(page: Page, name: string) {
  await expect
    .poll(async () => {
      const { top, headerBottom } = await placeOf(page, name);
      return top >= headerBottom && top <= headerBottom + 40;
    })
    .toBe(true);
}

const currentLinks = (page: Page) => sectionNav(page).locator('a[aria-current="true"]').allInnerTexts();
const focusedId = (page: Page) => page.evaluate<string>('document.activeElement?.id ?? ""');

describe('Settings → On this page', () => {
  afterAll(() => {
    expect(consoleErrors).toEqual([]);
  });

  it('lists exactly the sections shown to an owner, each a link to its section', async () => {
    const { context, page } = await openSignedInPage(browser, app.url, consoleErrors);
    await openSettings(page);
    const links = sectionNav(page).getByRole('link');
    expect((await links.allInnerTexts()).map((text) => text.trim())).toEqual(ownerSections);
    const shown = await page.locator('main section[aria-labelledby][id]').evaluateAll((sections) =>
      sections.filter((section) => section.parentElement?.closest('section') === null).map((section) => section.id),
    );
    const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
    expect(hrefs).toEqual(shown.map((id) => `/settings#${id}`));
    expect(shown).toContain('team');
    expect(await currentLinks(page)).toEqual(['Account']);
    await context.close();
  });

  it('brings Team under the header when its link is followed, marks it current and moves focus to it', async () => {
    const { context, page } = await openSignedInPage(browser, app.url, consoleErrors);
    await openSettings(page);
    await sectionNav(page).getByRole('link', { name: 'Team', exact: true }).click();
    await expectAtTop(page, 'Team');
    expect(new URL(page.url()).hash).toBe('#team');
    expect(await currentLinks(page)).toEqual(['Team']);
    expect(await focusedId(page)).toBe('team');

    // Reading on: the list follows the scroll.
    await sectionNav(page).getByRole('link', { name: 'Style rules', exact: true }).press('Enter');
    await expectAtTop(page, 'Style rules');
    expect(await focusedId(page)).toBe('style-rules');
    await page.evaluate('window.scrollTo(0, 0)');
    await expect.poll(() => currentLinks(page)).toEqual(['Account']);
    const { top } = await placeOf(page, 'Team');
    await page.mouse.wheel(0, top - 150);
    await expect.poll(() => currentLinks(page)).toEqual(['Team']);
    // The column stays in view beside the content.
    expect(await sectionNav(page).isVisible()).toBe(true);
    await context.close();
  });

  it('opens /settings#your-data at that section once the page has loaded', async () => {
    const { context, page } = await openSignedInPage(browser, app.url, consoleErrors);
    await openSettings(page, '/settings#your-data');
    await page.waitForLoadState('networkidle');
    await expectAtTop(page, 'Your data');
    await expect.poll(() => currentLinks(page)).toEqual(['Your data']);
    expect(await focusedId(page)).toBe('your-data');
    await context.close();
  });

  it('keeps the section through sign-in: a visitor sent to /login from /settings#team comes back to Team', async () => {
    const context = await browser.newContext({ baseURL: app.url });
    const page = await context.newPage();
    // The signed-out visit's session check is refused (401) on purpose; anything else is a failure.
    page.on('console', (message) => {
      if (message.type() === 'error' && !/status of 401 /.test(message.text())) consoleErrors.push(message.text());
    });
    const account = { firstName: 'Robin', lastName: 'Visitor', email: `robin.${Date.now()}@example.com`, password: 'a good long password' };
    expect((await page.request.post('/api/auth/register', { data: account })).status()).toBe(201);
    await page.goto('/settings#team');
    await page.waitForURL(/\/login$/);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(/\/settings#team$/);
    await expectAtTop(page, 'Team');
    await expect.poll(() => currentLinks(page)).toEqual(['Team']);
    await context.close();
  });

  it('is a row of links at the top on a phone, which jumps as on a desktop without widening the page', async () => {
    const { context, page } = await openSignedInPage(browser, app.url, consoleErrors);
    await page.setViewportSize({ width: 390, height: 844 });
    await openSettings(page);
    const row = sectionNav(page);
    expect(await row.count()).toBe(1);
    const rowBox = await row.boundingBox();
    const accountBox = await region(page, 'Account').boundingBox();
    expect(rowBox && accountBox && rowBox.y < accountBox.y).toBe(true);
    expect((await row.getByRole('link').allInnerTexts()).map((text) => text.trim())).toEqual(ownerSections);
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);

    await row.getByRole('link', { name: 'Team', exact: true }).click();
    await expectAtTop(page, 'Team');
    expect(await currentLinks(page)).toEqual(['Team']);
    expect(await focusedId(page)).toBe('team');
    await context.close();
  });
});

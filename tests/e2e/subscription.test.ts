import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppAndBrowser, stopAppAndBrowser } from './support/app-and-browser.js';
import { MASTER, type RunningApp } from './support/app-server.js';
import { openSignedInPage, toast } from './support/signed-in-page.js';

/*
 * The app runs with no payment provider keys, so billing is in test mode: a subscription is
 * confirmed at once and the whole flow works offline.
 */
let app: RunningApp;
let browser: Browser;
const consoleErrors: string[] = [];
const SCREENSHOTS = process.env.E2E_SCREENSHOT_DIR;

beforeAll(async () => {
  ({ app, browser } = await startAppAndBrowser());
  return () => stopAppAndBrowser({ app, browser });
});

const signedInPage = () => openSignedInPage(browser, app.url, consoleErrors);

const banner = (page: Page) => page.getByTestId('current-plan');
const planCard = (page: Page, name: string): Locator => page.getByRole('group', { name, exact: true });
const selectButton = (page: Page, name: string) => planCard(page, name).getByRole('button');
const providerNote = (page: Page) => page.getByText(/payment (is simulated|processed by)/);

async function apiSubscription(page: Page) {
  const verify = await page.request.get('/api/auth/verify');
  const { user } = (await verify.json()) as { user: { id: number } };
  const response = await page.request.get(`/api/user/${user.id}/subscription`);
  expect(response.status()).toBe(200);
  return (await response.json()) as { subscriptionTier: string; subscriptionStatus: string; cancelAtPeriodEnd: boolean };
}

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

describe('the subscription page', () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    ({ context, page } = await signedInPage());
  });
  afterAll(async () => {
    await context?.close();
  });

  it('shows the heading with the product name, the free plan as current, and the four plans', async () => {
    await page.goto('/subscription');
    await page.getByRole('heading', { level: 1, name: 'Choose Your Inkwise Plan' }).waitFor();
    await banner(page).getByRole('heading', { name: 'Free' }).waitFor();
    expect(await banner(page).getByText('Active', { exact: true }).count()).toBe(1);

    for (const name of ['Free', 'Individual', 'Family', 'Enterprise']) {
      expect(await planCard(page, name).count(), name).toBe(1);
    }
    expect(await planCard(page, 'Individual').getByText('Most Popular').count()).toBe(1);
    expect(await planCard(page, 'Enterprise').getByText('Premium').count()).toBe(1);
    expect(await planCard(page, 'Free').getByText(/trying out/).count()).toBe(1);
    expect(await planCard(page, 'Family').getByText(/small teams/).count()).toBe(1);
    // Limits with thousands separators, and a price per month.
    expect(await planCard(page, 'Family').getByText('25,000 AI suggestions per month').count()).toBe(1);
    expect(await planCard(page, 'Family').getByText('/month').count()).toBe(1);

    const free = selectButton(page, 'Free');
    expect(await free.textContent()).toContain('Current Plan');
    expect(await free.isDisabled()).toBe(true);
    // Individual is selected to start with; Subscribe is ready.
    expect(await selectButton(page, 'Individual').getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByRole('button', { name: 'Subscribe' }).isEnabled()).toBe(true);
  });

  it('says it runs in test mode, and names the chosen payment method in the provider note', async () => {
    await page.getByRole('note', { name: 'Test mode' }).waitFor();
    expect(await page.getByRole('radio', { name: 'Credit card' }).getAttribute('aria-checked')).toBe('true');
    expect(await providerNote(page).textContent()).toContain('card payment is simulated');

    await page.getByRole('radio', { name: 'PayPal' }).click();
    await expect.poll(() => providerNote(page).textContent()).toContain('PayPal payment is simulated');
    // The arrow keys move through the choices, as in any radio group. Held briefly, as a person
    // does: Radix checks the radio it focuses only while the arrow key is still down.
    await page.getByRole('radio', { name: 'PayPal' }).focus();
    await page.keyboard.down('ArrowLeft');
    await expect.poll(() => page.getByRole('radio', { name: 'Credit card' }).getAttribute('aria-checked')).toBe('true');
    await page.keyboard.up('ArrowLeft');
    expect(await providerNote(page).textContent()).toContain('card payment is simulated');
  });

  it('has no serious accessibility violations (desktop and phone widths)', async () => {
    expect(await seriousViolations(page)).toEqual([]);
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/subscription-desktop.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await seriousViolations(page)).toEqual([]);
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/subscription-390.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 720 });
  });

  it('subscribes to Family by card in test mode: "Subscription Created", and the banner shows family, trialing', async () => {
    await selectButton(page, 'Family').click();
    expect(await selectButton(page, 'Family').getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('heading', { name: 'Subscribe to Family' }).waitFor();
    expect(await page.getByRole('radio', { name: 'Credit card' }).getAttribute('aria-checked')).toBe('true');
    await page.getByRole('button', { name: 'Subscribe' }).click();

    await expect.poll(() => toast(page, 'Subscription Created').count()).toBeGreaterThan(0);
    await page.getByText('Your subscription has been set up successfully!', { exact: true }).waitFor();
    await banner(page).getByRole('heading', { name: 'Family' }).waitFor();
    await banner(page).getByText('Trialing', { exact: true }).waitFor();
    expect(await banner(page).getByText(/^Trial ends /).count()).toBe(1);
    expect(await apiSubscription(page)).toMatchObject({ subscriptionTier: 'family', subscriptionStatus: 'trialing' });
    // Family is now the current plan; free is reached by cancelling.
    expect(await selectButton(page, 'Family').isDisabled()).toBe(true);
    expect(await selectButton(page, 'Free').isDisabled()).toBe(true);
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/subscription-family.png`, fullPage: true });
  });

  it('cancels only after confirming, and the banner shows canceled', async () => {
    await banner(page).getByRole('button', { name: 'Cancel plan' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Cancel your Family plan?' });
    await dialog.waitFor();
    // Keeping the plan changes nothing.
    await dialog.getByRole('button', { name: 'Keep plan' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect((await apiSubscription(page)).cancelAtPeriodEnd).toBe(false);

    await banner(page).getByRole('button', { name: 'Cancel plan' }).click();
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/subscription-cancel-dialog.png` });
    await dialog.getByRole('button', { name: 'Cancel plan' }).click();
    await dialog.waitFor({ state: 'detached' });
    await banner(page).getByText('Canceled', { exact: true }).waitFor();
    expect(await banner(page).getByText(/^Access until /).count()).toBe(1);
    expect(await apiSubscription(page)).toMatchObject({ subscriptionTier: 'family', subscriptionStatus: 'canceled' });
  });

  it('resumes the canceled plan', async () => {
    await banner(page).getByRole('button', { name: 'Resume plan' }).click();
    await banner(page).getByText('Trialing', { exact: true }).waitFor();
    await banner(page).getByRole('button', { name: 'Cancel plan' }).waitFor();
    expect(await apiSubscription(page)).toMatchObject({ subscriptionTier: 'family', subscriptionStatus: 'trialing', cancelAtPeriodEnd: false });
  });

  it('starts on the paid plan named in the address', async () => {
    await page.goto('/subscription?plan=enterprise');
    await page.getByRole('heading', { name: 'Subscribe to Enterprise' }).waitFor();
    expect(await selectButton(page, 'Enterprise').getAttribute('aria-pressed')).toBe('true');
  });

  it('says so when the payer comes back from a canceled or a completed checkout', async () => {
    await page.goto('/subscription?checkout=canceled');
    const canceled = page.getByRole('status').filter({ hasText: 'Checkout canceled' });
    await canceled.waitFor();
    await canceled.getByRole('button', { name: 'Dismiss' }).click();
    await canceled.waitFor({ state: 'detached' });
    expect(new URL(page.url()).search).toBe('');

    // The plan is already Family here, so the confirmation shows at once.
    await page.goto('/subscription?checkout=success');
    await page.getByRole('status').filter({ hasText: 'Payment confirmed: your Family plan is active.' }).waitFor();
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/subscription-returned.png` });
  });

  it('logs no errors in the browser', () => {
    expect(consoleErrors).toEqual([]);
  });
});

describe('the master account', () => {
  it('sees the "Master Account" badge and enterprise with no billing, and nothing to buy', async () => {
    const context = await browser.newContext({ baseURL: app.url });
    const page = await context.newPage();
    await page.goto('/master');
    await page.getByLabel('Master Email').fill(MASTER.email);
    await page.getByLabel('Master Key').fill(MASTER.key);
    await page.getByRole('button', { name: 'Access Master Portal' }).click();
    await page.waitForURL(`${app.url}/dashboard`);

    await page.goto('/subscription');
    await banner(page).getByText('Master Account', { exact: true }).waitFor();
    expect(await banner(page).getByRole('heading', { name: 'Enterprise' }).count()).toBe(1);
    await page.getByRole('heading', { name: 'Enterprise, with no billing' }).waitFor();
    expect(await page.getByRole('button', { name: 'Subscribe' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Cancel plan' }).count()).toBe(0);
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/subscription-master.png`, fullPage: true });
    await context.close();
  });
});

describe('plan limits', () => {
  it('a free account past its monthly documents gets the server’s reason with an "Upgrade plan" link', async () => {
    const { context, page } = await signedInPage();
    const plans = (await (await page.request.get('/api/pricing/plans')).json()) as { id: string; limits: { documentsPerMonth: number } }[];
    const allowed = plans.find((plan) => plan.id === 'free')?.limits.documentsPerMonth ?? 0;
    expect(allowed).toBeGreaterThan(0);
    for (let index = 0; index < allowed; index += 1) {
      const created = await page.request.post('/api/documents', { data: { title: `Draft ${index + 1}`, content: '' } });
      expect(created.status()).toBe(201);
    }

    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && !message.text().includes('status of 402')) errors.push(message.text());
    });
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'New Document' }).first().click();
    await expect.poll(() => toast(page, 'Plan limit reached').count()).toBeGreaterThan(0);
    await page.getByRole('region', { name: /Notifications/ }).getByText(/allows [\d,]+ new documents a month/).waitFor();
    await page.getByRole('link', { name: 'Upgrade plan' }).click();
    await page.waitForURL(`${app.url}/subscription`);
    await page.getByRole('heading', { level: 1, name: 'Choose Your Inkwise Plan' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/subscription');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('sign-up from the pricing page', () => {
  it('carries a paid plan through sign-up to the subscription page', async () => {
    const context = await browser.newContext({ baseURL: app.url });
    const page = await context.newPage();
    await page.goto('/signup?plan=family');
    await page.getByText('Next, you set up your Family plan.', { exact: false }).waitFor();
    await page.getByLabel('First name').fill('Priya');
    await page.getByLabel('Last name').fill('Planner');
    await page.getByLabel('Email').fill(`priya.${Date.now()}@example.com`);
    await page.getByLabel('Password', { exact: true }).fill('a good long password');
    await page.getByLabel('Confirm password').fill('a good long password');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL(`${app.url}/subscription?plan=family`);
    await page.getByRole('heading', { name: 'Subscribe to Family' }).waitFor();
    expect(await selectButton(page, 'Family').getAttribute('aria-pressed')).toBe('true');
    await context.close();
  });
});

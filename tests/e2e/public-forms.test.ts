import { AxeBuilder } from '@axe-core/playwright';
import pg from 'pg';
import pino from 'pino';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../../src/server/db/embedded-postgres.js';
import { startAppAndBrowser, stopAppAndBrowser } from './support/app-and-browser.js';
import { newDataDir, type RunningApp } from './support/app-server.js';

/**
 * The public site's forms on the real pages, against the app started as `npm start` starts it, on
 * a database of its own (DATABASE_URL) so the test can read the rows a submission stored.
 */
let app: RunningApp;
let browser: Browser;
let postgres: EmbeddedPostgres;
let database: pg.Pool;
let context: BrowserContext;
let page: Page;
const consoleErrors: string[] = [];

beforeAll(async () => {
  // A cluster of the test's own, given to the app as DATABASE_URL, so the test can read the rows.
  postgres = await startEmbeddedPostgres(newDataDir(), pino({ level: 'warn' }), { database: 'forms' });
  database = new pg.Pool({ connectionString: postgres.url, max: 2 });
  ({ app, browser } = await startAppAndBrowser({ env: { DATABASE_URL: postgres.url } }));
});
afterAll(async () => {
  await stopAppAndBrowser({ app, browser });
  await database?.end();
  await postgres?.stop();
});

beforeEach(async () => {
  await context?.close();
  context = await browser.newContext({ baseURL: app.url });
  page = await context.newPage();
  page.on('console', (message) => {
    // A visitor's auth check answers 401 by design; the browser logs it.
    if (message.type() === 'error' && !message.text().includes('401')) consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
});

const rows = async (sql: string, params: unknown[] = []) => (await database.query<Record<string, unknown>>(sql, params)).rows;

/** Pre-rendered pages are interactive once React has hydrated them. */
async function openPage(path: string): Promise<void> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
}

async function expectNoSeriousAxeViolations(selector: string): Promise<void> {
  const results = await new AxeBuilder({ page }).include(selector).analyze();
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

const toast = (text: string | RegExp) => page.getByRole('region', { name: /notifications/i }).getByText(text).first();

describe('the status page subscribe box', () => {
  it('refuses a bad address with a clear message, then subscribes and confirms, and a repeat confirms the same', async () => {
    await openPage('/status');
    const email = page.getByLabel('Email address for status updates');
    await email.fill('ops@example');
    await page.getByRole('button', { name: 'Subscribe to Updates' }).click();
    await page.getByText('Enter a valid email address').waitFor();
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    expect(await rows('SELECT * FROM email_subscriptions')).toEqual([]);

    await email.fill('  Ops.Team@Example.com ');
    await page.getByRole('button', { name: 'Subscribe to Updates' }).click();
    const confirmation = page.getByRole('status').filter({ hasText: 'Subscribed to status updates' });
    await confirmation.getByText('ops.team@example.com is subscribed to status updates.', { exact: false }).waitFor();
    await toast('Subscribed to status updates').waitFor();
    expect(await rows('SELECT list, email FROM email_subscriptions')).toEqual([{ list: 'status', email: 'ops.team@example.com' }]);

    await openPage('/status');
    await page.getByLabel('Email address for status updates').fill('ops.team@example.com');
    await page.getByRole('button', { name: 'Subscribe to Updates' }).click();
    await page.getByText('ops.team@example.com is subscribed to status updates.', { exact: false }).first().waitFor();
    expect(await rows('SELECT list, email FROM email_subscriptions')).toHaveLength(1);
  });
});

describe('the contact form', () => {
  it('shows each bad field’s message and stores nothing, then sends, confirms in place and stores the row', async () => {
    await openPage('/contact');
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByLabel('Email').fill('grace@');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await form.getByText('Name is required').waitFor();
    await form.getByText('Enter a valid email address').waitFor();
    await form.getByText('Message is required').waitFor();
    expect(await rows('SELECT * FROM contact_messages')).toEqual([]);

    await form.getByLabel('Name').fill('Grace Hopper');
    await form.getByLabel('Email').fill('Grace.Hopper@Example.com');
    await form.getByLabel('Company (optional)').fill('Navy Research');
    await form.getByLabel('Plan interest (optional)').click();
    expect(await page.getByRole('option').allTextContents()).toEqual([
      'Individual Plan',
      'Family Plan',
      'Enterprise Plan',
      'Custom Solution',
    ]);
    await page.getByRole('option', { name: 'Enterprise Plan' }).click();
    await form.getByLabel('Message').fill('We are 40 writers across three brands. Can we see a demo?');
    await form.getByRole('button', { name: 'Send Message' }).click();

    const confirmation = page.getByRole('status').filter({ hasText: 'Message sent' });
    await confirmation.getByText(/Thanks, Grace\. Your message has reached our team and we will answer at grace\.hopper@example\.com\./).waitFor();
    await toast('Message Sent').waitFor();
    expect(await rows('SELECT name, email, company, plan_interest, topic, message FROM contact_messages')).toEqual([
      {
        name: 'Grace Hopper',
        email: 'grace.hopper@example.com',
        company: 'Navy Research',
        plan_interest: 'enterprise',
        topic: null,
        message: 'We are 40 writers across three brands. Can we see a demo?',
      },
    ]);

    // Another message starts from an empty form.
    await confirmation.getByRole('button', { name: 'Send another message' }).click();
    expect(await page.getByRole('form', { name: 'Contact form' }).getByLabel('Name').inputValue()).toBe('');
  });

  it('opened from a link with a topic and a plan, presets the subject and the plan and stores the topic', async () => {
    await openPage('/contact?topic=emergency&plan=family');
    const form = page.getByRole('form', { name: 'Contact form' });
    await expect.poll(() => form.getByLabel('Subject (optional)').inputValue()).toBe('Emergency support');
    expect(await form.getByLabel('Plan interest (optional)').textContent()).toContain('Family Plan');
    await form.getByLabel('Name').fill('Lin Park');
    await form.getByLabel('Email').fill('lin@example.com');
    await form.getByLabel('Message').fill('Our editor stopped saving during a launch.');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText(/Emergency requests are answered within 15 minutes\./).first().waitFor();
    const [row] = await rows("SELECT topic, subject, plan_interest FROM contact_messages WHERE email = 'lin@example.com'");
    expect(row).toEqual({ topic: 'emergency', subject: 'Emergency support', plan_interest: 'family' });
  });
});

describe('the blog newsletter box', () => {
  it('subscribes an address to the newsletter list', async () => {
    await openPage('/blog');
    await page.getByLabel('Email address', { exact: true }).fill('reader@example.com');
    await page.getByRole('button', { name: 'Subscribe', exact: true }).click();
    await page.getByText('reader@example.com is subscribed to our newsletter.', { exact: false }).first().waitFor();
    expect(await rows("SELECT list FROM email_subscriptions WHERE email = 'reader@example.com'")).toEqual([{ list: 'newsletter' }]);
  });
});

describe('community event registration', () => {
  it('registers in a dialog that passes axe, confirms, and a second registration of the same address confirms without a second row', async () => {
    await openPage('/community');
    await page.getByRole('button', { name: 'Register Free' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: /^Register for / }).waitFor();
    await expectNoSeriousAxeViolations('[role="dialog"]');
    const title = (await dialog.getByRole('heading').first().textContent())?.replace(/^Register for /, '') ?? '';

    await dialog.getByLabel('Name').fill('Sam Rivera');
    await dialog.getByLabel('Email').fill('not-an-email');
    await dialog.getByRole('button', { name: 'Register Free' }).click();
    await dialog.getByText('Enter a valid email address').waitFor();
    expect(await rows('SELECT * FROM event_registrations')).toEqual([]);

    await dialog.getByLabel('Email').fill('Sam@Example.com');
    await dialog.getByRole('button', { name: 'Register Free' }).click();
    await dialog.getByText(`You're registered for “${title}”`, { exact: false }).waitFor();
    const registered = await rows('SELECT event_id, name, email FROM event_registrations');
    expect(registered).toHaveLength(1);
    expect(registered[0]).toMatchObject({ name: 'Sam Rivera', email: 'sam@example.com' });
    await dialog.getByRole('button', { name: 'Done' }).click();
    await dialog.waitFor({ state: 'detached' });

    // Coming back to register again: a fresh form, the same confirmation, still one row.
    await page.getByRole('button', { name: 'Register Free' }).first().click();
    expect(await dialog.getByLabel('Email').inputValue()).toBe('');
    await dialog.getByLabel('Name').fill('Sam Rivera');
    await dialog.getByLabel('Email').fill('sam@example.com');
    await dialog.getByRole('button', { name: 'Register Free' }).click();
    await dialog.getByText(`You're registered for “${title}”`, { exact: false }).waitFor();
    expect(await rows('SELECT * FROM event_registrations')).toHaveLength(1);
  });
});

describe('job applications', () => {
  it('applies for a position from a dialog that passes axe, with per-field messages first', async () => {
    await openPage('/careers');
    await page.getByRole('button', { name: 'Apply Now' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Apply for Senior AI Engineer' }).waitFor();
    await expectNoSeriousAxeViolations('[role="dialog"]');

    await dialog.getByLabel('LinkedIn or portfolio (optional)').fill('linkedin/sam');
    await dialog.getByRole('button', { name: 'Submit Application' }).click();
    await dialog.getByText('Name is required').waitFor();
    await dialog.getByText('Cover letter is required').waitFor();
    await dialog.getByText(/must be a full link/).waitFor();
    expect(await rows('SELECT * FROM job_applications')).toEqual([]);

    await dialog.getByLabel('Full name').fill('Sam Rivera');
    await dialog.getByLabel('Email').fill('sam@example.com');
    await dialog.getByLabel('Phone (optional)').fill('+1 415 555 0100');
    await dialog.getByLabel('LinkedIn or portfolio (optional)').fill('https://www.linkedin.com/in/sam-rivera');
    await dialog.getByLabel('Cover letter').fill('I have trained and shipped language models for six years.');
    await dialog.getByRole('button', { name: 'Submit Application' }).click();
    await dialog.getByText(/Your application for Senior AI Engineer has reached our hiring team\./).waitFor();
    expect(await rows('SELECT position_id, name, email, phone, profile_url FROM job_applications')).toEqual([
      {
        position_id: 'senior-ai-engineer',
        name: 'Sam Rivera',
        email: 'sam@example.com',
        phone: '+1 415 555 0100',
        profile_url: 'https://www.linkedin.com/in/sam-rivera',
      },
    ]);
  });

  it('sends a general application with no position', async () => {
    await openPage('/careers');
    await page.getByRole('button', { name: 'Send General Application' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Send a General Application' }).waitFor();
    await dialog.getByLabel('Full name').fill('Kim Lee');
    await dialog.getByLabel('Email').fill('kim@example.com');
    await dialog.getByLabel('Cover letter').fill('I would love to write for your content team.');
    await dialog.getByRole('button', { name: 'Submit Application' }).click();
    await dialog.getByText(/Your general application has reached our hiring team\./).waitFor();
    expect(await rows("SELECT position_id FROM job_applications WHERE email = 'kim@example.com'")).toEqual([{ position_id: null }]);
  });
});

describe('cookie preferences', () => {
  const switchState = (name: string) => page.getByRole('dialog').getByRole('switch', { name }).getAttribute('aria-checked');

  it('opens from the keyboard, passes axe, and remembers the choice across a reload', async () => {
    await openPage('/cookies');
    const trigger = page.getByRole('button', { name: 'Manage Cookie Preferences' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Cookie Preferences' }).waitFor();
    await expectNoSeriousAxeViolations('[role="dialog"]');
    expect(await switchState('Essential cookies')).toBe('true');
    expect(await dialog.getByRole('switch', { name: 'Essential cookies' }).isDisabled()).toBe(true);
    expect(await switchState('Analytics cookies')).toBe('false');
    expect(await switchState('Marketing cookies')).toBe('false');

    await dialog.getByRole('switch', { name: 'Analytics cookies' }).click();
    await dialog.getByRole('button', { name: 'Save Preferences' }).click();
    await dialog.waitFor({ state: 'detached' });
    await toast('Cookie preferences saved').waitFor();
    // Focus returns to the button that opened the dialog.
    expect(await page.evaluate<string | undefined>('document.activeElement?.textContent ?? undefined')).toBe('Manage Cookie Preferences');

    await page.reload();
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Manage Cookie Preferences' }).click();
    await dialog.getByRole('heading', { name: 'Cookie Preferences' }).waitFor();
    expect(await switchState('Analytics cookies')).toBe('true');
    expect(await switchState('Marketing cookies')).toBe('false');

    await dialog.getByRole('button', { name: 'Reject Non-Essential' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.reload();
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Manage Cookie Preferences' }).click();
    expect(await switchState('Analytics cookies')).toBe('false');
    expect(await switchState('Marketing cookies')).toBe('false');
    const cookie = (await context.cookies()).find((candidate) => candidate.name === 'inkwise_cookie_preferences');
    expect(cookie).toMatchObject({ path: '/', sameSite: 'Lax', httpOnly: false });
    expect(cookie?.expires).toBeGreaterThan(Date.now() / 1000 + 170 * 24 * 60 * 60);
  });
});

afterAll(() => {
  expect(consoleErrors).toEqual([]);
});

import pg from 'pg';
import pino from 'pino';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../../src/server/db/embedded-postgres.js';
import { totpCodeAt } from '../../src/server/two-factor/totp.js';
import { startAppAndBrowser, stopAppAndBrowser } from './support/app-and-browser.js';
import { newDataDir, type RunningApp } from './support/app-server.js';

/**
 * A workspace that requires two-factor (issue 18, ADR 0038), in the browser: a member without it
 * who signs in is sent from the dashboard to a Settings that shows only the set-up, and once it is
 * done everything opens again. Until invitations exist, the test makes the membership in the
 * database (its own cluster, given to the app as DATABASE_URL).
 */
let app: RunningApp;
let browser: Browser;
let postgres: EmbeddedPostgres;
const consoleErrors: string[] = [];

beforeAll(async () => {
  postgres = await startEmbeddedPostgres(newDataDir(), pino({ level: 'warn' }), { database: 'twofactor' });
  ({ app, browser } = await startAppAndBrowser({ env: { DATABASE_URL: postgres.url } }));
});
afterAll(async () => {
  await stopAppAndBrowser({ app, browser });
  await postgres?.stop();
  // The refusals this journey is about (403) and the signed-out session check (401) are logged by the browser.
  expect(consoleErrors.filter((error) => !/\b(401|403)\b/.test(error))).toEqual([]);
});

const account = (name: string) => ({ firstName: name, lastName: 'Tester', email: `${name.toLowerCase()}.${Date.now()}@example.com`, password: 'a good long password' });

describe('a workspace that requires two-factor', () => {
  it('sends a member without it to the set-up, and lets them on once it is done', async () => {
    const api = await browser.newContext({ baseURL: app.url });
    const owner = account('Olive');
    const member = account('Milo');
    expect((await api.request.post('/api/auth/register', { data: owner })).status()).toBe(201);
    expect((await api.request.post('/api/auth/login', { data: { email: owner.email, password: owner.password } })).status()).toBe(200);
    const setup = (await (await api.request.post('/api/account/two-factor/setup')).json()) as { secret: string };
    expect((await api.request.post('/api/account/two-factor/enable', { data: { code: totpCodeAt(setup.secret, Date.now()) } })).status()).toBe(200);
    expect((await api.request.put('/api/workspace/two-factor-requirement', { data: { required: true } })).status()).toBe(200);
    expect((await api.request.post('/api/auth/register', { data: member })).status()).toBe(201);
    await api.close();

    // The member joins the owner's workspace and signs in to it (the first workspace joined). One
    // connection, closed at once, so none is open when the cluster stops.
    const database = new pg.Client({ connectionString: postgres.url });
    await database.connect();
    await database.query(
      `INSERT INTO workspace_members (workspace_id, user_id, role, created_at)
       SELECT owner_membership.workspace_id, member.id, 'member', now() - interval '1 day'
       FROM users owner JOIN workspace_members owner_membership ON owner_membership.user_id = owner.id, users member
       WHERE owner.email = $1 AND member.email = $2`,
      [owner.email, member.email],
    );
    await database.end();

    const context = await browser.newContext({ baseURL: app.url });
    const page = await context.newPage();
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    page.on('pageerror', (error) => consoleErrors.push(error.message));
    await page.goto('/login');
    await page.getByLabel('Email').fill(member.email);
    await page.getByLabel('Password', { exact: true }).fill(member.password);
    await page.getByRole('button', { name: 'Sign In' }).click();

    await page.waitForURL(`${app.url}/settings#two-factor`);
    await page.getByRole('heading', { name: 'Set up two-factor authentication to continue' }).waitFor();
    expect(await page.getByRole('heading', { name: 'AI model' }).count()).toBe(0);

    await page.getByRole('button', { name: 'Set up two-factor authentication' }).click();
    const secret = (await page.getByTestId('two-factor-secret').innerText()).replace(/\s/g, '');
    await page.getByLabel('Authentication code').fill(totpCodeAt(secret, Date.now()));
    await page.getByRole('button', { name: 'Turn on two-factor' }).click();
    await page.getByRole('list', { name: 'Recovery codes' }).waitFor();
    await page.getByRole('button', { name: 'I have saved them' }).click();

    // Settings in full (as a member sees them: the team, no AI model), with the requirement the member cannot change.
    await page.getByRole('heading', { name: 'Team' }).waitFor();
    expect(await page.getByRole('heading', { name: 'AI model' }).count()).toBe(0);
    const requirement = page.getByRole('checkbox', { name: 'Require two-factor authentication for every member' });
    expect(await requirement.isChecked()).toBe(true);
    expect(await requirement.isDisabled()).toBe(true);
    await page.getByText('Only the workspace’s owner can change this.').waitFor();
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: /dashboard/i }).first().waitFor();
    expect(page.url()).toBe(`${app.url}/dashboard`);
    await context.close();
  });
});

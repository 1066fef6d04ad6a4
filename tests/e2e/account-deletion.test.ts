import pg from 'pg';
import pino from 'pino';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELETE_ACCOUNT_JOB } from '../../src/server/account-deletion/schedule-account-deletion.js';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../../src/server/db/embedded-postgres.js';
import { INVALID_CREDENTIALS_MESSAGE } from '../../src/shared/contract/auth.js';
import { startAppAndBrowser, stopAppAndBrowser } from './support/app-and-browser.js';
import { newDataDir, type RunningApp } from './support/app-server.js';
import { openSignedInPage, toast } from './support/signed-in-page.js';

/**
 * Account deletion after its grace period (issue 18), in the browser against the app as `npm
 * start` runs it. The seven days pass in the database (its own cluster, given to the app as
 * DATABASE_URL): the test moves the scheduled deletion and its queued job into the past, and the
 * app's own job runner, which looks for due jobs every second when idle, does the rest.
 */
let app: RunningApp;
let browser: Browser;
let postgres: EmbeddedPostgres;
const consoleErrors: string[] = [];

beforeAll(async () => {
  postgres = await startEmbeddedPostgres(newDataDir(), pino({ level: 'warn' }), { database: 'deletion' });
  ({ app, browser } = await startAppAndBrowser({ env: { DATABASE_URL: postgres.url } }));
});
afterAll(async () => {
  await stopAppAndBrowser({ app, browser });
  await postgres?.stop();
  // The signed-out session checks and the refused sign-in (401) are logged by the browser itself.
  expect(consoleErrors.filter((error) => !/status of 401\b/.test(error))).toEqual([]);
});

/** One statement on its own connection, closed at once, so none is open when the cluster stops. */
async function query<Row extends pg.QueryResultRow>(text: string, values: unknown[]): Promise<pg.QueryResult<Row>> {
  const client = new pg.Client({ connectionString: postgres.url });
  await client.connect();
  try {
    return await client.query<Row>(text, values);
  } finally {
    await client.end();
  }
}

describe('account deletion', () => {
  it('deletes the account and its documents once the grace period is over, after which it cannot sign in', async () => {
    const { page, account } = await openSignedInPage(browser, app.url, consoleErrors);
    const documentIds: number[] = [];
    for (const title of ['Wedding speech', 'Tax letter']) {
      const created = await page.request.post('/api/documents', { data: { title, content: `${title}, first draft.` } });
      expect(created.status()).toBe(201);
      documentIds.push(((await created.json()) as { id: number }).id);
    }
    const { user } = (await (await page.request.get('/api/auth/verify')).json()) as { user: { id: number } };

    await page.goto('/settings');
    const section = page.getByRole('region', { name: 'Your data' });
    await section.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByLabel('Your password').fill(account.password);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await toast(page, 'Account deletion scheduled').first().waitFor();
    await section.getByText('Your account will be deleted in 7 days').waitFor();

    // Seven days later, without the account signing in meanwhile (which would cancel it).
    const scheduled = await query(`UPDATE account_deletions SET delete_after = now() - interval '1 minute' WHERE user_id = $1`, [user.id]);
    expect(scheduled.rowCount).toBe(1);
    const job = await query<{ id: string }>(
      `UPDATE jobs SET run_after = now() - interval '1 minute'
       WHERE kind = $1 AND status = 'queued' AND (payload->>'userId')::int = $2 RETURNING id`,
      [DELETE_ACCOUNT_JOB, user.id],
    );
    expect(job.rowCount).toBe(1);

    await expect
      .poll(async () => (await query<{ status: string }>(`SELECT status FROM jobs WHERE id = $1`, [job.rows[0]!.id])).rows[0]?.status, { timeout: 30_000 })
      .toBe('done');
    expect((await query(`SELECT 1 FROM users WHERE id = $1`, [user.id])).rowCount).toBe(0);
    expect((await query(`SELECT 1 FROM documents WHERE id = ANY($1::int[])`, [documentIds])).rowCount).toBe(0);
    expect((await query(`SELECT 1 FROM workspace_members WHERE user_id = $1`, [user.id])).rowCount).toBe(0);

    // The browser it was signed in on is signed out at its next page, and the password no longer opens anything.
    await page.goto('/settings');
    await page.waitForURL(/\/login/);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText(INVALID_CREDENTIALS_MESSAGE).first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    expect((await page.request.get('/api/auth/verify')).status()).toBe(401);
  });
});

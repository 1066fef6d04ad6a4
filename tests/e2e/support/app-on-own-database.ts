import pino from 'pino';
import type { Browser } from 'playwright-core';
import { connectDatabase, type DatabaseHandle } from '../../../src/server/db/database.js';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../../../src/server/db/embedded-postgres.js';
import { newDataDir, startApp, type RunningApp } from './app-server.js';
import { launchBrowser } from './browser.js';

export interface AppOnOwnDatabase {
  app: RunningApp;
  browser: Browser;
  /** For the test's own set-up: people moved into one workspace, renamed. */
  handle: DatabaseHandle;
  stop(): Promise<void>;
}

/**
 * The app on a PostgreSQL of its own, reached through DATABASE_URL as an install on any
 * PostgreSQL reaches it, with a browser: for the tests of several people in one workspace, which
 * set that up in the database directly.
 */
export async function startAppOnOwnDatabase(name: string): Promise<AppOnOwnDatabase> {
  const database: EmbeddedPostgres = await startEmbeddedPostgres(newDataDir(), pino({ level: 'warn' }), { database: name });
  const [app, browser] = await Promise.all([startApp({ env: { DATABASE_URL: database.url } }), launchBrowser()]);
  const handle = connectDatabase(database.url);
  return {
    app,
    browser,
    handle,
    async stop() {
      await browser.close();
      await app.stop();
      await handle.pool.end();
      await database.stop();
    },
  };
}

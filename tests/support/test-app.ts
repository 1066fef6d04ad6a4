import type { ModelSettings } from '../../src/server/ai/provider/model-settings.js';
import type { FastifyInstance, LightMyRequestResponse, RouteOptions } from 'fastify';
import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../src/server/app.js';
import { connectDatabase } from '../../src/server/db/database.js';
import type { TrustedProxies } from '../../src/server/config.js';
import type { PaymentProviders } from '../../src/server/billing/payment-providers.js';
import type { FileStorage } from '../../src/server/storage/file-storage.js';
import { localDiskStorage } from '../../src/server/storage/local-disk-storage.js';
import { createSecretBox } from '../../src/server/security/secret-box.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

/** A fixed APP_SECRET for tests: sealing is real, the secret is not. */
export const TEST_SECRET_BOX = createSecretBox('inkwise test secret that is long enough');

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  storage: FileStorage;
  storageRoot: string;
  /** Every route the app registered, in order (HEAD twins included). */
  routes: RouteOptions[];
  /** The model endpoint the app was given (AI_BASE_URL), if any. */
  aiBaseUrl: string | undefined;
  /** REDIS_URL the app was given: its second instances share co-editing changes through the same Redis. */
  redisUrl: string | undefined;
  close(): Promise<void>;
}

/**
 * The real app on a fresh database, driven through `app.inject`; payments in test mode unless
 * other providers are given.
 */
export async function createTestApp(
  options: { payments?: PaymentProviders; trustProxy?: TrustedProxies; ai?: ModelSettings; aiAllowPrivateEndpoints?: boolean; redisUrl?: string } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const storageRoot = mkdtempSync(path.join(os.tmpdir(), 'inkwise-files-'));
  const storage = await localDiskStorage(storageRoot);
  const routes: RouteOptions[] = [];
  const app = await buildApp({
    db: database.db,
    pool: database.pool,
    appName: 'Inkwise',
    storage,
    payments: options.payments,
    trustProxy: options.trustProxy,
    ...(options.ai ? { ai: options.ai } : {}),
    secretBox: TEST_SECRET_BOX,
    ...(options.aiAllowPrivateEndpoints === undefined ? {} : { aiAllowPrivateEndpoints: options.aiAllowPrivateEndpoints }),
    ...(options.redisUrl ? { redisUrl: options.redisUrl } : {}),
    onRoute: (route) => routes.push(route),
  }).catch(async (error: unknown) => {
    await database.drop();
    await rm(storageRoot, { recursive: true, force: true });
    throw error;
  });
  await app.ready();
  return {
    app,
    database,
    storage,
    storageRoot,
    routes,
    aiBaseUrl: options.ai?.baseUrl,
    redisUrl: options.redisUrl,
    async close() {
      await app.close();
      await database.drop();
      await rm(storageRoot, { recursive: true, force: true });
    },
  };
}

/**
 * Another instance of the app on the same database: its own connection pool and in-memory state,
 * as a second server behind a load balancer would have.
 */
export async function secondInstance(t: TestApp): Promise<{ app: FastifyInstance; close(): Promise<void> }> {
  const handle = connectDatabase(t.database.url);
  const app = await buildApp({
    db: handle.db,
    pool: handle.pool,
    appName: 'Inkwise',
    storage: t.storage,
    secretBox: TEST_SECRET_BOX,
    ...(t.redisUrl ? { redisUrl: t.redisUrl } : {}),
  }).catch(async (error: unknown) => {
    await handle.pool.end();
    throw error;
  });
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      await handle.pool.end();
    },
  };
}

/** The `name=value` of the session cookie a response set, for the next request's Cookie header. */
export function sessionCookieFrom(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((candidate) => candidate.name === 'inkwise_session');
  if (!cookie) throw new Error(`no session cookie in the response (status ${response.statusCode})`);
  return `${cookie.name}=${cookie.value}`;
}

let counter = 0;
/** A valid sign-up body with a unique email. */
export function newAccount(overrides: Partial<Record<'firstName' | 'lastName' | 'email' | 'company' | 'password', string>> = {}) {
  counter += 1;
  return {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: `ada.${Date.now()}.${counter}@example.com`,
    company: 'Analytical Engines Ltd',
    password: 'correct horse battery',
    ...overrides,
  };
}

/**
 * `app.inject`, each request from an address of its own (in 10.<block>.x.y), so per-address
 * limits (the guest routes', sign-in's) never interfere between the tests of a file. `app` is
 * read at each request: test files assign theirs in beforeAll.
 */
export function injectFromFreshAddresses(app: () => FastifyInstance, block: number) {
  let counter = 0;
  return (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, options: { cookie?: string; payload?: object; headers?: Record<string, string> } = {}) => {
    counter += 1;
    return app().inject({
      method,
      url,
      remoteAddress: `10.${block}.${Math.floor(counter / 250) % 250}.${counter % 250}`,
      headers: { ...(options.cookie ? { cookie: options.cookie } : {}), ...options.headers },
      ...(options.payload === undefined ? {} : { payload: options.payload }),
    });
  };
}

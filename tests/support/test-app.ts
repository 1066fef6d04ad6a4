import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/server/app.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  close(): Promise<void>;
}

/** The real app on a fresh database, driven through `app.inject`. */
export async function createTestApp(): Promise<TestApp> {
  const database = await createTestDatabase();
  const app = await buildApp({ db: database.db, pool: database.pool, appName: 'Inkwise' });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.drop();
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

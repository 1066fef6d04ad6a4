import { existsSync } from 'node:fs';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../../src/server/db/embedded-postgres.js';
import { newDataDir, startApp, type RunningApp } from './support/app-server.js';

/**
 * DATABASE_URL runs the app on any PostgreSQL, and instances hold no state: two of them on one
 * database, started together, serve the same accounts and sessions.
 */
let database: EmbeddedPostgres;
let instances: RunningApp[] = [];

beforeAll(async () => {
  // Stands in for an external server: a separate cluster the app does not manage.
  database = await startEmbeddedPostgres(newDataDir(), pino({ level: 'warn' }), { database: 'shared' });
  instances = await Promise.all([
    startApp({ env: { DATABASE_URL: database.url } }),
    startApp({ env: { DATABASE_URL: database.url } }),
  ]);
});
afterAll(async () => {
  await Promise.all(instances.map((instance) => instance.stop()));
  await database?.stop();
});

describe('two instances on one external database', () => {
  it('start no embedded database of their own', () => {
    for (const instance of instances) {
      expect(existsSync(path.join(instance.dataDir, 'postgres'))).toBe(false);
    }
  });

  it('share accounts, sessions and documents: sign in on one, work on both, sign out everywhere', async () => {
    const [first, second] = instances as [RunningApp, RunningApp];
    const account = { firstName: 'Lee', lastName: 'Scale', email: 'lee.scale@example.com', password: 'two instances' };
    const post = (url: string, body: object, cookie = '') =>
      fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify(body) });

    expect((await post(`${first.url}/api/auth/register`, account)).status).toBe(201);
    const login = await post(`${second.url}/api/auth/login`, { email: account.email, password: account.password });
    expect(login.status).toBe(200);
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';

    const verified = await fetch(`${first.url}/api/auth/verify`, { headers: { cookie } });
    expect(verified.status).toBe(200);
    expect(((await verified.json()) as { user: { email: string } }).user.email).toBe(account.email);

    // A document written through one instance is read, and its edit seen, through the other.
    const created = await post(`${second.url}/api/documents`, { title: 'Shared plan', content: 'Written on the second instance.' }, cookie);
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const edited = await fetch(`${first.url}/api/documents/${id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ title: 'Shared plan, edited on the first' }),
    });
    expect(edited.status).toBe(200);
    const read = await fetch(`${second.url}/api/documents/${id}`, { headers: { cookie } });
    expect(((await read.json()) as { title: string }).title).toBe('Shared plan, edited on the first');

    expect((await post(`${first.url}/api/auth/logout`, {}, cookie)).status).toBe(204);
    expect((await fetch(`${second.url}/api/auth/verify`, { headers: { cookie } })).status).toBe(401);
  });

  it('hold one plan limit between them: 40 concurrent creates through both make exactly the free plan\'s 25', async () => {
    const [first, second] = instances as [RunningApp, RunningApp];
    const account = { firstName: 'Pat', lastName: 'Limit', email: 'pat.limit@example.com', password: 'one limit, two servers' };
    const post = (url: string, body: object, cookie = '') =>
      fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify(body) });
    expect((await post(`${first.url}/api/auth/register`, account)).status).toBe(201);
    const login = await post(`${first.url}/api/auth/login`, { email: account.email, password: account.password });
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';

    const statuses = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        post(`${(index % 2 ? first : second).url}/api/documents`, { title: `Draft ${index}`, content: '' }, cookie).then(
          (response) => response.status,
        ),
      ),
    );
    expect(statuses.filter((status) => status === 201)).toHaveLength(25);
    expect(statuses.filter((status) => status === 402)).toHaveLength(15);
    const listed = await fetch(`${second.url}/api/documents?limit=100`, { headers: { cookie } });
    expect(((await listed.json()) as unknown[]).length).toBe(25);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiKey, CreatedApiKey } from '../../shared/contract/api-keys.js';
import { API_KEYS_PER_WORKSPACE } from '../../shared/limits.js';
import { apiKeys } from '../db/schema.js';
import { hashApiKey } from './api-key-token.js';
import { signedInAccount } from '../../../tests/support/signed-in.js';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.js';

let t: TestApp;
let cookie: string;
let otherCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ cookie } = await signedInAccount(t));
  ({ cookie: otherCookie } = await signedInAccount(t));
});
afterAll(async () => {
  await t.close();
});

type Method = 'GET' | 'POST' | 'DELETE';
const request = (method: Method, url: string, payload?: object, headers: Record<string, string> = { cookie }) =>
  t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
const list = async (as = cookie) => (await request('GET', '/api/api-keys', undefined, { cookie: as })).json<ApiKey[]>();
const storedKeys = async () => (await t.database.db.select().from(apiKeys)).length;

describe('/api/api-keys', () => {
  it('creates a key shown once in full, stores only its hash, and lists it by its prefix', async () => {
    const inAYear = new Date(Date.now() + 365 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    const created = await request('POST', '/api/api-keys', { name: '  CMS sync  ', scopes: ['read', 'write'], expiresAt: inAYear });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.headers['cache-control']).toBe('no-store');
    const key = created.json<CreatedApiKey>();
    expect(key.key).toMatch(/^ink_live_[A-Za-z0-9_-]{43}$/);
    expect(key).toMatchObject({ name: 'CMS sync', scopes: ['read', 'write'], prefix: key.key.slice(0, 17), lastUsedAt: null, expiresAt: `${inAYear}T23:59:59.999Z` });

    const [row] = await t.database.db.select().from(apiKeys).where(eq(apiKeys.id, key.id));
    expect(row!.tokenHash).toBe(hashApiKey(key.key));
    expect(JSON.stringify(row)).not.toContain(key.key);

    const listed = await list();
    expect(listed).toEqual([{ id: key.id, name: 'CMS sync', prefix: key.prefix, scopes: ['read', 'write'], createdAt: key.createdAt, lastUsedAt: null, expiresAt: key.expiresAt }]);
    expect(JSON.stringify(listed)).not.toContain(key.key);
  });

  it('gives a key every scope and no expiry when none are asked for', async () => {
    const key = (await request('POST', '/api/api-keys', { name: 'Everything' })).json<CreatedApiKey>();
    expect(key.scopes).toEqual(['read', 'write', 'ai']);
    expect(key.expiresAt).toBeNull();
  });

  it('refuses bad input with a 400 naming the field, and stores nothing', async () => {
    const before = await storedKeys();
    const cases: Array<[object, string]> = [
      [{}, 'name'],
      [{ name: '   ' }, 'name'],
      [{ name: 'x'.repeat(101) }, 'name'],
      [{ name: 'Keys', scopes: [] }, 'scopes'],
      [{ name: 'Keys', scopes: ['admin'] }, 'scopes.0'],
      [{ name: 'Keys', scopes: ['read', 'read'] }, 'scopes'],
      [{ name: 'Keys', expiresAt: '2020-01-01' }, 'expiresAt'],
      [{ name: 'Keys', expiresAt: '2199-01-01' }, 'expiresAt'],
      [{ name: 'Keys', expiresAt: 'next week' }, 'expiresAt'],
    ];
    for (const [body, field] of cases) {
      const response = await request('POST', '/api/api-keys', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json<{ field: string }>().field, JSON.stringify(body)).toBe(field);
    }
    expect(await storedKeys()).toBe(before);
  });

  it('is the signed-in workspace’s own: another account neither lists nor revokes its keys', async () => {
    const key = (await request('POST', '/api/api-keys', { name: 'Mine' })).json<CreatedApiKey>();
    expect((await list(otherCookie)).map((listed) => listed.id)).not.toContain(key.id);
    expect((await request('DELETE', `/api/api-keys/${key.id}`, undefined, { cookie: otherCookie })).statusCode).toBe(404);
    expect((await list()).map((listed) => listed.id)).toContain(key.id);
  });

  it('revokes a key at once: gone from the list, refused by the API, and a second revoke is a 404', async () => {
    const key = (await request('POST', '/api/api-keys', { name: 'Short-lived' })).json<CreatedApiKey>();
    const bearer = { authorization: `Bearer ${key.key}` };
    expect((await request('GET', '/api/v1/brands', undefined, bearer)).statusCode).toBe(200);
    expect((await request('DELETE', `/api/api-keys/${key.id}`)).statusCode).toBe(204);
    expect((await list()).map((listed) => listed.id)).not.toContain(key.id);
    const refused = await request('GET', '/api/v1/brands', undefined, bearer);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ error: 'This API key has been revoked.', code: 'unauthorized' });
    expect((await request('DELETE', `/api/api-keys/${key.id}`)).statusCode).toBe(404);
  });

  it('needs a session: a visitor and an API key get 401', async () => {
    const key = (await request('POST', '/api/api-keys', { name: 'Not for sessions' })).json<CreatedApiKey>();
    for (const headers of [{}, { authorization: `Bearer ${key.key}` }] as Array<Record<string, string>>) {
      expect((await request('GET', '/api/api-keys', undefined, headers)).statusCode).toBe(401);
      expect((await request('POST', '/api/api-keys', { name: 'Sneaky' }, headers)).statusCode).toBe(401);
      // A key never works on the session API either.
      expect((await request('GET', '/api/documents', undefined, headers)).statusCode).toBe(401);
    }
  });

  it(`keeps at most ${API_KEYS_PER_WORKSPACE} keys per workspace; revoking one makes room`, async () => {
    const { cookie: fresh } = await signedInAccount(t);
    const create = (name: string) => request('POST', '/api/api-keys', { name }, { cookie: fresh });
    const made: CreatedApiKey[] = [];
    for (let index = 0; index < API_KEYS_PER_WORKSPACE; index++) made.push((await create(`Key ${index}`)).json<CreatedApiKey>());
    const refused = await create('One too many');
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ error: string }>().error).toMatch(/Revoke one/);
    expect((await request('DELETE', `/api/api-keys/${made[0]!.id}`, undefined, { cookie: fresh })).statusCode).toBe(204);
    expect((await create('Now it fits')).statusCode).toBe(201);
  });
});

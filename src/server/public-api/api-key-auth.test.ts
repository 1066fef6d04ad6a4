import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiKey, CreatedApiKey } from '../../shared/contract/api-keys.js';
import { apiKeys, workspaceMembers } from '../db/schema.js';
import { apiKeyFor, v1 } from '../../../tests/support/public-api.js';
import { signedInAccount } from '../../../tests/support/signed-in.js';
import { createTestApp, secondInstance, type TestApp } from '../../../tests/support/test-app.js';

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ cookie } = await signedInAccount(t));
});
afterAll(async () => {
  await t.close();
});

const expectUnauthorized = (response: { statusCode: number; headers: Record<string, unknown>; json: <T>() => T }, error: RegExp) => {
  expect(response.statusCode).toBe(401);
  expect(response.headers['www-authenticate']).toBe('Bearer realm="Inkwise API"');
  const body = response.json<{ error: string; code: string }>();
  expect(body.code).toBe('unauthorized');
  expect(body.error).toMatch(error);
};

describe('bearer keys on /api/v1', () => {
  it('refuses a request without a key, with a malformed header, or with something that is not a key', async () => {
    expectUnauthorized(await v1(t, null, 'GET', '/api/v1/brands'), /Authorization: Bearer/);
    expectUnauthorized(await v1(t, null, 'GET', '/api/v1/brands', undefined, { authorization: 'Basic dXNlcjpwYXNz' }), /must be "Bearer <key>"/);
    expectUnauthorized(await v1(t, 'not-a-key', 'GET', '/api/v1/brands'), /not an Inkwise API key/);
    expectUnauthorized(await v1(t, `ink_live_${'A'.repeat(43)}`, 'GET', '/api/v1/brands'), /not valid/);
  });

  it('never takes a session cookie instead of a key', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/brands', headers: { cookie } });
    expectUnauthorized(response, /Authorization: Bearer/);
  });

  it('refuses an expired key, saying when it expired', async () => {
    const key = await apiKeyFor(t, cookie, { name: 'Expiring' });
    expect((await v1(t, key, 'GET', '/api/v1/brands')).statusCode).toBe(200);
    await t.database.db.update(apiKeys).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(apiKeys.prefix, key.slice(0, 17)));
    expectUnauthorized(await v1(t, key, 'GET', '/api/v1/brands'), /expired on \d{4}-\d{2}-\d{2}/);
  });

  it('refuses a revoked or expired key on every instance at once', async () => {
    const other = await secondInstance(t);
    try {
      const created = (await t.app.inject({ method: 'POST', url: '/api/api-keys', headers: { cookie }, payload: { name: 'Both instances' } })).json<CreatedApiKey>();
      const onOther = () => other.app.inject({ method: 'GET', url: '/api/v1/brands', headers: { authorization: `Bearer ${created.key}` } });
      expect((await onOther()).statusCode).toBe(200);
      expect((await v1(t, created.key, 'GET', '/api/v1/brands')).statusCode).toBe(200);
      // Revoked through the first instance: the second refuses the very next request.
      expect((await t.app.inject({ method: 'DELETE', url: `/api/api-keys/${created.id}`, headers: { cookie } })).statusCode).toBe(204);
      expectUnauthorized(await onOther(), /revoked/);
      expectUnauthorized(await v1(t, created.key, 'GET', '/api/v1/brands'), /revoked/);

      const expiring = (await t.app.inject({ method: 'POST', url: '/api/api-keys', headers: { cookie }, payload: { name: 'Expiring on both' } })).json<CreatedApiKey>();
      const expiringOnOther = () => other.app.inject({ method: 'GET', url: '/api/v1/brands', headers: { authorization: `Bearer ${expiring.key}` } });
      expect((await expiringOnOther()).statusCode).toBe(200);
      await t.database.db.update(apiKeys).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(apiKeys.id, expiring.id));
      expectUnauthorized(await expiringOnOther(), /expired/);
    } finally {
      await other.close();
    }
  });

  it('acts only while its creator is a member of the workspace', async () => {
    const member = await signedInAccount(t);
    const key = await apiKeyFor(t, member.cookie, { name: 'Leaves with me' });
    expect((await v1(t, key, 'GET', '/api/v1/brands')).statusCode).toBe(200);
    await t.database.db.delete(workspaceMembers).where(eq(workspaceMembers.userId, member.userId));
    expectUnauthorized(await v1(t, key, 'GET', '/api/v1/brands'), /not valid/);
  });

  it('records when a key was last used, for the settings list', async () => {
    const key = await apiKeyFor(t, cookie, { name: 'Used' });
    const listed = async () => (await t.app.inject({ method: 'GET', url: '/api/api-keys', headers: { cookie } })).json<ApiKey[]>().find((candidate) => key.startsWith(candidate.prefix))!;
    expect((await listed()).lastUsedAt).toBeNull();
    const before = Date.now();
    await v1(t, key, 'GET', '/api/v1/brands');
    await expect.poll(async () => (await listed()).lastUsedAt).not.toBeNull();
    expect(Date.parse((await listed()).lastUsedAt!)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('enforces scopes: a read key reads, and is refused writes and AI with 403 insufficient_scope', async () => {
    const readOnly = await apiKeyFor(t, cookie, { name: 'Reader', scopes: ['read'] });
    expect((await v1(t, readOnly, 'GET', '/api/v1/documents')).statusCode).toBe(200);
    expect((await v1(t, readOnly, 'POST', '/api/v1/analyze', { text: 'A short text to read.' })).statusCode).toBe(200);
    for (const [method, url, body] of [
      ['POST', '/api/v1/documents', { title: 'Refused', content: 'No.' }],
      ['POST', '/api/v1/brands', { name: 'Refused', sample_text: 'No.' }],
      ['POST', '/api/v1/rewrite', { text: 'No.' }],
    ] as const) {
      const response = await v1(t, readOnly, method, url, body);
      expect(response.statusCode, url).toBe(403);
      expect(response.json<{ code: string; error: string }>()).toMatchObject({ code: 'insufficient_scope', error: expect.stringMatching(/scope/) });
    }
    const writer = await apiKeyFor(t, cookie, { name: 'Writer', scopes: ['write'] });
    expect((await v1(t, writer, 'GET', '/api/v1/documents')).statusCode).toBe(403);
  });

  it('answers every error as {error, code}, an unknown path included', async () => {
    const key = await apiKeyFor(t, cookie);
    const unknown = await v1(t, key, 'GET', '/api/v1/nothing-here');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'No route for GET /api/v1/nothing-here', code: 'not_found' });
    const bad = await v1(t, key, 'POST', '/api/v1/analyze', { text: '', analysis_type: 'vibes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ code: string; error: string; field: string }>()).toMatchObject({ code: 'invalid_request', field: expect.any(String), error: expect.any(String) });
    const malformed = await t.app.inject({ method: 'POST', url: '/api/v1/analyze', headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' }, payload: '{"text": ' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json<{ code: string }>().code).toBe('invalid_request');
  });

  it('is not refused by the cross-origin check: a key is not a cookie another site can ride on', async () => {
    const key = await apiKeyFor(t, cookie);
    const response = await v1(t, key, 'POST', '/api/v1/analyze', { text: 'Hello there, world.' }, { origin: 'https://cms.example.com' });
    expect(response.statusCode).toBe(200);
  });
});

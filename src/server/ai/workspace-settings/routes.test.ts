import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AiConnection, AiSettings, ConnectionTest } from '../../../shared/contract/ai-settings.js';
import { aiRequests, sessions, workspaceAiSettings, workspaceMembers } from '../../db/schema.js';
import { createSecretBox } from '../../security/secret-box.js';
import { startOpenAiTestServer, type OpenAiTestServer } from '../../../../tests/support/openai-test-server.js';
import { signedInAccount } from '../../../../tests/support/signed-in.js';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.js';

let serverModel: OpenAiTestServer;
let ownModel: OpenAiTestServer;
let t: TestApp;
let strict: TestApp;

const call = (method: 'GET' | 'PUT' | 'DELETE' | 'POST', url: string, cookie: string, payload?: object, app = t) =>
  app.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

/** POST /api/ai/write, read whole; the events' names and the last event's data. */
async function write(cookie: string) {
  const answer = await call('POST', '/api/ai/write', cookie, { action: 'rewrite', text: 'Hello there.' });
  return { status: answer.statusCode, body: answer.body };
}

async function workspaceOf(userId: number): Promise<number> {
  const [row] = await t.database.db.select({ id: workspaceMembers.workspaceId }).from(workspaceMembers).where(eq(workspaceMembers.userId, userId));
  return row!.id;
}

/** The models a workspace's AI requests were recorded under, oldest first. */
async function recordedModels(userId: number): Promise<string[]> {
  const rows = await t.database.db.select({ model: aiRequests.model }).from(aiRequests).where(eq(aiRequests.workspaceId, await workspaceOf(userId))).orderBy(aiRequests.id);
  return rows.map((row) => row.model);
}

beforeAll(async () => {
  serverModel = await startOpenAiTestServer({ apiKey: 'sk-server' });
  ownModel = await startOpenAiTestServer({ apiKey: 'sk-workspace-7788', models: ['own-large', 'own-small'] });
  ownModel.fallback = { kind: 'answer', pieces: ['From the workspace’s own model.'] };
  t = await createTestApp({ ai: { baseUrl: serverModel.baseUrl, apiKey: 'sk-server', model: 'server-model', fastModel: 'server-model' } });
  strict = await createTestApp({ aiAllowPrivateEndpoints: false });
});
afterAll(async () => {
  await t.close();
  await strict.close();
  await serverModel.close();
  await ownModel.close();
});

describe('Settings → AI', () => {
  it('uses the server’s model until the owner saves the workspace’s own; the key is sealed and never sent back', async () => {
    const owner = await signedInAccount(t);
    const neighbour = await signedInAccount(t);
    expect((await call('GET', '/api/ai/settings', owner.cookie)).json<AiSettings>()).toMatchObject({ source: 'server', workspace: null, serverModel: true });
    expect((await call('GET', '/api/ai/connection', owner.cookie)).json<AiConnection>()).toEqual({ connected: true, source: 'server' });

    const saved = await call('PUT', '/api/ai/settings', owner.cookie, { baseUrl: `${ownModel.baseUrl}/`, apiKey: 'sk-workspace-7788', model: 'own-large', fastModel: 'own-small' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<AiSettings>()).toMatchObject({
      source: 'workspace',
      workspace: { baseUrl: ownModel.baseUrl, model: 'own-large', fastModel: 'own-small', apiKeyLast4: '7788' },
    });
    expect(saved.body).not.toContain('sk-workspace');
    const [row] = await t.database.db.select().from(workspaceAiSettings).where(eq(workspaceAiSettings.workspaceId, await workspaceOf(owner.userId)));
    expect(row!.apiKeySealed).not.toContain('sk-workspace');

    // The owner's writers now reach the workspace's endpoint with its key; the neighbour does not.
    const before = { own: ownModel.requests.length, server: serverModel.requests.length };
    expect((await write(owner.cookie)).body).toContain('From the workspace’s own model.');
    expect(ownModel.requests.at(-1)).toMatchObject({ authorization: 'Bearer sk-workspace-7788', body: { model: 'own-large' } });
    expect((await write(neighbour.cookie)).body).toContain('event: done');
    expect(ownModel.requests.length).toBe(before.own + 1);
    expect(serverModel.requests.length).toBe(before.server + 1);
    expect((await call('GET', '/api/ai/settings', neighbour.cookie)).json<AiSettings>().source).toBe('server');
    // Each request is recorded under the model that answered it, chosen as the model was.
    expect(await recordedModels(owner.userId)).toEqual(['own-large']);
    expect(await recordedModels(neighbour.userId)).toEqual(['server-model']);

    // Saving without a key keeps it; null removes it.
    await call('PUT', '/api/ai/settings', owner.cookie, { baseUrl: ownModel.baseUrl, model: 'own-small' });
    expect((await write(owner.cookie)).body).toContain('event: done');
    expect(ownModel.requests.at(-1)).toMatchObject({ authorization: 'Bearer sk-workspace-7788', body: { model: 'own-small' } });
    const keyless = (await call('PUT', '/api/ai/settings', owner.cookie, { baseUrl: ownModel.baseUrl, model: 'own-small', apiKey: null })).json<AiSettings>();
    expect(keyless.workspace!.apiKeyLast4).toBeNull();
    expect((await write(owner.cookie)).body).toMatch(/event: error[\s\S]*refused the API key/);

    // A key sealed under another APP_SECRET (an instance with its own) is said to be unreadable, not a 500.
    await call('PUT', '/api/ai/settings', owner.cookie, { baseUrl: ownModel.baseUrl, model: 'own-small', apiKey: 'sk-workspace-7788' });
    await t.database.db
      .update(workspaceAiSettings)
      .set({ apiKeySealed: createSecretBox('another secret that is long enough to use').seal('sk-workspace-7788') })
      .where(eq(workspaceAiSettings.workspaceId, await workspaceOf(owner.userId)));
    const unreadable = await write(owner.cookie);
    expect(unreadable.status).toBe(503);
    expect(unreadable.body).toMatch(/cannot be read on this server/);
    // A request refused before the model was asked is not one the workspace made: nothing of it is kept.
    expect(await recordedModels(owner.userId)).toEqual(['own-large', 'own-small', 'own-small']);

    expect((await call('DELETE', '/api/ai/settings', owner.cookie)).statusCode).toBe(204);
    expect((await call('GET', '/api/ai/settings', owner.cookie)).json<AiSettings>().source).toBe('server');
  });

  it('lists an endpoint’s models and tests the connection, with the provider’s error in words', async () => {
    const owner = await signedInAccount(t);
    const models = await call('POST', '/api/ai/settings/models', owner.cookie, { baseUrl: ownModel.baseUrl, apiKey: 'sk-workspace-7788' });
    expect(models.json()).toEqual({ models: ['own-large', 'own-small'] });
    const refused = await call('POST', '/api/ai/settings/models', owner.cookie, { baseUrl: ownModel.baseUrl, apiKey: 'sk-wrong' });
    expect(refused.statusCode).toBe(502);
    expect(refused.json<{ error: string }>().error).toMatch(/refused the API key \(401\)/);

    const passed = (await call('POST', '/api/ai/settings/test', owner.cookie, { baseUrl: ownModel.baseUrl, apiKey: 'sk-workspace-7788', model: 'own-large' })).json<ConnectionTest>();
    expect(passed).toMatchObject({ ok: true, model: 'own-large' });
    expect(passed.ok && passed.latencyMs).toBeGreaterThanOrEqual(0);
    expect(ownModel.requests.at(-1)!.body.max_tokens).toBe(5);
    const failed = (await call('POST', '/api/ai/settings/test', owner.cookie, { baseUrl: 'http://127.0.0.1:9/v1', model: 'x' })).json<ConnectionTest>();
    expect(failed).toMatchObject({ ok: false, error: expect.stringMatching(/Could not reach the model at http:\/\/127\.0\.0\.1:9\/v1/) });

    // With the key left out, the saved one is used.
    await call('PUT', '/api/ai/settings', owner.cookie, { baseUrl: ownModel.baseUrl, apiKey: 'sk-workspace-7788', model: 'own-large' });
    expect((await call('POST', '/api/ai/settings/models', owner.cookie, { baseUrl: ownModel.baseUrl })).statusCode).toBe(200);
  });

  it('refuses bad input, members who are not the owner, and signed-out callers', async () => {
    const owner = await signedInAccount(t);
    for (const body of [{ baseUrl: 'ftp://example.com', model: 'm' }, { baseUrl: 'not a url', model: 'm' }, { baseUrl: 'https://api.example.com/v1', model: '' }]) {
      expect((await call('PUT', '/api/ai/settings', owner.cookie, body)).statusCode).toBe(400);
    }
    // A member of the owner's workspace (teams come later; the row is what they will write).
    const member = await signedInAccount(t);
    const workspaceId = await workspaceOf(owner.userId);
    await t.database.db.insert(workspaceMembers).values({ workspaceId, userId: member.userId, role: 'member' });
    await t.database.db.update(sessions).set({ workspaceId }).where(eq(sessions.userId, member.userId));
    expect((await call('GET', '/api/ai/settings', member.cookie)).statusCode).toBe(200);
    for (const [method, url, body] of [
      ['PUT', '/api/ai/settings', { baseUrl: ownModel.baseUrl, model: 'own-large' }],
      ['DELETE', '/api/ai/settings', undefined],
      ['POST', '/api/ai/settings/models', { baseUrl: ownModel.baseUrl }],
      ['POST', '/api/ai/settings/test', { baseUrl: ownModel.baseUrl, model: 'own-large' }],
    ] as const) {
      const answer = await call(method, url, member.cookie, body);
      expect(answer.statusCode, `${method} ${url}`).toBe(403);
      expect(await t.app.inject({ method, url, ...(body ? { payload: body } : {}) }).then((response) => response.statusCode)).toBe(401);
    }
  });

  it('refuses private and loopback endpoints where the server does not allow them', async () => {
    const owner = await signedInAccount(strict);
    for (const baseUrl of [ownModel.baseUrl, 'http://169.254.169.254/v1', 'http://[::1]:11434/v1', 'http://10.1.2.3/v1', 'http://localhost:11434/v1']) {
      const answer = await call('PUT', '/api/ai/settings', owner.cookie, { baseUrl, model: 'm' }, strict);
      expect(answer.statusCode, baseUrl).toBe(400);
      expect(answer.json<{ error: string }>().error).toMatch(/public addresses/);
    }
    expect((await call('POST', '/api/ai/settings/models', owner.cookie, { baseUrl: 'http://127.0.0.1:11434/v1' }, strict)).statusCode).toBe(400);
    expect((await call('GET', '/api/ai/settings', owner.cookie, undefined, strict)).json<AiSettings>()).toMatchObject({ source: 'none', allowPrivateEndpoints: false });
  });
});

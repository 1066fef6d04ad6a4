import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Client } from '../../../shared/contract/clients.js';
import type { PublicError } from '../../../shared/contract/public-api/common.js';
import type { RewriteResponse } from '../../../shared/contract/public-api/rewrite.js';
import { AUDIENCE_TASK } from '../../ai/prompts/build-messages.js';
import { aiRequests } from '../../db/schema.js';
import { startOpenAiTestServer, type OpenAiTestServer } from '../../../../tests/support/openai-test-server.js';
import { apiAccount, apiKeyFor, v1, type ApiAccount } from '../../../../tests/support/public-api.js';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.js';

type Account = ApiAccount;

let server: OpenAiTestServer;
let t: TestApp;
let noModel: TestApp;
let a: Account;
let b: Account;
let brandId: number;
let rivalBrandId: number;
let baseUrl: string;

async function sessionClient(cookie: string, body: object): Promise<number> {
  const response = await t.app.inject({ method: 'POST', url: '/api/clients', headers: { cookie }, payload: body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Client>().id;
}

const rewrite = (payload: object, key = a.key, app = t) => v1(app, key, 'POST', '/api/v1/rewrite', payload);

const requestsOf = (workspaceId: number) => t.database.db.select().from(aiRequests).where(eq(aiRequests.workspaceId, workspaceId)).orderBy(asc(aiRequests.id));

const waitFor = async (condition: () => Promise<boolean>) => {
  for (let tries = 0; tries < 100; tries += 1) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('condition not met in 5 s');
};

beforeAll(async () => {
  server = await startOpenAiTestServer({ apiKey: 'sk-test' });
  t = await createTestApp({ ai: { baseUrl: server.baseUrl, apiKey: 'sk-test', model: 'writer-model', fastModel: 'quick-model' } });
  noModel = await createTestApp();
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  a = await apiAccount(t);
  b = await apiAccount(t);
  brandId = await sessionClient(a.cookie, { name: 'Acme Outdoors', brandGuidelines: 'Warm and practical.', bannedTerms: ['cheap'] });
  rivalBrandId = await sessionClient(b.cookie, { name: 'Rival Secret Brand', brandGuidelines: 'Top secret rival plans.' });
});
afterAll(async () => {
  // fetch's spare connections to the app never carry a request; they are the test client's, so cut.
  t.app.server.closeAllConnections();
  await t.close();
  await noModel.close();
  await server.close();
});
beforeEach(() => {
  server.queue = [];
  server.fallback = { kind: 'answer', pieces: ['Hello', ' from', ' the', ' test', ' model.'] };
});

describe('POST /api/v1/rewrite', () => {
  it('answers 503 ai_not_configured when no model is connected', async () => {
    const account = await apiAccount(noModel);
    const response = await rewrite({ text: 'Our tent is good.' }, account.key, noModel);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ error: 'No AI model is connected', code: 'ai_not_configured' });
  });

  it('answers the model’s rewrite with its writing feedback; the model was sent the text, the brand and the audience', async () => {
    server.queue = [{ kind: 'answer', pieces: ['  Our tents ', 'recieve praise ', 'from every hiker.\n'] }];
    const response = await rewrite({ text: 'Our tent is good and cheap.', brand_id: brandId, audience: 'First-time campers' });
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<RewriteResponse>();
    expect(answer.text).toBe('Our tents recieve praise from every hiker.');
    expect(answer.model).toBe('writer-model');
    const spelling = answer.suggestions.find((suggestion) => suggestion.rule === 'spelling');
    expect(spelling).toMatchObject({ category: 'correctness', text: 'recieve', replacement: 'receive' });
    expect(answer.text.slice(spelling!.offset!, spelling!.offset! + spelling!.length!)).toBe('recieve');

    const sent = server.requests.at(-1)!.body;
    expect(sent).toMatchObject({ model: 'writer-model', stream: true });
    const [system, user] = sent.messages!;
    expect(system!.content).toContain('Acme Outdoors');
    expect(system!.content).toContain('Warm and practical.');
    expect(user!.content).toMatch(/^Rewrite the text in <text> so that it is clearer/);
    expect(user!.content).toContain(AUDIENCE_TASK);
    expect(user!.content).toContain('<text>\nOur tent is good and cheap.\n</text>');
    expect(user!.content).toContain('<audience>\nFirst-time campers\n</audience>');
    expect(JSON.stringify(sent)).not.toContain('Rival Secret Brand');
  });

  it('with a tone, asks the model to change the tone', async () => {
    server.queue = [{ kind: 'answer', pieces: ['Hey there, our tent rocks!'] }];
    const response = await rewrite({ text: 'Our tent is adequate.', tone: 'friendly' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<RewriteResponse>().text).toBe('Hey there, our tent rocks!');
    const [, user] = server.requests.at(-1)!.body.messages!;
    expect(user!.content).toMatch(/^Rewrite the text in <text> in a "friendly" tone/);
    expect(user!.content).not.toContain('<audience>');
    expect((await requestsOf(a.workspaceId)).at(-1)).toMatchObject({ action: 'change-tone', model: 'writer-model' });
  });

  it('turns a provider’s failure into a model_ error in words, without a stack', async () => {
    server.queue = [{ kind: 'error', status: 401, message: 'Incorrect API key provided.' }];
    const badKey = await rewrite({ text: 'Our tent is good.' });
    expect(badKey.statusCode).toBe(502);
    const body = badKey.json<PublicError>();
    expect(body.code).toBe('model_bad_key');
    expect(body.error).toMatch(/refused the API key \(401\)/);
    expect(body.error).toContain('Incorrect API key provided.');
    expect(badKey.body).not.toMatch(/\bat \S+:\d+|stack|node_modules/);

    server.queue = [{ kind: 'error-in-stream', pieces: ['Half an'], message: 'The engine overheated' }];
    const broken = await rewrite({ text: 'Our tent is good.' });
    expect(broken.statusCode).toBeGreaterThanOrEqual(400);
    expect(broken.json<PublicError>()).toMatchObject({ code: expect.stringMatching(/^model_/), error: expect.stringContaining('The engine overheated') });
    // Half an answer is never given as the rewrite.
    expect(broken.json()).not.toHaveProperty('text');
  });

  it('needs the ai scope: 403 insufficient_scope without it, and the model is not asked', async () => {
    const noAi = await apiKeyFor(t, a.cookie, { name: 'No AI', scopes: ['read', 'write'] });
    const before = server.requests.length;
    const response = await rewrite({ text: 'Our tent is good.' }, noAi);
    expect(response.statusCode).toBe(403);
    expect(response.json<PublicError>()).toMatchObject({ code: 'insufficient_scope', error: expect.stringMatching(/"ai" scope/) });
    expect(server.requests.length).toBe(before);
  });

  it('answers 404 for another workspace’s brand_id, says nothing of it, and does not ask the model', async () => {
    const before = server.requests.length;
    const response = await rewrite({ text: 'Our tent is good.', brand_id: rivalBrandId });
    expect(response.statusCode).toBe(404);
    expect(response.json<PublicError>()).toMatchObject({ code: 'not_found', field: 'brand_id' });
    expect(response.body).not.toContain('Rival');
    expect(server.requests.length).toBe(before);
  });

  it('refuses bad bodies with 400 invalid_request before asking the model', async () => {
    const before = server.requests.length;
    for (const body of [{}, { text: '   ' }, { text: 'x'.repeat(20_001) }, { text: 'Hi', brand_id: 'abc' }, { text: 'Hi', audience: 'a'.repeat(301) }]) {
      const response = await rewrite(body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(response.json<PublicError>().code).toBe('invalid_request');
    }
    // A personality that does not exist, named in the API's terms.
    const personality = await rewrite({ text: 'Hi', personality_id: 99_999 });
    expect(personality.statusCode).toBe(400);
    expect(personality.json<PublicError>()).toMatchObject({ code: 'invalid_request', field: 'personality_id', error: expect.stringMatching(/^personality_id 99999/) });
    expect(server.requests.length).toBe(before);
  });

  it('stops the model’s request when the caller hangs up, and records the request as stopped', async () => {
    const account = await apiAccount(t);
    server.queue = [{ kind: 'stall', pieces: ['Thinking'] }];
    const asked = server.requests.length;
    const closedBefore = server.closedEarly;
    const hangUp = new AbortController();
    const answer = fetch(`${baseUrl}/api/v1/rewrite`, {
      method: 'POST',
      headers: { authorization: `Bearer ${account.key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ text: 'Once upon a time.' }),
      signal: hangUp.signal,
    }).catch((error: unknown) => error);
    await waitFor(async () => server.requests.length > asked);
    hangUp.abort();
    expect(await answer).toBeInstanceOf(Error);
    await waitFor(async () => server.closedEarly > closedBefore);
    await waitFor(async () => (await requestsOf(account.workspaceId)).some((row) => row.outcome === 'stopped' && row.finishedAt !== null));
  });
});

describe('usage', () => {
  it('records each rewrite in ai_requests like the editor’s: who, what, which model, tokens, never the text; failures do not count', async () => {
    const account = await apiAccount(t);
    expect((await rewrite({ text: 'Secret words to rewrite.' }, account.key)).statusCode).toBe(200);
    server.queue = [{ kind: 'error', status: 401, message: 'bad key' }];
    expect((await rewrite({ text: 'Secret words again.' }, account.key)).statusCode).toBe(502);
    await waitFor(async () => (await requestsOf(account.workspaceId)).every((row) => row.finishedAt !== null));
    const rows = await requestsOf(account.workspaceId);
    expect(rows).toMatchObject([
      { userId: account.userId, action: 'rewrite', model: 'writer-model', outcome: 'completed', promptTokens: 10, completionTokens: 5 },
      { userId: account.userId, action: 'rewrite', outcome: 'failed', failure: 'bad-key' },
    ]);
    expect(JSON.stringify(rows)).not.toContain('Secret');
    // The editor's usage figure counts it.
    const usage = await t.app.inject({ method: 'GET', url: '/api/ai/usage', headers: { cookie: account.cookie } });
    expect(usage.json()).toMatchObject({ used: 1 });
  });

  it('answers 402 once the month’s AI allowance is used, without asking the model', async () => {
    const account = await apiAccount(t);
    await t.database.db.insert(aiRequests).values(
      Array.from({ length: 250 }, () => ({
        workspaceId: account.workspaceId,
        userId: account.userId,
        action: 'rewrite',
        model: 'm',
        outcome: 'completed' as const,
        finishedAt: sql`now()`,
      })),
    );
    const before = server.requests.length;
    const response = await rewrite({ text: 'One more, please.' }, account.key);
    expect(response.statusCode).toBe(402);
    expect(response.json<PublicError>()).toMatchObject({ code: 'plan_limit_reached', error: expect.stringMatching(/250 AI suggestions a month/) });
    expect(server.requests.length).toBe(before);
    expect(await requestsOf(account.workspaceId)).toHaveLength(250);
  });
});

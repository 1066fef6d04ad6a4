import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AiStatus } from '../../shared/contract/ai.js';
import { startOpenAiTestServer, type OpenAiTestServer } from '../../../tests/support/openai-test-server.js';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.js';
import { createModelStatus } from './model-status.js';
import { createChatModel } from './provider/chat-model.js';

let server: OpenAiTestServer;
const apps: TestApp[] = [];

beforeAll(async () => {
  server = await startOpenAiTestServer({ apiKey: 'sk-right' });
});
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  await server.close();
});

async function statusOf(options: Parameters<typeof createTestApp>[0]): Promise<AiStatus> {
  const t = await createTestApp(options);
  apps.push(t);
  const response = await t.app.inject({ method: 'GET', url: '/api/ai/status' });
  expect(response.statusCode).toBe(200);
  return response.json<AiStatus>();
}

describe('GET /api/ai/status', () => {
  it('says built-in when no model is configured, to anyone', async () => {
    expect(await statusOf({})).toEqual({ engine: 'built-in' });
  });

  it('says connected with the model’s name and last success, and failing with the kind of failure, never the address or key', async () => {
    const connected = await statusOf({ ai: { baseUrl: server.baseUrl, apiKey: 'sk-right', model: 'writer-model', fastModel: 'writer-model' } });
    expect(connected).toMatchObject({ engine: 'model', state: 'connected', model: 'writer-model', problem: null });
    expect(connected.engine === 'model' && connected.lastSuccessAt).toBe(connected.engine === 'model' && connected.checkedAt);
    expect(Number.isNaN(Date.parse(connected.engine === 'model' ? connected.checkedAt : ''))).toBe(false);

    const failing = await statusOf({ ai: { baseUrl: server.baseUrl, apiKey: 'sk-wrong', model: 'writer-model', fastModel: 'writer-model' } });
    expect(failing).toMatchObject({ engine: 'model', state: 'failing', model: 'writer-model', lastSuccessAt: null, problem: 'The model’s endpoint refused the API key.' });
    expect(JSON.stringify(failing)).not.toContain('127.0.0.1');
    expect(JSON.stringify(failing)).not.toContain('sk-');
  });
});

describe('the model check', () => {
  it('asks the model at most once a minute, and once for callers who ask together', async () => {
    let clock = 1_000_000;
    const status = createModelStatus(createChatModel({ baseUrl: server.baseUrl, apiKey: 'sk-right', model: 'm', fastModel: 'm' }), () => clock);
    const before = server.requests.length;
    await Promise.all([status(), status(), status()]);
    expect(server.requests.length).toBe(before + 1);
    clock += 59_000;
    await status();
    expect(server.requests.length).toBe(before + 1);
    clock += 2_000;
    await status();
    expect(server.requests.length).toBe(before + 2);
  });
});

describe('the model’s state from real requests', () => {
  const messages = [{ role: 'user' as const, content: 'Hello.' }];
  const failing = (promise: Promise<unknown>) => promise.then(() => expect.fail('the request should fail'), () => undefined);

  it('says failing when the model cannot write though its endpoint lists models, and connected again once a request succeeds', async () => {
    let clock = 5_000_000;
    const chatModel = createChatModel({ baseUrl: server.baseUrl, apiKey: 'sk-right', model: 'misspelt-model', fastModel: 'misspelt-model' }, { requestTimeoutMs: 2_000 });
    const status = createModelStatus(chatModel, () => clock);
    expect(await status()).toMatchObject({ state: 'connected', model: 'misspelt-model' });

    clock += 1_000;
    server.queue = [{ kind: 'error', status: 404, message: 'model "misspelt-model" not found' }];
    await failing(chatModel.complete({ messages, maxTokens: 20 }));
    clock += 1_000;
    expect(await status()).toMatchObject({ state: 'failing', problem: 'The endpoint does not know the configured model.', checkedAt: new Date(5_001_000).toISOString() });
    // A newer check that lists the models does not clear it: listing says nothing of writing.
    clock += 61_000;
    expect(await status()).toMatchObject({ state: 'failing', problem: 'The endpoint does not know the configured model.' });

    // A text too long for the model is the request's trouble, not the model's.
    server.queue = [{ kind: 'error', status: 400, message: "This model's maximum context length is 8192 tokens." }];
    await failing(chatModel.complete({ messages, maxTokens: 20 }));
    expect(await status()).toMatchObject({ state: 'failing' });

    clock += 1_000;
    await chatModel.complete({ messages, maxTokens: 20 });
    const answering = await status();
    expect(answering).toMatchObject({ state: 'connected', problem: null, lastSuccessAt: new Date(clock).toISOString(), checkedAt: new Date(clock).toISOString() });

    // Ten minutes on, with no request since, the check alone speaks again.
    server.queue = [{ kind: 'error', status: 503, message: 'overloaded' }, { kind: 'error', status: 503, message: 'overloaded' }];
    await failing(chatModel.complete({ messages, maxTokens: 20 }));
    expect(await status()).toMatchObject({ state: 'failing', problem: 'The model’s endpoint reported an error.' });
    clock += 10 * 60_000;
    expect(await status()).toMatchObject({ state: 'connected' });
  });

  it('lets a newer passing check outdate a failure the check would have seen (unreachable, key refused)', async () => {
    let clock = 9_000_000;
    const chatModel = createChatModel({ baseUrl: server.baseUrl, apiKey: 'sk-right', model: 'm', fastModel: 'm' });
    const status = createModelStatus(chatModel, () => clock);
    await status();
    clock += 1_000;
    server.queue = [{ kind: 'error', status: 401, message: 'Incorrect API key provided.' }];
    await failing(chatModel.complete({ messages, maxTokens: 20 }));
    expect(await status()).toMatchObject({ state: 'failing', problem: 'The model’s endpoint refused the API key.' });
    clock += 60_000;
    expect(await status()).toMatchObject({ state: 'connected', problem: null });
  });
});

import { APIUserAbortError } from 'openai';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startOpenAiTestServer, type OpenAiTestServer } from '../../../../tests/support/openai-test-server.js';
import { createChatModel } from './chat-model.js';
import { ModelError } from './model-error.js';

let server: OpenAiTestServer;
const KEY = 'sk-test-key';

beforeAll(async () => {
  server = await startOpenAiTestServer({ apiKey: KEY, models: ['test-model', 'test-fast'] });
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.queue = [];
  server.requests.length = 0;
});

const model = (overrides: { apiKey?: string; model?: string; idleTimeoutMs?: number } = {}) =>
  createChatModel(
    { baseUrl: server.baseUrl, apiKey: overrides.apiKey ?? KEY, model: overrides.model ?? 'test-model', fastModel: 'test-fast' },
    { idleTimeoutMs: overrides.idleTimeoutMs ?? 5_000, requestTimeoutMs: 5_000 },
  );

const messages = [
  { role: 'system' as const, content: 'You write in a warm voice.' },
  { role: 'user' as const, content: 'Write about tea.' },
];

async function collect(stream: AsyncGenerator<string>): Promise<string[]> {
  const pieces: string[] = [];
  for await (const piece of stream) pieces.push(piece);
  return pieces;
}

async function failure(action: Promise<unknown>): Promise<ModelError> {
  const error = await action.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ModelError);
  return error as ModelError;
}

describe('a chat model on an OpenAI-compatible endpoint', () => {
  it('streams the answer piece by piece and sends the messages, the model, max_tokens and the key', async () => {
    server.queue = [{ kind: 'answer', pieces: ['Tea ', 'is ', 'calm.'] }];
    expect(await collect(model().stream({ messages, maxTokens: 200, temperature: 0.7 }))).toEqual(['Tea ', 'is ', 'calm.']);
    const [request] = server.requests;
    expect(request?.authorization).toBe(`Bearer ${KEY}`);
    expect(request?.body).toMatchObject({ model: 'test-model', messages, max_tokens: 200, stream: true, temperature: 0.7 });
  });

  it('uses the fast model for short tasks', async () => {
    await model().complete({ messages, maxTokens: 50, fast: true });
    expect(server.requests[0]?.body.model).toBe('test-fast');
  });

  it('tolerates a stream with no role chunk, empty deltas and no usage', async () => {
    server.queue = [{ kind: 'answer', pieces: ['Unicode ✓ ', '日本 ', '🙂'], roleChunk: false, emptyDeltas: true, usage: 'none' }];
    expect(await model().complete({ messages, maxTokens: 50 })).toBe('Unicode ✓ 日本 🙂');
  });

  it('says in words what each provider error means', async () => {
    const cases = [
      [{ kind: 'error', status: 401, message: 'Incorrect API key provided.' }, 'bad-key', /refused the API key \(401\)\. Check the key\. The provider said: “Incorrect API key provided\.”/],
      [{ kind: 'error', status: 404, message: 'model not found' }, 'unknown-model', /does not know the model “test-model” \(404\)/],
      [{ kind: 'error', status: 400, message: "This model's maximum context length is 8192 tokens." }, 'context-too-long', /too long for the model/],
    ] as const;
    for (const [scenario, kind, message] of cases) {
      server.queue = [scenario];
      const error = await failure(model().complete({ messages, maxTokens: 50 }));
      expect(error.kind, scenario.message).toBe(kind);
      expect(error.message).toMatch(message);
    }
  });

  it('tries once more when the endpoint failed (5xx) or hung up before answering, then says why it gave up', async () => {
    server.queue = [{ kind: 'error', status: 500, message: 'overloaded' }, { kind: 'answer', pieces: ['Second try.'] }];
    expect(await model().complete({ messages, maxTokens: 50 })).toBe('Second try.');
    expect(server.requests).toHaveLength(2);

    server.requests.length = 0;
    server.queue = [{ kind: 'hang-up' }, { kind: 'answer', pieces: ['After the drop.'] }];
    expect(await model().complete({ messages, maxTokens: 50 })).toBe('After the drop.');
    expect(server.requests).toHaveLength(2);

    server.requests.length = 0;
    server.queue = [
      { kind: 'error', status: 503, message: 'overloaded' },
      { kind: 'error', status: 503, message: 'still overloaded' },
      { kind: 'answer', pieces: ['A third request is never sent.'] },
    ];
    const error = await failure(model().complete({ messages, maxTokens: 50 }));
    expect(error).toMatchObject({ kind: 'provider-error', message: 'The model’s endpoint failed (503). The provider said: “still overloaded”' });
    expect(server.requests).toHaveLength(2);

    server.requests.length = 0;
    server.queue = [{ kind: 'hang-up' }, { kind: 'hang-up' }];
    expect((await failure(model().complete({ messages, maxTokens: 50 }))).kind).toBe('unreachable');
    expect(server.requests).toHaveLength(2);
  });

  it('says a rate limit or a refused request at once: no retry keeps the writer waiting', async () => {
    for (const scenario of [
      { kind: 'error', status: 429, message: 'slow down' },
      { kind: 'error', status: 400, message: 'bad request' },
    ] as const) {
      server.requests.length = 0;
      server.queue = [scenario, { kind: 'answer', pieces: ['A retry would have got this.'] }];
      const error = await failure(model().complete({ messages, maxTokens: 50 }));
      expect(error.kind).toBe(scenario.status === 429 ? 'rate-limited' : 'provider-error');
      expect(server.requests).toHaveLength(1);
    }
  });

  it('shows an error sent in the middle of the stream, never an answer cut short in silence', async () => {
    server.queue = [{ kind: 'error-in-stream', pieces: ['Half an '], message: 'The model crashed.' }];
    const pieces: string[] = [];
    const error = await failure(
      (async () => {
        for await (const piece of model().stream({ messages, maxTokens: 50 })) pieces.push(piece);
      })(),
    );
    expect(pieces).toEqual(['Half an ']);
    expect(error).toMatchObject({ kind: 'provider-error', message: 'The model stopped with an error. The provider said: “The model crashed.”' });
  });

  it('says when the connection dropped mid-answer, and when a stream stalls', async () => {
    server.queue = [{ kind: 'drop', pieces: ['Cut '] }];
    expect((await failure(model().complete({ messages, maxTokens: 50 }))).kind).toBe('dropped');

    server.queue = [{ kind: 'stall', pieces: ['Then '] }];
    const closedBefore = server.closedEarly;
    const stalled = await failure(model({ idleTimeoutMs: 300 }).complete({ messages, maxTokens: 50 }));
    expect(stalled).toMatchObject({ kind: 'timeout' });
    await expect.poll(() => server.closedEarly).toBe(closedBefore + 1);
  });

  it('lets a slow stream run longer than the idle timeout as long as each piece comes within it', async () => {
    // Six pieces 120 ms apart: 720 ms in all against a 300 ms idle timeout, never 300 ms of silence.
    server.queue = [{ kind: 'answer', pieces: ['one ', 'two ', 'three ', 'four ', 'five ', 'six'], delayMs: 120 }];
    expect(await model({ idleTimeoutMs: 300 }).complete({ messages, maxTokens: 50 })).toBe('one two three four five six');
  });

  it('stops when asked: the provider’s request is closed and nothing more arrives', async () => {
    server.queue = [{ kind: 'answer', pieces: ['one ', 'two ', 'three ', 'four ', 'five '], delayMs: 100 }];
    const controller = new AbortController();
    const pieces: string[] = [];
    const closedBefore = server.closedEarly;
    const outcome = await (async () => {
      for await (const piece of model().stream({ messages, maxTokens: 50, signal: controller.signal })) {
        pieces.push(piece);
        if (pieces.length === 2) controller.abort();
      }
    })().then(
      () => 'finished',
      (error: unknown) => error,
    );
    expect(outcome).toBeInstanceOf(APIUserAbortError);
    expect(pieces).toEqual(['one ', 'two ']);
    await expect.poll(() => server.closedEarly).toBe(closedBefore + 1);
  });

  it('says when the model sent nothing, when the endpoint is unreachable, and lists the models', async () => {
    server.queue = [{ kind: 'answer', pieces: [] }];
    expect((await failure(model().complete({ messages, maxTokens: 50 }))).kind).toBe('empty-answer');

    const nowhere = createChatModel({ baseUrl: 'http://127.0.0.1:9/v1', apiKey: undefined, model: 'm', fastModel: 'm' }, { requestTimeoutMs: 2_000 });
    const unreachable = await failure(nowhere.complete({ messages, maxTokens: 50 }));
    expect(unreachable).toMatchObject({ kind: 'unreachable' });
    expect(unreachable.message).toContain('http://127.0.0.1:9/v1');

    expect(await model().listModels()).toEqual(['test-fast', 'test-model']);
    expect((await failure(model({ apiKey: 'wrong' }).listModels())).kind).toBe('bad-key');
  });
});

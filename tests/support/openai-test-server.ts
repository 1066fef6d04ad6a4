import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local HTTP server that speaks the OpenAI Chat Completions wire format, for the tests of the
 * AI layer (issue 15): `GET /v1/models`, `POST /v1/chat/completions` with and without
 * `stream: true` (SSE `data:` chunks and `data: [DONE]`), the error bodies providers send, and
 * the ways real servers misbehave (no role chunk, empty deltas, an error inside the stream, a
 * stalled or dropped stream). The product's own provider code talks to it unchanged.
 */

export type Scenario =
  | { kind: 'answer'; pieces: string[]; delayMs?: number; roleChunk?: boolean; emptyDeltas?: boolean; usage?: 'last' | 'none' }
  | { kind: 'error'; status: number; message: string; code?: string }
  | { kind: 'error-in-stream'; pieces: string[]; message: string }
  | { kind: 'drop'; pieces: string[] }
  /** The connection closed before any answer: what a restarting or crashing server does. */
  | { kind: 'hang-up' }
  | { kind: 'stall'; pieces: string[] };

export interface RecordedRequest {
  path: string;
  authorization: string | undefined;
  body: {
    model?: string;
    messages?: Array<{ role: string; content: string }>;
    max_tokens?: number;
    stream?: boolean;
    temperature?: number;
  };
}

export interface OpenAiTestServer {
  /** The base URL to configure: http://127.0.0.1:PORT/v1 */
  baseUrl: string;
  requests: RecordedRequest[];
  /** Scenarios for the next chat requests, in order; when empty, `fallback` answers. */
  queue: Scenario[];
  fallback: Scenario;
  /** Requests whose connection closed before their answer ended (a Stop, a timeout). */
  closedEarly: number;
  close(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function chunk(model: string, delta: Record<string, unknown>, extra: Record<string, unknown> = {}) {
  return `data: ${JSON.stringify({
    id: 'chatcmpl-test',
    object: 'chat.completion.chunk',
    created: 1_700_000_000,
    model,
    system_fingerprint: 'fp_test',
    choices: [{ index: 0, delta, finish_reason: null, logprobs: null }],
    ...extra,
  })}\n\n`;
}

interface TestServerOptions {
  apiKey?: string;
  models?: string[];
  /**
   * Told, for each streamed answer that ends, how long the server took from the request's last
   * byte to the answer's end: the provider's own share of a request, which a benchmark subtracts
   * to see what lies on either side of it.
   */
  onAnswered?: (answeredMs: number) => void;
}

export async function startOpenAiTestServer(options: TestServerOptions = {}): Promise<OpenAiTestServer> {
  const state = {
    requests: [] as RecordedRequest[],
    queue: [] as Scenario[],
    fallback: { kind: 'answer', pieces: ['Hello', ' from', ' the', ' test', ' model.'] } as Scenario,
    closedEarly: 0,
  };

  const server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (part: Buffer) => {
      raw += part.toString('utf8');
    });
    request.on('end', () => {
      void handle(request, response, raw, performance.now());
    });
  });

  async function handle(request: http.IncomingMessage, response: http.ServerResponse, raw: string, receivedAt: number) {
    const path = (request.url ?? '').split('?')[0] ?? '';
    const authorization = request.headers.authorization;
    const body = raw ? (JSON.parse(raw) as RecordedRequest['body']) : {};
    state.requests.push({ path, authorization, body });
    const json = (status: number, payload: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(payload));
    };
    if (options.apiKey && authorization !== `Bearer ${options.apiKey}`) {
      return json(401, { error: { message: 'Incorrect API key provided.', type: 'invalid_request_error', code: 'invalid_api_key' } });
    }
    if (request.method === 'GET' && path === '/v1/models') {
      return json(200, { object: 'list', data: (options.models ?? ['test-model']).map((id) => ({ id, object: 'model', created: 0, owned_by: 'test' })) });
    }
    if (request.method !== 'POST' || path !== '/v1/chat/completions') return json(404, { error: { message: `Unknown path ${path}` } });

    const scenario = state.queue.shift() ?? state.fallback;
    const model = body.model ?? 'unknown';
    if (scenario.kind === 'hang-up') {
      request.socket.destroy();
      return;
    }
    if (scenario.kind === 'error') {
      return json(scenario.status, { error: { message: scenario.message, type: 'test_error', code: scenario.code ?? null } });
    }
    if (!body.stream) {
      const text = scenario.pieces.join('');
      return json(200, {
        id: 'chatcmpl-test',
        object: 'chat.completion',
        created: 1_700_000_000,
        model,
        choices: [{ index: 0, message: { role: 'assistant', content: text }, finish_reason: 'stop' }],
        usage: { prompt_tokens: 10, completion_tokens: scenario.pieces.length, total_tokens: 10 + scenario.pieces.length },
      });
    }

    let finished = false;
    response.on('close', () => {
      if (!finished) state.closedEarly += 1;
    });
    response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
    const write = (text: string) => !response.destroyed && response.write(text);
    const answer = scenario.kind === 'answer' ? scenario : null;
    if (answer?.roleChunk !== false) write(chunk(model, { role: 'assistant', content: '' }));
    for (const piece of scenario.pieces) {
      if (response.destroyed) return;
      if (answer?.emptyDeltas) write(chunk(model, {}));
      write(chunk(model, { content: piece }));
      await sleep(answer?.delayMs ?? 0);
    }
    switch (scenario.kind) {
      case 'error-in-stream':
        write(`event: error\ndata: ${JSON.stringify({ error: { message: scenario.message, type: 'server_error' } })}\n\n`);
        finished = true;
        response.end();
        return;
      case 'drop':
        // Cut mid-answer: no [DONE], the socket destroyed.
        finished = true;
        response.socket?.destroy();
        return;
      case 'stall':
        // Says nothing more and never ends; the client must give up.
        return;
      default:
        break;
    }
    if (answer?.usage !== 'none') {
      write(`data: ${JSON.stringify({ id: 'chatcmpl-test', object: 'chat.completion.chunk', created: 1_700_000_000, model, choices: [], usage: { prompt_tokens: 10, completion_tokens: scenario.pieces.length, total_tokens: 10 + scenario.pieces.length } })}\n\n`);
    }
    write('data: [DONE]\n\n');
    finished = true;
    response.end();
    options.onAnswered?.(performance.now() - receivedAt);
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    get requests() {
      return state.requests;
    },
    get queue() {
      return state.queue;
    },
    set queue(value: Scenario[]) {
      state.queue = value;
    },
    get fallback() {
      return state.fallback;
    },
    set fallback(value: Scenario) {
      state.fallback = value;
    },
    get closedEarly() {
      return state.closedEarly;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

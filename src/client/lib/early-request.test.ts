import { afterEach, expect, it, vi } from 'vitest';
import { sendRequest } from './api-request.js';
import { startEarlyGet } from './early-request.js';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** The network's edge: each call answers with the number of the request it was. */
function countingServer() {
  const calls: string[] = [];
  vi.stubGlobal('fetch', (path: string, init?: RequestInit) => {
    calls.push(`${init?.method ?? 'GET'} ${path}`);
    return Promise.resolve(Response.json({ request: calls.length }));
  });
  return calls;
}

it('answers the first GET of the path with the request started early, and later ones from the server', async () => {
  const calls = countingServer();
  startEarlyGet('/api/documents/7');
  await expect((await sendRequest('GET', '/api/documents/7')).json()).resolves.toEqual({ request: 1 });
  await expect((await sendRequest('GET', '/api/documents/7')).json()).resolves.toEqual({ request: 2 });
  expect(calls).toEqual(['GET /api/documents/7', 'GET /api/documents/7']);
});

it('is not used for another path, and a write to its path discards it', async () => {
  const calls = countingServer();
  startEarlyGet('/api/documents/7');
  await sendRequest('GET', '/api/documents/8');
  await sendRequest('PATCH', '/api/documents/7', { title: 'New' });
  // Read after the write: the early answer would be older than it.
  await expect((await sendRequest('GET', '/api/documents/7')).json()).resolves.toEqual({ request: 4 });
  expect(calls).toEqual(['GET /api/documents/7', 'GET /api/documents/8', 'PATCH /api/documents/7', 'GET /api/documents/7']);
});

it('drops an answer nobody asked for within 10 s, so a later visit does not read it stale', async () => {
  vi.useFakeTimers();
  const calls = countingServer();
  startEarlyGet('/api/documents/7');
  vi.advanceTimersByTime(10_000);
  await expect((await sendRequest('GET', '/api/documents/7')).json()).resolves.toEqual({ request: 2 });
  expect(calls).toHaveLength(2);
});

it('gives its taker a network failure as any request would', async () => {
  vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
  startEarlyGet('/api/documents/7');
  await expect(sendRequest('GET', '/api/documents/7')).rejects.toThrow('Failed to fetch');
});

import { afterEach, expect, it, vi } from 'vitest';
import { fetchHealth, healthFromResponse } from './get-health.js';

afterEach(() => {
  vi.unstubAllGlobals();
});

it('reads 200 {"status":"ok"} as operational', () => {
  expect(healthFromResponse(200, { status: 'ok' })).toBe('operational');
});

it('reads a 503 as an outage, whatever its body says', () => {
  expect(healthFromResponse(503, { status: 'database unavailable' })).toBe('outage');
  expect(healthFromResponse(503, { status: 'ok' })).toBe('outage');
});

it('reads a 200 without the ok status (e.g. a proxy page) as an outage', () => {
  expect(healthFromResponse(200, null)).toBe('outage');
  expect(healthFromResponse(200, { status: 'starting' })).toBe('outage');
});

it('reports an outage when the server cannot be reached', async () => {
  vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
  await expect(fetchHealth()).resolves.toBe('outage');
});

it('reports an outage when the answer is not JSON', async () => {
  vi.stubGlobal('fetch', () => Promise.resolve(new Response('<html>Bad gateway</html>', { status: 502 })));
  await expect(fetchHealth()).resolves.toBe('outage');
});

it('reports operational for a healthy server', async () => {
  vi.stubGlobal('fetch', () => Promise.resolve(Response.json({ status: 'ok' })));
  await expect(fetchHealth()).resolves.toBe('operational');
});

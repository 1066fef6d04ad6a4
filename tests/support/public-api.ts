import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { CreatedApiKey } from '../../src/shared/contract/api-keys.js';
import type { TestApp } from './test-app.js';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** A new API key of the signed-in account behind `cookie`, created as Settings → API keys does. */
export async function apiKeyFor(t: TestApp, cookie: string, body: object = { name: 'Tests' }): Promise<string> {
  const response = await t.app.inject({ method: 'POST', url: '/api/api-keys', headers: { cookie }, payload: body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<CreatedApiKey>().key;
}

/** A public API request with a bearer key (null: none). */
export function v1(t: TestApp, key: string | null, method: Method, url: string, payload?: object, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method,
    url,
    headers: { ...(key === null ? {} : { authorization: `Bearer ${key}` }), ...headers },
    ...(payload === undefined ? {} : { payload }),
  });
}

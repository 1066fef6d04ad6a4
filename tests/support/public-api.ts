import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { workspaceMembers } from '../../src/server/db/schema.js';
import type { CreatedApiKey } from '../../src/shared/contract/api-keys.js';
import { confirmEmailOf } from './mail.js';
import { signedInAccount } from './signed-in.js';
import type { TestApp } from './test-app.js';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/**
 * A new API key of the signed-in account behind `cookie`, created as Settings → API keys does,
 * after confirming the account's address by its mailed link (keys need a confirmed address).
 */
export async function apiKeyFor(t: TestApp, cookie: string, body: object = { name: 'Tests' }): Promise<string> {
  await confirmEmailOf(t, cookie);
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

/** A new account (its own workspace, on the Free plan) signed in, with a key of every scope. */
export interface ApiAccount {
  cookie: string;
  userId: number;
  key: string;
  workspaceId: number;
}

export async function apiAccount(t: TestApp): Promise<ApiAccount> {
  const { cookie, userId } = await signedInAccount(t);
  const [member] = await t.database.db.select({ id: workspaceMembers.workspaceId }).from(workspaceMembers).where(eq(workspaceMembers.userId, userId));
  return { cookie, userId, key: await apiKeyFor(t, cookie), workspaceId: member!.id };
}

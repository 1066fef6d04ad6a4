import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Preferences } from '../../shared/contract/preferences.js';
import { signedInAccount } from '../../../tests/support/signed-in.js';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.js';

let t: TestApp;
let cookie: string;
let otherCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ cookie } = await signedInAccount(t));
  ({ cookie: otherCookie } = await signedInAccount(t));
});
afterAll(async () => {
  await t.close();
});

const request = (method: 'GET' | 'PATCH', payload?: object, as = cookie) =>
  t.app.inject({ method, url: '/api/preferences', headers: { cookie: as }, ...(payload ? { payload } : {}) });

describe('/api/preferences', () => {
  it('starts with no default personality, keeps the one chosen for this user only, and clears it with null', async () => {
    expect((await request('GET')).json<Preferences>()).toEqual({ defaultPersonalityId: null });
    const changed = await request('PATCH', { defaultPersonalityId: 4 });
    expect(changed.statusCode).toBe(200);
    expect(changed.json<Preferences>()).toEqual({ defaultPersonalityId: 4 });
    expect((await request('GET')).json<Preferences>()).toEqual({ defaultPersonalityId: 4 });
    expect((await request('GET', undefined, otherCookie)).json<Preferences>()).toEqual({ defaultPersonalityId: null });
    expect((await request('PATCH', { defaultPersonalityId: null })).json<Preferences>()).toEqual({ defaultPersonalityId: null });
  });

  it('refuses a personality that does not exist, and keeps the previous choice', async () => {
    await request('PATCH', { defaultPersonalityId: 2 });
    for (const defaultPersonalityId of [99, 0, 'two', 1.5]) {
      const answer = await request('PATCH', { defaultPersonalityId });
      expect(answer.statusCode, String(defaultPersonalityId)).toBe(400);
    }
    expect((await request('PATCH', {})).statusCode).toBe(400);
    expect((await request('GET')).json<Preferences>()).toEqual({ defaultPersonalityId: 2 });
  });

  it('is only for a signed-in user', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/preferences' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'PATCH', url: '/api/preferences', payload: { defaultPersonalityId: 1 } })).statusCode).toBe(401);
  });
});

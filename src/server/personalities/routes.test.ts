import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Personality } from '../../shared/contract/documents.js';
import { signedInAccount } from '../../../tests/support/signed-in.js';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.js';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ cookie } = await signedInAccount(t));
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, as = cookie) => t.app.inject({ method: 'GET', url, headers: as ? { cookie: as } : {} });

describe('GET /api/personalities', () => {
  it('lists the five seeded voices with id, name, colour and tagline, and no voice profile', async () => {
    const response = await get('/api/personalities');
    expect(response.statusCode).toBe(200);
    const personalities = response.json<Personality[]>();
    expect(personalities.map((personality) => personality.id)).toEqual([1, 2, 3, 4, 5]);
    for (const personality of personalities) {
      expect(personality.name.length).toBeGreaterThan(2);
      expect(personality.color).toMatch(/^#[0-9a-f]{6}$/i);
      expect(Object.keys(personality).sort()).toEqual(['color', 'id', 'name', 'tagline']);
    }
    expect(new Set(personalities.map((personality) => personality.name)).size).toBe(5);
  });

  it('answers 401 without a session', async () => {
    expect((await get('/api/personalities', '')).statusCode).toBe(401);
  });
});

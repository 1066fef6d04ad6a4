import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Document, Personality } from '../../shared/contract/documents.js';
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
      expect(Object.keys(personality).sort()).toEqual(['builtIn', 'color', 'id', 'name', 'tagline', 'voice']);
      expect(personality).toMatchObject({ builtIn: true, voice: null });
    }
    expect(new Set(personalities.map((personality) => personality.name)).size).toBe(5);
  });

  it('answers 401 without a session', async () => {
    expect((await get('/api/personalities', '')).statusCode).toBe(401);
  });
});

describe('a workspace’s own personalities', () => {
  const body = {
    name: 'Trail Guide',
    color: '#1D9A6C',
    voiceDescription: 'Calm, practical and encouraging, like a guide at the trailhead. Short sentences.',
    sampleText: 'Check your laces. Drink before you are thirsty. The view is worth every step.',
  };
  const call = (method: 'POST' | 'PUT' | 'DELETE' | 'PATCH', url: string, payload: object | undefined, as = cookie) =>
    t.app.inject({ method, url, headers: { cookie: as }, ...(payload ? { payload } : {}) });

  it('creates one with its voice and a sample, lists it after the built-in ones, and edits and deletes it', async () => {
    const created = await call('POST', '/api/personalities', body);
    expect(created.statusCode).toBe(201);
    const personality = created.json<Personality>();
    expect(personality).toMatchObject({
      name: 'Trail Guide',
      color: '#1d9a6c',
      tagline: 'Calm, practical and encouraging, like a guide at the trailhead.',
      builtIn: false,
      voice: { description: body.voiceDescription, sample: body.sampleText },
    });
    expect(personality.id).toBeGreaterThanOrEqual(1000);
    const listed = (await get('/api/personalities')).json<Personality[]>();
    expect(listed.map((p) => p.id)).toEqual([1, 2, 3, 4, 5, personality.id]);

    const edited = await call('PUT', `/api/personalities/${personality.id}`, { ...body, name: 'Trail Guide 2', tagline: 'Steady on the climb', sampleText: null });
    expect(edited.json<Personality>()).toMatchObject({ name: 'Trail Guide 2', tagline: 'Steady on the climb', voice: { sample: null } });

    // A document can use it; deleting the personality leaves the document with none.
    const document = (await call('POST', '/api/documents', { title: 'Hike', content: 'Up we go.', personalityId: personality.id })).json<Document>();
    expect(document.personalityId).toBe(personality.id);
    expect((await call('PATCH', '/api/preferences', { defaultPersonalityId: personality.id })).statusCode).toBe(200);
    expect((await call('DELETE', `/api/personalities/${personality.id}`, undefined)).statusCode).toBe(204);
    expect((await get(`/api/documents/${document.id}`)).json<Document>().personalityId).toBeNull();
    expect((await get('/api/preferences')).json()).toEqual({ defaultPersonalityId: null });
    expect((await get('/api/personalities')).json<Personality[]>().map((p) => p.id)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps each workspace’s own to itself, and the built-in ones read-only', async () => {
    const mine = (await call('POST', '/api/personalities', body)).json<Personality>();
    const { cookie: other } = await signedInAccount(t);
    expect((await get('/api/personalities', other)).json<Personality[]>().map((p) => p.id)).toEqual([1, 2, 3, 4, 5]);
    expect((await call('PUT', `/api/personalities/${mine.id}`, body, other)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/personalities/${mine.id}`, undefined, other)).statusCode).toBe(404);
    expect((await call('POST', '/api/documents', { title: 'X', content: 'Y', personalityId: mine.id }, other)).statusCode).toBe(400);
    expect((await call('PATCH', '/api/preferences', { defaultPersonalityId: mine.id }, other)).statusCode).toBe(400);
    expect((await call('PUT', '/api/personalities/1', body)).statusCode).toBe(404);
    expect((await call('DELETE', '/api/personalities/2', undefined)).statusCode).toBe(404);
  });

  it('refuses a bad colour, a missing name and a voice too short to describe anything', async () => {
    for (const [change, message] of [
      [{ color: 'green' }, /hex colour/],
      [{ name: '  ' }, /Name is required/],
      [{ voiceDescription: 'Nice.' }, /at least 20 characters/],
    ] as const) {
      const answer = await call('POST', '/api/personalities', { ...body, ...change });
      expect(answer.statusCode).toBe(400);
      expect(answer.json<{ error: string }>().error).toMatch(message);
    }
  });
});

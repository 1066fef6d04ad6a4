import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client, Project } from '../../shared/contract/clients.js';
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

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, as = cookie) =>
  t.app.inject({ method, url, headers: { cookie: as }, ...(payload ? { payload } : {}) });

const northwind = {
  name: '  Northwind Traders ',
  description: 'Speciality foods importer',
  industry: 'Food & beverage',
  targetAudience: 'Independent grocers',
  websiteUrl: 'https://northwind.example',
  brandGuidelines: 'Warm, confident, never salesy.',
  keyMessages: [' Fresh every week', '', 'Family owned since 1987 ', '   '],
  brandColors: ['#1D4ED8', '#f59e0b'],
};

async function createClient(body: object = northwind, as = cookie) {
  const response = await call('POST', '/api/clients', body, as);
  expect(response.statusCode).toBe(201);
  return response.json<Client>();
}

describe('clients', () => {
  it('creates a client with trimmed key messages, empties dropped, colours normalised', async () => {
    const client = await createClient();
    expect(client).toMatchObject({
      name: 'Northwind Traders',
      websiteUrl: 'https://northwind.example',
      keyMessages: ['Fresh every week', 'Family owned since 1987'],
      brandColors: ['#1d4ed8', '#f59e0b'],
    });
  });

  it('accepts only a name, storing the rest as empty', async () => {
    const client = await createClient({ name: 'Solo' });
    expect(client).toMatchObject({ name: 'Solo', description: null, websiteUrl: null, keyMessages: [], brandColors: [] });
  });

  it.each([
    ['a missing name', { name: '  ' }, /Name is required/],
    ['a website that is not a URL', { name: 'X', websiteUrl: 'northwind' }, /full URL/],
    ['a colour that is not hex', { name: 'X', brandColors: ['blue'] }, /hex colours/],
    ['too many key messages', { name: 'X', keyMessages: Array.from({ length: 21 }, (_, index) => `m${index}`) }, /At most 20/],
  ])('refuses %s with 400 {error}', async (_case, body, message) => {
    const before = (await call('GET', '/api/clients')).json<Client[]>().length;
    const response = await call('POST', '/api/clients', body);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: string }>().error).toMatch(message);
    expect((await call('GET', '/api/clients')).json<Client[]>()).toHaveLength(before);
  });

  it('keeps banned and preferred terms, which a PUT without them leaves as they are', async () => {
    const client = await createClient({
      ...northwind,
      bannedTerms: [' cheap ', 'synergy', 'cheap'],
      preferredTerms: [{ term: ' customers ', instead: 'guests' }],
    });
    expect(client).toMatchObject({ bannedTerms: ['cheap', 'synergy'], preferredTerms: [{ term: 'customers', instead: 'guests' }] });
    const plain = await createClient({ name: 'Plain' });
    expect(plain).toMatchObject({ bannedTerms: [], preferredTerms: [] });

    // The spec's clients do not know the terms: their PUT keeps them.
    const renamed = (await call('PUT', `/api/clients/${client.id}`, { ...northwind, name: 'Renamed' })).json<Client>();
    expect(renamed).toMatchObject({ name: 'Renamed', bannedTerms: ['cheap', 'synergy'] });
    const cleared = (await call('PUT', `/api/clients/${client.id}`, { ...northwind, bannedTerms: [], preferredTerms: [] })).json<Client>();
    expect(cleared).toMatchObject({ bannedTerms: [], preferredTerms: [] });

    for (const body of [
      { name: 'X', bannedTerms: [''] },
      { name: 'X', bannedTerms: ['x'.repeat(81)] },
      { name: 'X', preferredTerms: [{ term: 'a' }] },
      { name: 'X', preferredTerms: [{ term: '', instead: 'b' }] },
      { name: 'X', bannedTerms: Array.from({ length: 101 }, (_, index) => `t${index}`) },
    ]) {
      expect((await call('POST', '/api/clients', body)).statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
    }
  });

  it('updates a client with PUT and lists only this workspace’s clients', async () => {
    const client = await createClient();
    const response = await call('PUT', `/api/clients/${client.id}`, { ...northwind, name: 'Northwind Foods' });
    expect(response.statusCode).toBe(200);
    expect(response.json<Client>().name).toBe('Northwind Foods');
    const mine = (await call('GET', '/api/clients')).json<Client[]>().map((entry) => entry.id);
    expect(mine).toContain(client.id);
    expect((await call('GET', '/api/clients', undefined, otherCookie)).json<Client[]>()).toEqual([]);
  });

  it('answers 404 for another workspace’s client and changes nothing', async () => {
    const client = await createClient();
    expect((await call('PUT', `/api/clients/${client.id}`, { name: 'Stolen' }, otherCookie)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/clients/${client.id}`, undefined, otherCookie)).statusCode).toBe(404);
    const names = (await call('GET', '/api/clients')).json<Client[]>().map((entry) => entry.name);
    expect(names).not.toContain('Stolen');
  });

  it('refuses to delete a client that still has projects, naming them; deletes it once they are gone', async () => {
    const client = await createClient({ name: 'Contoso' });
    const project = (await call('POST', '/api/projects', { name: 'Spring campaign', clientId: client.id })).json<Project>();
    const refused = await call('DELETE', `/api/clients/${client.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: 'Contoso still has 1 project. Delete or move them first.' });
    expect((await call('DELETE', `/api/projects/${project.id}`)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/clients/${client.id}`)).statusCode).toBe(204);
    expect((await call('GET', '/api/clients')).json<Client[]>().map((entry) => entry.id)).not.toContain(client.id);
  });

  it('answers 401 without a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/clients' })).statusCode).toBe(401);
  });
});

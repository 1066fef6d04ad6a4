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

describe('projects', () => {
  let clientId: number;
  let otherClientId: number;
  beforeAll(async () => {
    clientId = (await createClient({ name: 'Fabrikam' })).id;
    otherClientId = (await createClient({ name: 'Tailspin' })).id;
  });

  it('creates a project with defaults, trimmed keywords, and the signed-in user as creator (never the body’s)', async () => {
    const response = await call('POST', '/api/projects', {
      name: 'Website relaunch',
      clientId,
      projectType: 'website',
      keywords: [' content calendar', '', 'editorial plan '],
      dueDate: '2027-03-31',
      createdBy: 1,
    });
    expect(response.statusCode).toBe(201);
    const project = response.json<Project>();
    expect(project).toMatchObject({ status: 'planning', keywords: ['content calendar', 'editorial plan'], dueDate: '2027-03-31' });
    const { userId } = await signedInAccountIdOf(cookie);
    expect(project.createdBy).toBe(userId);
  });

  it('filters by client, and lists all without the filter', async () => {
    await call('POST', '/api/projects', { name: 'Tailspin launch', clientId: otherClientId });
    const all = (await call('GET', '/api/projects')).json<Project[]>();
    const forFabrikam = (await call('GET', `/api/projects?clientId=${clientId}`)).json<Project[]>();
    expect(all.length).toBeGreaterThan(forFabrikam.length);
    expect(forFabrikam.every((project) => project.clientId === clientId)).toBe(true);
  });

  it('updates status and type freely with PUT', async () => {
    const project = (await call('POST', '/api/projects', { name: 'Blog series', clientId })).json<Project>();
    const response = await call('PUT', `/api/projects/${project.id}`, { name: 'Blog series', clientId, status: 'review', projectType: 'blog' });
    expect(response.statusCode).toBe(200);
    expect(response.json<Project>()).toMatchObject({ status: 'review', projectType: 'blog' });
  });

  it.each([
    ['a missing name', { name: '' }, /Name is required/],
    ['no client', { name: 'P', clientId: undefined }, /Choose a client/],
    ['an unknown status', { name: 'P', status: 'done' }, /Status must be one of/],
    ['an unknown type', { name: 'P', projectType: 'podcast' }, /Type must be one of/],
    ['a due date that is not a date', { name: 'P', dueDate: 'next friday' }, /Due date must be a real date \(YYYY-MM-DD\)/],
    ['a keyword over 8 words', { name: 'P', keywords: ['one two three four five six seven eight nine'] }, /at most 8 words/],
  ])('refuses %s with 400 {error}', async (_case, body, message) => {
    const response = await call('POST', '/api/projects', { clientId, ...body });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: string }>().error).toMatch(message);
  });

  it('refuses another workspace’s client id, and hides its projects with 404', async () => {
    const strangerClient = (await createClient({ name: 'Not yours' }, otherCookie)).id;
    const response = await call('POST', '/api/projects', { name: 'Sneaky', clientId: strangerClient });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: string }>().error).toBe(`clientId ${strangerClient} is not one of your clients`);
    const mine = (await call('POST', '/api/projects', { name: 'Private', clientId })).json<Project>();
    expect((await call('PUT', `/api/projects/${mine.id}`, { name: 'Taken', clientId }, otherCookie)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/projects/${mine.id}`, undefined, otherCookie)).statusCode).toBe(404);
    expect((await call('GET', '/api/projects', undefined, otherCookie)).json<Project[]>()).toEqual([]);
  });
});

async function signedInAccountIdOf(as: string): Promise<{ userId: number }> {
  const response = await call('GET', '/api/auth/verify', undefined, as);
  return { userId: response.json<{ user: { id: number } }>().user.id };
}

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

async function createClient(body: object, as = cookie) {
  const response = await call('POST', '/api/clients', body, as);
  expect(response.statusCode).toBe(201);
  return response.json<Client>();
}

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

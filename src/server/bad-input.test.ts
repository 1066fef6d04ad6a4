import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from '../../tests/support/api-routes.js';
import { signedInAccount } from '../../tests/support/signed-in.js';
import { createTestApp, newAccount, type TestApp } from '../../tests/support/test-app.js';

/**
 * Issue 12, defect 9: the outside probe's bad inputs, each of which answered 500. Every one is
 * ordinary bad input and must answer 400 `{error}` naming the field, changing nothing.
 * (bad-input-corpus.test.ts runs the general corpus against every route.)
 */

let t: TestApp;
let cookie: string;
let own: { client: number; project: number; document: number; file: number };
beforeAll(async () => {
  t = await createTestApp();
  ({ cookie } = await signedInAccount(t));
  const headers = { cookie };
  const client = await t.app.inject({ method: 'POST', url: '/api/clients', headers, payload: { name: 'Northwind' } });
  const project = await t.app.inject({
    method: 'POST',
    url: '/api/projects',
    headers,
    payload: { name: 'Launch', clientId: client.json<{ id: number }>().id },
  });
  const document = await t.app.inject({ method: 'POST', url: '/api/documents', headers, payload: { title: 'Draft', content: 'Words.' } });
  const upload = await t.app.inject({
    method: 'POST',
    url: '/api/files/upload',
    headers: { ...headers, 'content-type': 'multipart/form-data; boundary=x1' },
    payload: multipartBody('x1', { clientId: String(client.json<{ id: number }>().id) }, [{ field: 'files', name: 'a.txt', content: 'text' }]),
  });
  own = {
    client: client.json<{ id: number }>().id,
    project: project.json<{ id: number }>().id,
    document: document.json<{ id: number }>().id,
    file: upload.json<{ uploaded: Array<{ id: number }> }>().uploaded[0]?.id ?? 0,
  };
});
afterAll(async () => {
  await t.close();
});

const HUGE = 2_147_483_648;
const NUL = '\u0000';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
interface BadRequest {
  method: Method;
  url: string | (() => string);
  payload?: object | string | (() => object);
  contentType?: string;
  signedOut?: boolean;
}

async function send(request: BadRequest) {
  return t.app.inject({
    method: request.method,
    url: typeof request.url === 'function' ? request.url() : request.url,
    headers: {
      ...(request.signedOut ? {} : { cookie }),
      ...(request.contentType ? { 'content-type': request.contentType } : {}),
    },
    remoteAddress: `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    ...(request.payload !== undefined ? { payload: typeof request.payload === 'function' ? request.payload() : request.payload } : {}),
  });
}

const cases: Array<[string, string, BadRequest]> = [
  // Ids past PostgreSQL's integer, in paths, query strings and bodies.
  ['GET /api/documents/:id', 'id', { method: 'GET', url: `/api/documents/${HUGE}` }],
  ['PATCH /api/documents/:id', 'id', { method: 'PATCH', url: `/api/documents/${HUGE}`, payload: { title: 'x' } }],
  ['DELETE /api/documents/:id', 'id', { method: 'DELETE', url: `/api/documents/${HUGE}` }],
  ['PUT /api/clients/:id', 'id', { method: 'PUT', url: `/api/clients/${HUGE}`, payload: { name: 'x' } }],
  ['DELETE /api/projects/:id', 'id', { method: 'DELETE', url: `/api/projects/${HUGE}` }],
  ['GET /api/files/:id/download', 'id', { method: 'GET', url: `/api/files/${HUGE}/download` }],
  ['GET /api/projects?clientId', 'clientId', { method: 'GET', url: `/api/projects?clientId=${HUGE}` }],
  ['POST /api/documents personalityId', 'personalityId', { method: 'POST', url: '/api/documents', payload: { title: 'x', personalityId: HUGE } }],
  ['POST /api/projects clientId', 'clientId', { method: 'POST', url: '/api/projects', payload: { name: 'x', clientId: HUGE } }],
  [
    'POST /api/files/upload multipart clientId',
    'clientId',
    {
      method: 'POST',
      url: '/api/files/upload',
      payload: multipartBody('x2', { clientId: String(HUGE) }, [{ field: 'files', name: 'a.txt', content: 'text' }]),
      contentType: 'multipart/form-data; boundary=x2',
    },
  ],
  // A NUL character, which PostgreSQL text cannot hold.
  ['a document title', 'title', { method: 'POST', url: '/api/documents', payload: { title: `a${NUL}b` } }],
  ['a document content edit', 'content', { method: 'PATCH', url: () => `/api/documents/${own.document}`, payload: { content: NUL } }],
  ['a client name', 'name', { method: 'POST', url: '/api/clients', payload: { name: `North${NUL}wind` } }],
  ['a client key message', 'keyMessages.0', { method: 'PUT', url: () => `/api/clients/${own.client}`, payload: { name: 'N', keyMessages: [NUL] } }],
  ['a project name', 'name', { method: 'POST', url: '/api/projects', payload: { name: NUL, clientId: 1 } }],
  ['a sign-up first name', 'firstName', { method: 'POST', url: '/api/auth/register', payload: { ...newAccount(), firstName: `Ada${NUL}` }, signedOut: true }],
  ['a sign-in email', 'email', { method: 'POST', url: '/api/auth/login', payload: { email: `a${NUL}@example.com`, password: 'whatever1' }, signedOut: true }],
  [
    'a contact message',
    'message',
    { method: 'POST', url: '/api/public/contact-messages', payload: { name: 'G', email: 'g@example.com', message: `hi${NUL}` }, signedOut: true },
  ],
  ['the document search', 'q', { method: 'GET', url: '/api/documents?q=tea%00' }],
  ['a path parameter', 'id', { method: 'PUT', url: '/api/clients/1%00', payload: { name: 'x' } }],
  // Days that do not exist, and year 0, which PostgreSQL has no date for.
  ['a due date of 30 February', 'dueDate', { method: 'PUT', url: () => `/api/projects/${own.project}`, payload: () => ({ name: 'x', clientId: own.client, dueDate: '2024-02-30' }) }],
  ['a due date in year 0', 'dueDate', { method: 'POST', url: '/api/projects', payload: { name: 'x', clientId: 1, dueDate: '0000-01-01' } }],
  ['a due date of month 13', 'dueDate', { method: 'POST', url: '/api/projects', payload: { name: 'x', clientId: 1, dueDate: '2024-13-01' } }],
  // Paging cursors edited by hand.
  ['a cursor of ["1",1]', 'cursor', { method: 'GET', url: `/api/documents?cursor=${Buffer.from('["1",1]').toString('base64url')}` }],
  [
    'a cursor with an impossible timestamp',
    'cursor',
    { method: 'GET', url: `/api/documents?cursor=${Buffer.from('["2024-02-30T00:00:00.000000Z",1]').toString('base64url')}` },
  ],
  [
    'a cursor with an id past 32 bits',
    'cursor',
    { method: 'GET', url: `/api/documents?cursor=${Buffer.from(`["2024-01-01T00:00:00.000000Z",${HUGE}]`).toString('base64url')}` },
  ],
  ['a garbage cursor', 'cursor', { method: 'GET', url: '/api/documents?cursor=%21%21garbage' }],
];

describe('ordinary bad input (issue 12, defect 9)', () => {
  it.each(cases)('refuses %s with 400 naming %s', async (_what, field, request) => {
    const response = await send(request);
    expect(response.statusCode, response.body).toBe(400);
    const body = response.json<{ error: string; field?: string }>();
    expect(body.error).toEqual(expect.any(String));
    expect(body.field ?? body.error).toContain(field);
  });

  it.each([
    ['no boundary', 'multipart/form-data'],
    ['a boundary the body never uses', 'multipart/form-data; boundary=other'],
  ])('refuses an upload whose multipart body has %s with 400', async (_what, contentType) => {
    const response = await send({
      method: 'POST',
      url: '/api/files/upload',
      payload: multipartBody('x3', { clientId: String(own.client) }, [{ field: 'files', name: 'a.txt', content: 'text' }]),
      contentType,
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json<{ error: string }>().error).toMatch(/multipart/);
  });

  it('refuses ids written other than as plain digits instead of reading them as another record', async () => {
    for (const id of ['1e3', '0x10', '%201', '1.0']) {
      const response = await send({ method: 'GET', url: `/api/documents/${id}` });
      expect(response.statusCode, id).toBe(400);
      expect(response.json()).toEqual({ error: 'id must be a whole number from 1 to 2147483647', field: 'id' });
    }
  });

  it('still accepts the largest id and a leap day', async () => {
    expect((await send({ method: 'GET', url: '/api/documents/2147483647' })).statusCode).toBe(404);
    const leapDay = await send({ method: 'PUT', url: () => `/api/projects/${own.project}`, payload: () => ({ name: 'x', clientId: own.client, dueDate: '2028-02-29' }) });
    expect(leapDay.statusCode, leapDay.body).toBe(200);
    expect(leapDay.json<{ dueDate: string }>().dueDate).toBe('2028-02-29');
  });

  it('changed nothing while refusing', async () => {
    const documents = await send({ method: 'GET', url: '/api/documents' });
    expect(documents.json<Array<{ title: string }>>().map((document) => document.title)).toEqual(['Draft']);
    const clients = await send({ method: 'GET', url: '/api/clients' });
    expect(clients.json<Array<{ name: string; keyMessages: string[] }>>()).toMatchObject([{ name: 'Northwind', keyMessages: [] }]);
    const files = await send({ method: 'GET', url: '/api/files' });
    expect(files.json<unknown[]>()).toHaveLength(1);
  });
});

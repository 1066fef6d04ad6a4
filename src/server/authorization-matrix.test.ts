import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes, credentialsFor, isPublicApiRoute, multipartBody, pathWith, recordOfParam, type ApiRoute } from '../../tests/support/api-routes.js';
import {
  accountWithRecords,
  isAdminRoute,
  jsonSamples,
  multipartSamples,
  nextAddress,
  sampleFile,
  textParamSamples,
  type Context,
} from '../../tests/support/route-samples.js';
import { startOpenAiTestServer, type OpenAiTestServer } from '../../tests/support/openai-test-server.js';
import { createTestApp, type TestApp } from '../../tests/support/test-app.js';

/**
 * Issue 12, "evidence to keep": the authorization matrix, generated from the app's own routes.
 * Every route that takes a record id, wherever the id travels (path, query string, JSON body,
 * multipart field), is called with another workspace's id while signed in, and with a valid
 * request while signed out. Another workspace's record in the path answers 404 (ids cannot be
 * probed); one named in a body is refused; one named in a filter finds nothing; signed out is 401;
 * and the other workspace's records are unchanged afterwards.
 */

/**
 * Which records each id field names. A new id field must be placed here, so the matrix cannot
 * quietly skip it; null marks a catalogue every workspace shares (the personalities 1–5).
 */
const resourceOfField: Record<string, string | null> = {
  clientId: 'clients',
  projectId: 'projects',
  userId: 'user',
  personalityId: null,
  // Personalities are one catalogue shared by every workspace.
  defaultPersonalityId: null,
  // The public API's names (issue 17): a brand is a client.
  brand_id: 'clients',
  project_id: 'projects',
  document_id: 'documents',
  user_id: 'user',
  personality_id: null,
  // The header's workspace switcher (issue 18): one of the user's own workspaces.
  workspaceId: 'workspace',
};

/**
 * The routes open to visitors. Every other route must refuse a signed-out caller with 401, so a
 * route added without a session check fails here unless it is listed as public on purpose.
 */
const PUBLIC_ROUTES = new Set([
  'GET /api/health',
  // Whether a model is configured and answering, for the public status page; names nothing.
  'GET /api/ai/status',
  'POST /api/auth/register',
  'POST /api/auth/login',
  'POST /api/auth/master-login',
  'POST /api/auth/logout',
  // Forgot password and the mailed links are used signed out (issue 18); each is rate-limited.
  'POST /api/auth/forgot-password',
  'POST /api/auth/reset-password',
  'POST /api/auth/verify-email',
  // An invitation link shows whom it invites before anyone signs in (issue 18); the token is the secret.
  'GET /api/invitations/:token',
  // A client review link's guest (issue 19, ADR 0043): the token is the secret; rate-limited.
  'GET /api/review/:token',
  'PUT /api/review/:token/decision',
  'GET /api/review/:token/comments',
  'POST /api/review/:token/comments',
  // The sign-in's second step (a challenge instead of a session) and the email change link (ADR 0038).
  'POST /api/auth/two-factor',
  'POST /api/auth/confirm-email-change',
  'GET /api/pricing/plans',
  'POST /api/public/contact-messages',
  'POST /api/public/email-subscriptions',
  'POST /api/public/event-registrations',
  'POST /api/public/job-applications',
  // Authenticated by the provider's signature instead of a session.
  'POST /api/webhooks/stripe',
  'POST /api/webhooks/paypal',
  // The public API's description, for code generators and the interactive reference.
  'GET /api/v1/openapi.json',
]);

type Place = 'path' | 'query' | 'body' | 'multipart';

interface IdUse {
  route: ApiRoute;
  place: Place;
  field: string;
  resource: string;
}

const isIdField = (field: string) => field === 'id' || /[a-z](Id|_id)$/.test(field);

/** Where each route takes a record id; fields that name catalogue slugs (planId, eventId) are strings in the samples and left out. */
function idUsesOf(route: ApiRoute, me: Context): IdUse[] {
  // The console's ids name any account or workspace, for the master only; everyone else gets 404
  // (src/server/admin/routes.test.ts), so there is no other workspace's id to refuse.
  if (isAdminRoute(route)) return [];
  const uses: IdUse[] = route.params.filter(isIdField).map((field) => ({ route, place: 'path', field, resource: recordOfParam(route, field) }));
  const jsonSample = jsonSamples[route.key]?.(me) ?? {};
  const multipartSample = multipartSamples[route.key]?.(me) ?? {};
  const fields: Array<[Place, string, unknown]> = [
    ...route.queryFields.map((field): [Place, string, unknown] => ['query', field, 1]),
    ...Object.entries(jsonSample).map(([field, value]): [Place, string, unknown] => ['body', field, value]),
    ...Object.entries(multipartSample).map(([field, value]): [Place, string, unknown] => ['multipart', field, value]),
  ];
  for (const [place, field, value] of fields) {
    const numeric = typeof value === 'number' || (typeof value === 'string' && /^\d+$/.test(value));
    if (!isIdField(field) || !numeric) continue;
    if (!(field in resourceOfField)) throw new Error(`${route.key}: say in resourceOfField which records ${field} names`);
    const resource = resourceOfField[field];
    if (resource) uses.push({ route, place, field, resource });
  }
  return uses;
}

let t: TestApp;
let model: OpenAiTestServer;
let me: Context;
let other: Context;
let routes: ApiRoute[];

beforeAll(async () => {
  // A model for the AI routes to reach: the local server that speaks OpenAI's wire format.
  model = await startOpenAiTestServer();
  t = await createTestApp({ ai: { baseUrl: model.baseUrl, apiKey: undefined, model: 'test-model', fastModel: 'test-model' } });
  routes = apiRoutes(t);
  me = await accountWithRecords(t);
  other = await accountWithRecords(t);
});
afterAll(async () => {
  await t?.close();
  await model?.close();
});

/** A valid request of `route` as `me`, with `value` in the id's place when one is given. */
function requestWith(route: ApiRoute, use?: { place: Place; field: string; value: number | string }) {
  const params = Object.fromEntries(route.params.map((param) => [param, textParamSamples[param] ?? String(me.own[recordOfParam(route, param)])]));
  if (use?.place === 'path') params[use.field] = String(use.value);
  const url = pathWith(route, params) + (use?.place === 'query' ? `?${use.field}=${use.value}` : '');
  const jsonSample = jsonSamples[route.key];
  const multipartSample = multipartSamples[route.key];
  if (multipartSample) {
    const fields = { ...multipartSample(me), ...(use?.place === 'multipart' ? { [use.field]: String(use.value) } : {}) };
    return { url, payload: multipartBody('m4trix', fields, [sampleFile]), contentType: 'multipart/form-data; boundary=m4trix' };
  }
  if (jsonSample) {
    const body = { ...jsonSample(me), ...(use?.place === 'body' ? { [use.field]: use.value } : {}) };
    return { url, payload: JSON.stringify(body), contentType: 'application/json' };
  }
  return { url };
}

/** Sent as `who` (their API key on /api/v1, their session elsewhere), or signed out. */
async function send(route: ApiRoute, request: { url: string; payload?: string; contentType?: string }, who: Context | null) {
  return t.app.inject({
    method: route.method,
    url: request.url,
    remoteAddress: nextAddress(),
    headers: {
      ...credentialsFor(route, who && { cookie: who.account.cookie, apiKey: who.apiKey }),
      ...(request.contentType ? { 'content-type': request.contentType } : {}),
    },
    ...(request.payload !== undefined ? { payload: request.payload } : {}),
  });
}

/** What the other workspace can see of its own records, to compare before and after. */
async function snapshotOf(account: Context) {
  const headers = { cookie: account.account.cookie };
  const read = async (url: string) => (await t.app.inject({ method: 'GET', url, headers })).body;
  return Promise.all(
    ['/api/clients', '/api/projects', '/api/documents', '/api/files', `/api/user/${account.account.userId}/subscription`].map(read),
  );
}

describe('the authorization matrix', () => {
  it('refuses another workspace’s ids on every route that takes one, and anyone signed out', async () => {
    const uses = routes.flatMap((route) => idUsesOf(route, me));
    // Deleting last keeps my own records, which the other requests name, in place.
    uses.sort((a, b) => Number(a.route.method === 'DELETE') - Number(b.route.method === 'DELETE'));
    const routesCovered = new Set(uses.map((use) => use.route.key));
    expect(routesCovered.size).toBeGreaterThanOrEqual(15);
    const before = await snapshotOf(other);

    const failures: string[] = [];
    let attempts = 0;
    for (const use of uses) {
      const foreignId = other.own[use.resource];
      if (foreignId === undefined) throw new Error(`${use.route.key}: the other workspace has no ${use.resource} record`);
      const label = `${use.route.key} with another workspace's ${use.field} in the ${use.place}`;

      const foreign = await send(use.route, requestWith(use.route, { ...use, value: foreignId }), me);
      attempts += 1;
      const status = foreign.statusCode;
      if (use.place === 'path' && status !== 404) failures.push(`${label}: ${status} (expected 404) ${foreign.body.slice(0, 120)}`);
      // The public API answers a list as {data, next_cursor}, and refuses another user's user_id (403).
      const emptyList = isPublicApiRoute(use.route) ? /^\{"data":\[\]/.test(foreign.body) || status === 403 : foreign.body === '[]';
      if (use.place === 'query' && ((status !== 200 && status !== 403) || !emptyList)) {
        failures.push(`${label}: ${status} ${foreign.body.slice(0, 120)} (expected an empty list)`);
      }
      if ((use.place === 'body' || use.place === 'multipart') && (status < 400 || status >= 500 || status === 401)) {
        failures.push(`${label}: ${status} (expected a refusal) ${foreign.body.slice(0, 120)}`);
      }

      const signedOut = await send(use.route, requestWith(use.route), null);
      attempts += 1;
      if (signedOut.statusCode !== 401) failures.push(`${use.route.key} signed out: ${signedOut.statusCode} (expected 401)`);
    }
    console.info(`authorization matrix: ${routesCovered.size} routes, ${uses.length} id uses, ${attempts} attempts, ${failures.length} let through`);
    expect(failures).toEqual([]);
    expect(await snapshotOf(other)).toEqual(before);
  });

  it('refuses a signed-out caller on every route that is not public on purpose', async () => {
    const keys = new Set(routes.map((route) => route.key));
    for (const key of PUBLIC_ROUTES) expect(keys, `${key} is listed as public but is no route`).toContain(key);
    const guarded = routes.filter((route) => !PUBLIC_ROUTES.has(route.key));
    expect(guarded.length).toBeGreaterThanOrEqual(25);
    const failures: string[] = [];
    for (const route of guarded) {
      // The console's routes hide from anyone but the master account: a 404, as for no route at all.
      const expected = isAdminRoute(route) ? 404 : 401;
      const response = await send(route, requestWith(route), null);
      if (response.statusCode !== expected) failures.push(`${route.key}: ${response.statusCode} ${response.body.slice(0, 120)}`);
    }
    console.info(`signed out: ${guarded.length} guarded routes, ${failures.length} let through (${PUBLIC_ROUTES.size} public by design)`);
    expect(failures).toEqual([]);
  });
});

import { and, eq, inArray } from 'drizzle-orm';
import { Document as WordDocument, Packer, Paragraph } from 'docx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WORD_MIME_TYPE } from '../shared/limits.js';
import { apiRoutes, credentialsFor, multipartBody, pathWith, recordOfParam, type ApiRoute } from '../../tests/support/api-routes.js';
import { startOpenAiTestServer, type OpenAiTestServer } from '../../tests/support/openai-test-server.js';
import { apiKeyFor } from '../../tests/support/public-api.js';
import {
  accountWithRecords,
  clientSample,
  jsonSamples,
  multipartSamples,
  nextAddress,
  personalitySample,
  projectSample,
  reviewLinkSample,
  sampleFile,
  textParamSamples,
  type Context,
  type Json,
} from '../../tests/support/route-samples.js';
import { signedInAccount } from '../../tests/support/signed-in.js';
import { createTestApp, type TestApp } from '../../tests/support/test-app.js';
import { moveIntoWorkspace, setRole, workspaceOwnedBy } from '../../tests/support/workspace-roles.js';
import { users, workspaceInvitations, workspaceMembers, type WorkspaceRole } from './db/schema.js';

/**
 * Issue 18, "every role × action (a generated matrix, not hand-picked cases)": one table says which
 * roles may call each route of a workspace's data; three people of one workspace (an owner, an
 * admin, a member) call every route, and each call is checked against the table: allowed is 2xx,
 * refused is 403 with a sentence naming the role. The routes come from the app itself, and a route
 * that is in neither the table nor the list of personal routes fails the test, so a new route
 * cannot slip past its policy.
 */

type Role = WorkspaceRole;
const everyone: readonly Role[] = ['owner', 'admin', 'member'];
const managers: readonly Role[] = ['owner', 'admin'];
const owners: readonly Role[] = ['owner'];

interface Actor {
  role: Role;
  cookie: string;
  userId: number;
  apiKey: string;
}

interface Action {
  /** Which roles may (ADR 0037); every other role gets 403. */
  may: readonly Role[];
  /** The body; by default the route's valid sample (tests/support/route-samples.ts) as this actor. */
  body?: (context: Context, actor: Actor) => Json;
  /** Path values other than the owner's records: a record made for this call (what it deletes). */
  params?: (actor: Actor) => Promise<Record<string, string>> | Record<string, string>;
}

/** THE table: every route that reads or writes a workspace's data, and who may call it. */
const ACTIONS: Record<string, Action> = {
  // Documents: everyone writes; deleting someone else's document is for managers (the owner made it).
  'GET /api/documents': { may: everyone },
  'GET /api/documents/:id': { may: everyone },
  'POST /api/documents': { may: everyone },
  'PATCH /api/documents/:id': { may: everyone },
  'POST /api/documents/:id/duplicate': { may: everyone },
  'DELETE /api/documents/:id': { may: managers, params: async () => ({ id: String(await ownerMakes('documents')) }) },
  'GET /api/documents/:id/versions': { may: everyone },
  'GET /api/documents/:id/versions/:versionId': { may: everyone, params: async () => ({ versionId: String(await firstVersionId()) }) },
  'POST /api/documents/:id/versions/:versionId/restore': { may: everyone, params: async () => ({ versionId: String(await firstVersionId()) }) },
  'POST /api/documents/:id/save-shared-text': { may: everyone },
  'GET /api/documents/:id/ignored-findings': { may: everyone },
  'PUT /api/documents/:id/ignored-findings': { may: everyone },
  'POST /api/imports/word': { may: everyone },
  // Comments (ADR 0042): everyone discusses documents. Editing and deleting are the author's (and a
  // manager may delete anyone's): relational rules, tested in comments/routes.test.ts; here each
  // role edits and deletes a comment of their own.
  'GET /api/documents/:id/comments': { may: everyone },
  'POST /api/documents/:id/comments': { may: everyone },
  'POST /api/documents/:id/comments/:threadId/replies': { may: everyone },
  'POST /api/documents/:id/comments/:threadId/resolve': { may: everyone },
  'POST /api/documents/:id/comments/:threadId/reopen': { may: everyone },
  'PATCH /api/documents/:id/comments/:threadId/comments/:commentId': { may: everyone, params: (actor) => commentBy(actor) },
  'DELETE /api/documents/:id/comments/:threadId/comments/:commentId': { may: everyone, params: (actor) => commentBy(actor) },
  'GET /api/templates': { may: everyone },
  'GET /api/analytics/overview': { may: everyone },
  // The AI: everyone uses it; its settings are the managers'.
  'POST /api/ai/write': { may: everyone },
  'GET /api/ai/usage': { may: everyone },
  'GET /api/ai/usage/report': { may: managers },
  'GET /api/ai/usage/requests': { may: managers },
  'GET /api/ai/settings': { may: everyone },
  'GET /api/ai/connection': { may: everyone },
  'PUT /api/ai/settings': { may: managers },
  'DELETE /api/ai/settings': { may: managers },
  'POST /api/ai/settings/models': { may: managers },
  'POST /api/ai/settings/test': { may: managers },
  // Clients and their voice: read by all, managed by managers.
  'GET /api/clients': { may: everyone },
  'POST /api/clients': { may: managers },
  'PUT /api/clients/:id': { may: managers },
  'DELETE /api/clients/:id': { may: managers, params: async () => ({ id: String(await ownerMakes('clients')) }) },
  'PUT /api/clients/:id/voice': { may: managers },
  'PATCH /api/clients/:id/voice': { may: managers },
  'DELETE /api/clients/:id/voice': { may: managers, params: async () => ({ id: String(await ownerMakes('clients')) }) },
  'POST /api/clients/:id/voice/style-guide': { may: managers },
  'PUT /api/clients/:id/style-guide': { may: managers },
  // Projects.
  'GET /api/projects': { may: everyone },
  'POST /api/projects': { may: managers },
  'PUT /api/projects/:id': { may: managers },
  'DELETE /api/projects/:id': { may: managers, params: async () => ({ id: String(await ownerMakes('projects')) }) },
  // Files: read and downloaded by all, uploaded and deleted by managers.
  'GET /api/files': { may: everyone },
  'GET /api/files/usage': { may: everyone },
  'GET /api/files/:id': { may: everyone },
  'GET /api/files/:id/download': { may: everyone },
  'POST /api/files/upload': { may: managers },
  'DELETE /api/files/:id': { may: managers, params: async () => ({ id: String(await ownerMakes('files')) }) },
  // Style guides: style rules, personalities and the dictionary (anyone adds a word; managers remove).
  'GET /api/style-rules': { may: everyone },
  'PUT /api/style-rules': { may: managers },
  'POST /api/style-rules/import': { may: managers },
  'GET /api/personalities': { may: everyone },
  'POST /api/personalities': { may: managers },
  'PUT /api/personalities/:id': { may: managers },
  'DELETE /api/personalities/:id': { may: managers, params: async () => ({ id: String(await ownerMakes('personalities')) }) },
  'GET /api/dictionary': { may: everyone },
  'POST /api/dictionary': { may: everyone },
  'DELETE /api/dictionary/:word': { may: managers, params: async (actor) => ({ word: await ownerAddsWord(`Removable${actor.role}`) }) },
  // API keys: the managers'.
  'GET /api/api-keys': { may: managers },
  'POST /api/api-keys': { may: managers },
  'DELETE /api/api-keys/:id': { may: managers, params: async () => ({ id: String(await ownerMakes('api-keys')) }) },
  // Client review links (issue 19, ADR 0043): sharing a document outside the workspace is the managers'.
  'GET /api/documents/:id/review-links': { may: managers },
  'POST /api/documents/:id/review-links': { may: managers },
  'DELETE /api/documents/:id/review-links/:linkId': { may: managers, params: async () => ({ linkId: await ownerSharesForReview() }) },
  // Billing: the owner's. Each person reads their own plan (canViewSubscription).
  'GET /api/subscription/payment-settings': { may: owners },
  // Enterprise, so that the team's seats hold the people and invitations the table adds.
  'POST /api/subscription/create': { may: owners, body: (_context, actor) => ({ userId: actor.userId, planId: 'enterprise', paymentMethod: 'stripe' }) },
  'POST /api/subscription/cancel': { may: owners },
  'POST /api/subscription/resume': { may: owners },
  'GET /api/user/:id/subscription': { may: everyone, params: (actor) => ({ id: String(actor.userId) }) },
  // The team (policies/members.ts): everyone sees it; owners invite, change roles and remove
  // people. What depends on the target (one's own role may be lowered, the last owner stays) is the
  // relational part, tested over every viewer × target × role in members.test.ts.
  'GET /api/team': { may: everyone },
  'POST /api/team/invitations': { may: owners, body: (_context, actor) => ({ email: `matrix-${actor.role}-${++invited}@example.com`, role: 'member' }) },
  'POST /api/team/invitations/:id/resend': { may: owners, params: async () => ({ id: String(await ownerInvites()) }) },
  'DELETE /api/team/invitations/:id': { may: owners, params: async () => ({ id: String(await ownerInvites()) }) },
  'PATCH /api/team/members/:userId': { may: owners, body: () => ({ role: 'admin' }), params: async () => ({ userId: String(await newMember()) }) },
  'DELETE /api/team/members/:userId': { may: owners, params: async () => ({ userId: String(await newMember()) }) },
  // Requiring two-factor of every member is the owner's (ADR 0038); everyone may read whether it is.
  'GET /api/workspace/two-factor-requirement': { may: everyone },
  'PUT /api/workspace/two-factor-requirement': { may: owners, body: () => ({ required: false }) },
  // The audit log is the owner's (ADR 0039).
  'GET /api/audit-log': { may: owners },
  // The public API acts with its key creator's role.
  'GET /api/v1/documents': { may: everyone },
  'GET /api/v1/documents/:id': { may: everyone },
  'POST /api/v1/documents': { may: everyone },
  'PATCH /api/v1/documents/:id': { may: everyone },
  'DELETE /api/v1/documents/:id': { may: managers, params: async () => ({ id: String(await ownerMakes('documents')) }) },
  'GET /api/v1/brands': { may: everyone },
  'POST /api/v1/brands': { may: managers },
  'POST /api/v1/analyze': { may: everyone },
  'POST /api/v1/rewrite': { may: everyone },
  'POST /api/v1/generate': { may: everyone },
};

/**
 * Routes about the person rather than the workspace's data (their account, sessions, export,
 * deletion, preferences, sign-in, the workspaces they belong to, leaving one, accepting an
 * invitation), and the public ones: every role is the same there.
 */
const PERSONAL_OR_PUBLIC = [
  /^(GET|POST|PATCH|PUT|DELETE) \/api\/(auth|account|account-deletion|data-export|preferences|public|webhooks|health|pricing)\b/,
  /^GET \/api\/ai\/status$/,
  /^GET \/api\/v1\/openapi\.json$/,
  /^POST \/api\/team\/leave$/,
  // Deleting the table's own workspace would end the table: owners only, tested in
  // team/delete-workspace.routes.test.ts (an admin and a member refused, an owner deletes).
  /^DELETE \/api\/workspace$/,
  // A client review link's guest (issue 19): no account, the token is the credential.
  /^(GET|POST|PUT) \/api\/review\//,
  // The bell: each person's own notifications (issue 19).
  /^(GET|POST) \/api\/notifications\b/,
  /\/api\/(invitations|workspaces|admin)\b/,
];

let t: TestApp;
let model: OpenAiTestServer;
let owner: Context;
let workspaceId: number;
const actors = {} as Record<Role, Actor>;

/** A record of the owner's, made for one call that may delete it. */
async function ownerMakes(resource: string): Promise<number> {
  const headers = { cookie: owner.account.cookie };
  const post = async (url: string, payload: object) => {
    const response = await t.app.inject({ method: 'POST', url, headers, payload });
    expect(response.statusCode, `${url}: ${response.body}`).toBe(201);
    return response.json<{ id: number }>().id;
  };
  switch (resource) {
    case 'documents':
      return post('/api/documents', { title: 'To delete', content: 'Words.' });
    case 'clients':
      return post('/api/clients', { ...clientSample, name: 'To delete' });
    case 'projects':
      return post('/api/projects', projectSample(owner.own.clients as number));
    case 'personalities':
      return post('/api/personalities', personalitySample);
    case 'api-keys':
      return post('/api/api-keys', { name: 'To revoke' });
    case 'files': {
      const upload = await t.app.inject({
        method: 'POST',
        url: '/api/files/upload',
        headers: { ...headers, 'content-type': 'multipart/form-data; boundary=r0les' },
        payload: multipartBody('r0les', { clientId: String(owner.own.clients) }, [sampleFile]),
      });
      expect(upload.statusCode).toBe(201);
      return upload.json<{ uploaded: Array<{ id: number }> }>().uploaded[0]!.id;
    }
    default:
      throw new Error(`no factory for ${resource}`);
  }
}

/** A review link of the owner's document, made for one call that revokes it. */
async function ownerSharesForReview(): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/documents/${owner.own.documents}/review-links`,
    headers: { cookie: owner.account.cookie },
    payload: reviewLinkSample(),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string }>().id;
}

let invited = 0;

/** What the team's factories added, given back before the next one so that seats never run out. */
const madeForOneCall = { invitations: [] as number[], members: [] as number[] };

async function freeSeats(): Promise<void> {
  const { db } = t.database;
  if (madeForOneCall.invitations.length) {
    await db.update(workspaceInvitations).set({ revokedAt: new Date() }).where(inArray(workspaceInvitations.id, madeForOneCall.invitations));
  }
  if (madeForOneCall.members.length) {
    await db.delete(workspaceMembers).where(and(eq(workspaceMembers.workspaceId, workspaceId), inArray(workspaceMembers.userId, madeForOneCall.members)));
  }
  madeForOneCall.invitations = [];
  madeForOneCall.members = [];
}

/** A pending invitation of the owner's, made for one call that resends or withdraws it. */
async function ownerInvites(): Promise<number> {
  await freeSeats();
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/team/invitations',
    headers: { cookie: owner.account.cookie },
    payload: { email: `matrix-pending-${++invited}@example.com`, role: 'member' },
  });
  expect(response.statusCode, response.body).toBe(201);
  const { id } = response.json<{ id: number }>();
  madeForOneCall.invitations.push(id);
  return id;
}

/** Someone who joined the owner's workspace as a member, for one call that changes or removes them. */
async function newMember(): Promise<number> {
  await freeSeats();
  const person = await signedInAccount(t);
  await moveIntoWorkspace(t.database.db, { userId: person.userId, workspaceId, role: 'member' });
  madeForOneCall.members.push(person.userId);
  return person.userId;
}

async function ownerAddsWord(word: string): Promise<string> {
  const added = await t.app.inject({ method: 'POST', url: '/api/dictionary', headers: { cookie: owner.account.cookie }, payload: { word } });
  expect(added.statusCode).toBeLessThan(300);
  return word;
}

/** A thread the actor starts on the owner's document, for one call that edits or deletes its comment. */
async function commentBy(actor: Actor): Promise<Record<string, string>> {
  const started = await t.app.inject({ method: 'POST', url: `/api/documents/${owner.own.documents}/comments`, headers: { cookie: actor.cookie }, payload: { body: 'Mine to change.' } });
  expect(started.statusCode, started.body).toBe(201);
  const thread = started.json<{ id: number; comments: Array<{ id: number }> }>();
  return { threadId: String(thread.id), commentId: String(thread.comments[0]!.id) };
}

async function firstVersionId(): Promise<number> {
  const versions = await t.app.inject({ method: 'GET', url: `/api/documents/${owner.own.documents}/versions`, headers: { cookie: owner.account.cookie } });
  return versions.json<Array<{ id: number }>>().at(-1)!.id;
}

/** One person of the owner's workspace with a role, their own session and an API key made while they could. */
async function joinAs(role: Role): Promise<Actor> {
  const person = await signedInAccount(t);
  await moveIntoWorkspace(t.database.db, { userId: person.userId, workspaceId, role: 'admin' });
  const apiKey = await apiKeyFor(t, person.cookie, { name: `${role}'s key` });
  await setRole(t.database.db, { userId: person.userId, workspaceId, role });
  return { role, cookie: person.cookie, userId: person.userId, apiKey };
}

beforeAll(async () => {
  model = await startOpenAiTestServer();
  t = await createTestApp({ ai: { baseUrl: model.baseUrl, apiKey: undefined, model: 'test-model', fastModel: 'test-model' } });
  owner = await accountWithRecords(t);
  // Enterprise: seats for the people and invitations the table's calls add (seats are tested in team/).
  await t.database.db.update(users).set({ subscriptionTier: 'enterprise' }).where(eq(users.id, owner.account.userId));
  workspaceId = await workspaceOwnedBy(t.database.db, owner.account.userId);
  actors.owner = { role: 'owner', cookie: owner.account.cookie, userId: owner.account.userId, apiKey: owner.apiKey };
  actors.admin = await joinAs('admin');
  actors.member = await joinAs('member');
});
afterAll(async () => {
  await t?.close();
  await model?.close();
});

/** The route's request as `actor`: the owner's records in the path, the actor's own identity in the body. */
async function send(route: ApiRoute, action: Action, actor: Actor) {
  const context: Context = { ...owner, account: { ...owner.account, cookie: actor.cookie, userId: actor.userId }, apiKey: actor.apiKey };
  const params = Object.fromEntries(route.params.map((param) => [param, textParamSamples[param] ?? String(owner.own[recordOfParam(route, param)])]));
  Object.assign(params, await action.params?.(actor));
  const json = action.body ?? jsonSamples[route.key];
  const multipart = multipartSamples[route.key];
  const body = multipart
    ? { payload: multipartBody('m4trix', multipart(context), [sampleFile]), contentType: 'multipart/form-data; boundary=m4trix' }
    : json
      ? { payload: JSON.stringify(json(context, actor)), contentType: 'application/json' }
      : route.key === 'POST /api/imports/word'
        ? { payload: await wordFile(), contentType: WORD_MIME_TYPE }
        : undefined;
  return t.app.inject({
    method: route.method,
    url: pathWith(route, params),
    remoteAddress: nextAddress(),
    headers: {
      ...credentialsFor(route, { cookie: actor.cookie, apiKey: actor.apiKey }),
      ...(body ? { 'content-type': body.contentType } : {}),
    },
    ...(body ? { payload: body.payload } : {}),
  });
}

/** A small Word file, for the import route (which converts it; the document is then created by POST /api/documents). */
const wordFile = () => Packer.toBuffer(new WordDocument({ sections: [{ children: [new Paragraph({ text: 'Imported words.' })] }] }));

const label = (role: Role) => role[0]!.toUpperCase() + role.slice(1);

describe('the role × action matrix', () => {
  it('places every route of a workspace’s data in the table', () => {
    const unplaced = apiRoutes(t)
      .map((route) => route.key)
      .filter((key) => !(key in ACTIONS) && !PERSONAL_OR_PUBLIC.some((pattern) => pattern.test(key)));
    expect(unplaced, 'say in ACTIONS which roles may call these').toEqual([]);
    const missing = Object.keys(ACTIONS).filter((key) => !apiRoutes(t).some((route) => route.key === key));
    expect(missing, 'routes in the table that the app does not have').toEqual([]);
  });

  it('lets each role do what the table allows (2xx) and refuses the rest with 403 naming the role', async () => {
    const routes = apiRoutes(t).filter((route) => route.key in ACTIONS);
    // Creating before cancelling a subscription, and deleting last, so that what later calls name still exists.
    const order = (route: ApiRoute) => (route.method === 'DELETE' ? 2 : route.key === 'POST /api/subscription/create' ? 0 : 1);
    routes.sort((a, b) => order(a) - order(b));
    const failures: string[] = [];
    let calls = 0;
    for (const route of routes) {
      const action = ACTIONS[route.key]!;
      for (const role of everyone) {
        const response = await send(route, action, actors[role]);
        calls += 1;
        const status = response.statusCode;
        if (action.may.includes(role)) {
          if (status < 200 || status >= 300) failures.push(`${route.key} as ${role}: ${status} (expected 2xx) ${response.body.slice(0, 160)}`);
        } else if (status !== 403) {
          failures.push(`${route.key} as ${role}: ${status} (expected 403) ${response.body.slice(0, 160)}`);
        } else if (!response.json<{ error: string }>().error.includes(`Your role (${label(role)}) can't`)) {
          failures.push(`${route.key} as ${role}: 403 without naming the role: ${response.body.slice(0, 160)}`);
        }
      }
    }
    console.info(`role matrix: ${routes.length} routes × 3 roles, ${calls} calls, ${failures.length} wrong`);
    expect(failures).toEqual([]);
  });

  it('lets a member delete a document they created, and not one the owner created', async () => {
    const member = { cookie: actors.member.cookie };
    const created = await t.app.inject({ method: 'POST', url: '/api/documents', headers: member, payload: { title: 'Mine', content: 'My words.' } });
    expect(created.statusCode).toBe(201);
    const mine = created.json<{ id: number }>().id;
    expect((await t.app.inject({ method: 'DELETE', url: `/api/documents/${mine}`, headers: member })).statusCode).toBe(204);
    const theirs = await ownerMakes('documents');
    const refused = await t.app.inject({ method: 'DELETE', url: `/api/documents/${theirs}`, headers: member });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: "Your role (Member) can't delete documents someone else created — ask an owner or admin." });
  });

  it('answers another workspace’s id with 404 before any role check that depends on the record', async () => {
    const stranger = await accountWithRecords(t);
    const foreign = await t.app.inject({ method: 'DELETE', url: `/api/documents/${stranger.own.documents}`, headers: { cookie: actors.member.cookie } });
    expect(foreign.statusCode).toBe(404);
    const foreignRead = await t.app.inject({ method: 'GET', url: `/api/files/${stranger.own.files}`, headers: { cookie: actors.member.cookie } });
    expect(foreignRead.statusCode).toBe(404);
  });

  it('sends the role and its permissions with the signed-in user', async () => {
    for (const role of everyone) {
      const verified = await t.app.inject({ method: 'GET', url: '/api/auth/verify', headers: { cookie: actors[role].cookie } });
      expect(verified.statusCode).toBe(200);
      const { access } = verified.json<{ access: { role: Role; workspaceId: number; permissions: Record<string, boolean> } }>();
      expect(access.role).toBe(role);
      expect(access.workspaceId).toBe(workspaceId);
      expect(access.permissions.manageClients).toBe(role !== 'member');
      expect(access.permissions.manageBilling).toBe(role === 'owner');
      expect(access.permissions.addDictionaryWords).toBe(true);
    }
  });
});

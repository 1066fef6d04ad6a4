import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { ensureMasterAccount } from '../../src/server/auth/ensure-master-account.js';
import { workspaceMembers } from '../../src/server/db/schema.js';
import { communityEvents } from '../../src/shared/public-catalog/community-events.js';
import { jobPositions } from '../../src/shared/public-catalog/job-positions.js';
import { multipartBody } from './api-routes.js';
import { buildQueuedExports } from './data-export.js';
import { confirmEmailOf } from './mail.js';
import { newAccount, sessionCookieFrom, type TestApp } from './test-app.js';

/**
 * Valid requests for every API route that takes a body, and an account with one record of each
 * kind for paths to name: what the tests that walk every route (the bad-input corpus, the
 * authorization matrix) change one part of at a time.
 */

export interface Account {
  cookie: string;
  email: string;
  password: string;
  userId: number;
}

/** The signed-in account and the ids of its own records, which valid paths and samples name. */
export interface Context {
  account: Account;
  /** An API key of the account's workspace with every scope, for the public API's routes. */
  apiKey: string;
  /** Record ids by resource; a session is named by its public id (a uuid), the rest by number. */
  own: Record<string, number | string>;
  /** A model endpoint that answers (the app's test server), for the AI settings' samples. */
  modelBaseUrl: string;
}

export type Json = Record<string, unknown>;

/**
 * Fields whose valid value depends on the record's state at the time of the call, so no fixed
 * sample can carry them: a document's `baseVersion` changes with every save, and its `baseValues`
 * must be the values stored at the time. Their bad input is tested beside the route
 * (src/server/documents/routes.test.ts, "versions"; src/server/documents/field-conflicts.test.ts).
 */
export const stateDependentFields: Record<string, readonly string[]> = {
  'PATCH /api/documents/:id': ['baseVersion', 'baseValues'],
  'PATCH /api/v1/documents/:id': ['base_version'],
};

/**
 * Fields the sample leaves out because it names their alternative, and the route takes one of the
 * two (a 400 otherwise): POST /api/v1/generate works from `text` or from `document_id`.
 */
export const alternativeFields: Record<string, readonly string[]> = {
  'POST /api/v1/generate': ['text'],
  // The second step takes a code from the app or a recovery code; recovery codes need one of the two.
  'POST /api/auth/two-factor': ['recoveryCode'],
  'POST /api/account/two-factor/recovery-codes': ['code'],
};

/**
 * Path parameters that name no record by id: the value a valid path gives each, which
 * accountWithRecords makes exist in the account's workspace. Every other parameter is an id of
 * one of the account's own records.
 */
export const textParamSamples: Record<string, string> = {
  // DELETE /api/dictionary/:word
  word: 'Corpusword',
  // GET /api/invitations/:token and its accept: a well-formed link no invitation carries.
  token: 'corpus-invitation-token-that-was-never-sent',
  // DELETE /api/documents/:id/review-links/:linkId: a well-formed id no link has.
  linkId: '00000000-0000-4000-8000-000000000000',
};

/** A client review link for a fortnight (issue 19). */
export const reviewLinkSample = () => ({
  contactName: 'Corpus Client',
  contactEmail: 'corpus.client@example.com',
  expiresAt: new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10),
  permission: 'comment',
});

/** A valid JSON body for each route with a body schema; every other field of the schema appears. */
export const jsonSamples: Record<string, (context: Context) => Json> = {
  'POST /api/auth/register': () => ({ ...newAccount() }),
  'POST /api/auth/login': ({ account }) => ({ email: account.email, password: account.password, remember: true }),
  'POST /api/auth/master-login': ({ account }) => ({ email: account.email, password: account.password }),
  'POST /api/auth/forgot-password': ({ account }) => ({ email: account.email }),
  // A token no link carries: a real one would reset the account the other cases sign in with.
  'POST /api/auth/reset-password': () => ({ token: 'corpus-token-that-was-never-mailed', password: 'a new password' }),
  'POST /api/auth/verify-email': () => ({ token: 'corpus-token-that-was-never-mailed' }),
  'PATCH /api/account/profile': () => ({ firstName: 'Ada', lastName: 'King', company: 'Analytical Engines Ltd' }),
  // The same password again: the account's sign-in, which later cases use, keeps working.
  'POST /api/account/password': ({ account }) => ({ currentPassword: account.password, newPassword: account.password }),
  // Two-factor and email change (ADR 0038): bodies that pass validation and are refused by what they
  // name (no challenge, no set-up, not turned on), so the account the other cases sign in with keeps
  // signing in with its password alone and keeps its address.
  'POST /api/auth/two-factor': () => ({ challenge: 'corpus-challenge-never-issued', code: '123456' }),
  'POST /api/auth/confirm-email-change': () => ({ token: 'corpus-token-that-was-never-mailed' }),
  'POST /api/account/two-factor/enable': () => ({ code: '123456' }),
  'POST /api/account/two-factor/recovery-codes': ({ account }) => ({ password: account.password }),
  'POST /api/account/two-factor/disable': ({ account }) => ({ password: account.password }),
  'PUT /api/workspace/two-factor-requirement': () => ({ required: false }),
  'POST /api/account/email': ({ account }) => ({ newEmail: `corpus.${Date.now()}@example.org`, currentPassword: account.password }),
  'POST /api/documents': ({ own }) => ({
    title: 'Corpus',
    content: 'A few words of text.',
    personalityId: 1,
    projectId: own.projects,
    clientId: own.clients,
    wordGoal: 800,
    focusKeyphrase: 'fine tea',
    seoTitle: 'Fine tea, fresh every week',
    metaDescription: 'How we choose and ship fine tea.',
    slug: 'fine-tea',
  }),
  'PATCH /api/documents/:id': ({ own }) => ({
    title: 'Corpus edited',
    content: 'Other words.',
    personalityId: 2,
    projectId: own.projects,
    clientId: own.clients,
    wordGoal: 1200,
    focusKeyphrase: 'green tea',
    seoTitle: 'Green tea for grocers',
    metaDescription: 'Why grocers stock our green tea.',
    slug: 'green-tea',
    saveKind: 'manual',
  }),
  // Comments (issue 19): a thread on a range (Yjs relative positions), a reply and an edit.
  'POST /api/documents/:id/comments': () => ({ body: 'Should this say “fresh”?', anchor: { from: 'AP2ql9UGAgA=', to: 'AP2ql9UGBwA=', quote: 'Words' } }),
  'POST /api/documents/:id/comments/:threadId/replies': () => ({ body: 'Yes, fresh every week.' }),
  'PATCH /api/documents/:id/comments/:threadId/comments/:commentId': () => ({ body: 'Should this say “fresh” instead?' }),
  'POST /api/notifications/read': () => ({ ids: [1] }),
  'PATCH /api/preferences': () => ({ defaultPersonalityId: 3 }),
  'POST /api/dictionary': () => ({ word: 'Inkwise' }),
  'PUT /api/documents/:id/ignored-findings': () => ({ keys: ['spelling:inkwise', 'passive-voice:was written'] }),
  'PUT /api/style-rules': () => ({ files: [styleRuleSample] }),
  'POST /api/style-rules/import': () => ({ files: [{ name: 'styles/Acme/Hedging.yml', source: styleRuleSample.source }] }),
  'PUT /api/clients/:id/style-guide': () => ({ preset: 'chicago', disabledRules: ['Chicago.Numerals'], readingGrade: 8 }),
  'POST /api/personalities': () => personalitySample,
  'PUT /api/personalities/:id': () => personalitySample,
  'POST /api/ai/write': ({ own }) => ({
    action: 'change-tone',
    text: 'Our green tea is picked by hand.',
    tone: 'friendly',
    brief: 'A post for grocers.',
    personalityId: 2,
    clientId: own.clients,
    projectId: own.projects,
    title: 'Green tea',
    generator: 'headlines',
    keyphrase: 'green tea',
    problem: '“picked” may be passive voice.',
  }),
  'POST /api/clients': () => clientSample,
  'PUT /api/clients/:id': () => clientSample,
  'POST /api/account-deletion': ({ account }) => ({ password: account.password }),
  // Not the password: a corpus case that passed would delete the workspace every later case uses
  // (team/delete-workspace.routes.test.ts deletes one).
  'DELETE /api/workspace': () => ({ password: 'not the password' }),
  // The console's (ADR 0039), sent as the master account (see adminCaller).
  'POST /api/admin/accounts/:id/suspension': () => ({ reason: 'Corpus suspension' }),
  'PUT /api/admin/workspaces/:id/plan': () => ({ plan: 'family' }),
  'PUT /api/admin/workspaces/:id/seats': () => ({ seats: null }),
  'POST /api/documents/:id/review-links': () => reviewLinkSample(),
  'PUT /api/review/:token/decision': () => ({ decision: 'approved', note: 'Looks good.' }),
  'POST /api/review/:token/comments': () => ({ body: 'Could this be shorter?', quote: 'Words.', passage: { start: 0, text: 'Words.', before: '', after: '' } }),
  'POST /api/api-keys': () => ({ name: 'Corpus key', scopes: ['read', 'ai'], expiresAt: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10) }),
  'POST /api/v1/analyze': ({ own }) => ({
    text: 'Our green tea is picked by hand. It is very good, and it was loved by grocers.',
    brand_id: own.clients,
    analysis_type: 'all',
    keyphrase: 'green tea',
    title: 'Green tea',
    meta_description: 'Why grocers stock our green tea.',
  }),
  'POST /api/v1/rewrite': ({ own }) => ({ text: 'Our green tea is picked by hand.', brand_id: own.clients, tone: 'friendly', audience: 'Grocers', personality_id: 2 }),
  'POST /api/v1/brands': () => ({ name: 'Corpus brand', sample_text: voiceSample, guidelines: 'Warm, short sentences.' }),
  'POST /api/v1/documents': ({ own }) => ({
    title: 'Corpus',
    content: 'A few words of text.',
    personality_id: 1,
    project_id: own.projects,
    brand_id: own.clients,
    word_goal: 800,
    focus_keyphrase: 'fine tea',
    seo_title: 'Fine tea, fresh every week',
    meta_description: 'How we choose and ship fine tea.',
    slug: 'fine-tea',
  }),
  'PATCH /api/v1/documents/:id': ({ own }) => ({
    title: 'Corpus edited',
    content: 'Other words.',
    personality_id: 2,
    project_id: own.projects,
    brand_id: own.clients,
    word_goal: 1200,
    focus_keyphrase: 'green tea',
    seo_title: 'Green tea for grocers',
    meta_description: 'Why grocers stock our green tea.',
    slug: 'green-tea',
  }),
  'POST /api/v1/generate': ({ own }) => ({ type: 'headlines', document_id: own.documents, brand_id: own.clients, keyphrase: 'green tea', count: 3 }),
  'PUT /api/clients/:id/voice': () => ({
    samples: [1, 2, 3].map((n) => ({ name: `Sample ${n}`, text: voiceSample })),
    fileIds: [],
  }),
  'PATCH /api/clients/:id/voice': () => ({ styleGuide: 'Warm, short sentences.' }),
  'PUT /api/ai/settings': ({ modelBaseUrl }) => ({ baseUrl: modelBaseUrl, apiKey: 'sk-sample-key', model: 'test-model', fastModel: 'test-model' }),
  'POST /api/ai/settings/models': ({ modelBaseUrl }) => ({ baseUrl: modelBaseUrl, apiKey: 'sk-sample-key', model: 'test-model' }),
  'POST /api/ai/settings/test': ({ modelBaseUrl }) => ({ baseUrl: modelBaseUrl, apiKey: 'sk-sample-key', model: 'test-model' }),
  'POST /api/projects': ({ own }) => projectSample(own.clients as number),
  'PUT /api/projects/:id': ({ own }) => projectSample(own.clients as number),
  'POST /api/team/invitations': () => ({ email: 'invitee@example.com', role: 'member' }),
  // The account's own role, as its workspace's only owner: any other would be refused.
  'PATCH /api/team/members/:userId': () => ({ role: 'owner' }),
  'POST /api/workspaces/current': ({ own }) => ({ workspaceId: own.workspace }),
  'POST /api/subscription/create': ({ account }) => ({ userId: account.userId, planId: 'individual', paymentMethod: 'stripe' }),
  'POST /api/public/contact-messages': () => ({
    name: 'Grace',
    email: 'grace@example.com',
    company: 'Navy',
    planInterest: 'enterprise',
    topic: 'sales',
    subject: 'Seats',
    message: 'How much for forty seats?',
  }),
  'POST /api/public/email-subscriptions': () => ({ email: 'reader@example.com', list: 'newsletter' }),
  'POST /api/public/event-registrations': () => ({ eventId: communityEvents[0]?.id, name: 'Grace', email: 'grace@example.com' }),
  'POST /api/public/job-applications': () => ({
    positionId: jobPositions[0]?.id,
    name: 'Grace',
    email: 'grace@example.com',
    phone: '+1 415 555 0100',
    profileUrl: 'https://www.linkedin.com/in/grace',
    coverLetter: 'I would like to work with you.',
  }),
};

/** Multipart routes: their fields (as text) and one small file. */
export const multipartSamples: Record<string, (context: Context) => Record<string, string>> = {
  'POST /api/files/upload': ({ own }) => ({ clientId: String(own.clients) }),
};
export const sampleFile = { field: 'files', name: 'notes.txt', content: 'Plain words for the tests.' };

export const clientSample: Json = {
  name: 'Corpus client',
  description: 'Imports fine teas',
  industry: 'Food',
  targetAudience: 'Grocers',
  websiteUrl: 'https://example.com',
  brandGuidelines: 'Warm',
  keyMessages: ['Fresh every week'],
  brandColors: ['#1d4ed8'],
  bannedTerms: ['cheap'],
  preferredTerms: [{ term: 'customers', instead: 'guests' }],
};

export const personalitySample = {
  name: 'Corpus voice',
  color: '#2563eb',
  tagline: 'Plain and warm',
  voiceDescription: 'Plain, warm and direct, with short sentences and no jargon.',
  sampleText: 'We keep it simple. You get what you need, and nothing you do not.',
};

/** A Vale rule file as Settings → Style rules saves it. */
const styleRuleSample = { name: 'Acme/Hedging.yml', source: 'extends: existence\nmessage: "Avoid %s."\nlevel: warning\nignorecase: true\ntokens:\n  - arguably\n' };

/** 160 words in one voice: what a brand voice sample needs at least. */
const voiceSample = 'We grow our green tea on small family farms. You can taste the care in every cup. '.repeat(10);

export const projectSample = (clientId: number): Json => ({
  name: 'Corpus project',
  description: 'A brief',
  clientId,
  projectType: 'blog',
  status: 'planning',
  briefContent: 'Write it',
  targetAudience: 'Grocers',
  tone: 'Warm',
  keywords: ['tea'],
  dueDate: '2030-06-30',
  createdBy: 1,
});

let addressCounter = 0;
/** A distinct client address per request keeps per-address limits (sign-in, sign-up, forms) away. */
export function nextAddress(): string {
  addressCounter += 1;
  return `10.${120 + Math.floor(addressCounter / 65_536)}.${Math.floor(addressCounter / 256) % 256}.${addressCounter % 256}`;
}

export async function signIn(t: TestApp, account: Account): Promise<Account> {
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: account.email, password: account.password },
    remoteAddress: nextAddress(),
  });
  expect(login.statusCode).toBe(200);
  return { ...account, cookie: sessionCookieFrom(login) };
}

/** A new account, signed in, with a client, a project, a document, a file, a personality and a dictionary word of its own. */
export async function accountWithRecords(t: TestApp): Promise<Context> {
  const details = newAccount();
  const registered = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: details, remoteAddress: nextAddress() });
  expect(registered.statusCode).toBe(201);
  const userId = registered.json<{ user: { id: number } }>().user.id;
  const account = await signIn(t, { cookie: '', email: details.email, password: details.password, userId });
  const headers = { cookie: account.cookie };
  const client = await t.app.inject({ method: 'POST', url: '/api/clients', headers, payload: clientSample });
  const clientId = client.json<{ id: number }>().id;
  const project = await t.app.inject({ method: 'POST', url: '/api/projects', headers, payload: projectSample(clientId) });
  const document = await t.app.inject({ method: 'POST', url: '/api/documents', headers, payload: { title: 'Mine', content: 'Words.' } });
  const documentId = document.json<{ id: number }>().id;
  const reviewLink = await t.app.inject({ method: 'POST', url: `/api/documents/${documentId}/review-links`, headers, payload: reviewLinkSample() });
  const personality = await t.app.inject({ method: 'POST', url: '/api/personalities', headers, payload: personalitySample });
  const word = await t.app.inject({ method: 'POST', url: '/api/dictionary', headers, payload: { word: textParamSamples.word } });
  const upload = await t.app.inject({
    method: 'POST',
    url: '/api/files/upload',
    headers: { ...headers, 'content-type': 'multipart/form-data; boundary=s3tup' },
    payload: multipartBody('s3tup', { clientId: String(clientId) }, [sampleFile]),
  });
  // One key for the public API's requests, and a spare one for DELETE /api/api-keys/:id to name
  // (keys need the address confirmed, by its mailed link).
  await confirmEmailOf(t, account.cookie);
  const apiKey = await t.app.inject({ method: 'POST', url: '/api/api-keys', headers, payload: { name: 'Corpus' } });
  const spareKey = await t.app.inject({ method: 'POST', url: '/api/api-keys', headers, payload: { name: 'Spare' } });
  // A second session, for DELETE /api/account/sessions/:id to name (not the one these requests use).
  await signIn(t, account);
  const sessions = await t.app.inject({ method: 'GET', url: '/api/account/sessions', headers });
  const spareSession = sessions.json<{ sessions: Array<{ id: string; current: boolean }> }>().sessions.find((session) => !session.current);
  // A ready data export, for GET /api/data-export/:id/download to name.
  const dataExport = await t.app.inject({ method: 'POST', url: '/api/data-export', headers, remoteAddress: nextAddress() });
  await buildQueuedExports(t);
  // A comment thread on the document, for the comment routes' :threadId and :commentId (issue 19).
  const thread = await t.app.inject({ method: 'POST', url: `/api/documents/${document.json<{ id: number }>().id}/comments`, headers, payload: { body: 'A first comment.' } });
  const [workspace] = (await t.app.inject({ method: 'GET', url: '/api/workspaces', headers })).json<{ workspaces: Array<{ id: number }> }>().workspaces;
  expect([client.statusCode, project.statusCode, document.statusCode, reviewLink.statusCode, upload.statusCode, personality.statusCode, word.statusCode, apiKey.statusCode, spareKey.statusCode, dataExport.statusCode, thread.statusCode]).toEqual([
    201, 201, 201, 201, 201, 201, 201, 201, 201, 202, 201,
  ]);
  const threadCreated = thread.json<{ id: number; comments: Array<{ id: number }> }>();
  return {
    account,
    apiKey: apiKey.json<{ key: string }>().key,
    own: {
      clients: clientId,
      projects: project.json<{ id: number }>().id,
      documents: documentId,
      // A review link of that document (issue 19), for the routes that name one.
      'review-links': reviewLink.json<{ id: string }>().id,
      files: upload.json<{ uploaded: Array<{ id: number }> }>().uploaded[0]?.id ?? 0,
      user: userId,
      personalities: personality.json<{ id: number }>().id,
      'api-keys': spareKey.json<{ id: number }>().id,
      'data-export': dataExport.json<{ id: number }>().id,
      account: spareSession?.id ?? '',
      // Settings → Team names members by user id (its invitations have ids of their own).
      team: userId,
      workspace: workspace?.id ?? 0,
      'comment-threads': threadCreated.id,
      comments: threadCreated.comments[0]!.id,
    },
    modelBaseUrl: t.aiBaseUrl ?? 'https://api.example.com/v1',
  };
}

/** The administrator's console answers the master account only (ADR 0039); anyone else gets 404. */
export const isAdminRoute = (route: { url: string }): boolean => route.url.startsWith('/api/admin/');

export interface AdminCaller {
  cookie: string;
  /** The path values of an admin route: a throwaway account (suspending it harms no other case) or its workspace. */
  paramsFor(route: { url: string; params: string[] }): Record<string, string>;
}

/** The master account signed in, and a throwaway account for the console's routes to name. */
export async function adminCaller(t: TestApp): Promise<AdminCaller> {
  const master = { email: 'corpus.master@inkwise.test', key: 'the corpus master key' };
  await ensureMasterAccount(t.database.db, master);
  const login = await t.app.inject({ method: 'POST', url: '/api/auth/master-login', payload: { email: master.email, password: master.key }, remoteAddress: nextAddress() });
  expect(login.statusCode, login.body).toBe(200);
  const target = newAccount();
  const registered = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: target, remoteAddress: nextAddress() });
  const userId = registered.json<{ user: { id: number } }>().user.id;
  const [membership] = await t.database.db.select().from(workspaceMembers).where(eq(workspaceMembers.userId, userId));
  return {
    cookie: sessionCookieFrom(login),
    paramsFor: (route) =>
      Object.fromEntries(route.params.map((param) => [param, String(route.url.includes('/workspaces/') ? membership!.workspaceId : userId)])),
  };
}

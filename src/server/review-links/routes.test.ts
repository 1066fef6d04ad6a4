import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommentThreadPage } from '../../shared/contract/comments.js';
import type { DocumentSummary } from '../../shared/contract/documents.js';
import { REVIEW_LINK_NOT_FOUND, type CreatedReviewLink, type GuestReview, type ReviewLink } from '../../shared/contract/review-links.js';
import { REVIEW_GUEST_WRITES_PER_HOUR } from '../../shared/limits.js';
import { comments, reviewLinks, users } from '../db/schema.js';
import { hashToken } from '../security/random-token.js';
import { deliverQueuedMail } from '../../../tests/support/mail.js';
import { signedInAccount } from '../../../tests/support/signed-in.js';
import { createTestApp, injectFromFreshAddresses, type TestApp } from '../../../tests/support/test-app.js';
import { moveIntoWorkspace, workspaceOwnedBy } from '../../../tests/support/workspace-roles.js';

let t: TestApp;
let owner: { cookie: string; userId: number };
let admin: { cookie: string; userId: number };
let member: { cookie: string; userId: number };
let stranger: { cookie: string; userId: number };
let documentId: number;

/** Each request from an address of its own, so the guest routes' per-address limits never interfere. */
const request = injectFromFreshAddresses(() => t.app, 91);

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const linkBody = (overrides: object = {}) => ({ contactName: 'Clara Client', contactEmail: 'clara@client.example', expiresAt: inDays(14), permission: 'comment', ...overrides });

async function share(overrides: object = {}, as = owner.cookie, document = documentId): Promise<CreatedReviewLink & { token: string }> {
  const created = await request('POST', `/api/documents/${document}/review-links`, { cookie: as, payload: linkBody(overrides) });
  expect(created.statusCode, created.body).toBe(201);
  const link = created.json<CreatedReviewLink>();
  return { ...link, token: link.url.split('/review/')[1]! };
}
const listLinks = (as = owner.cookie) => request('GET', `/api/documents/${documentId}/review-links`, { cookie: as });
const guestView = (token: string) => request('GET', `/api/review/${token}`);
const decide = (token: string, payload: object) => request('PUT', `/api/review/${token}/decision`, { payload });

beforeAll(async () => {
  t = await createTestApp();
  owner = await signedInAccount(t);
  admin = await signedInAccount(t);
  member = await signedInAccount(t);
  stranger = await signedInAccount(t);
  const workspaceId = await workspaceOwnedBy(t.database.db, owner.userId);
  await moveIntoWorkspace(t.database.db, { userId: admin.userId, workspaceId, role: 'admin' });
  await moveIntoWorkspace(t.database.db, { userId: member.userId, workspaceId, role: 'member' });
  const created = await request('POST', '/api/documents', { cookie: owner.cookie, payload: { title: 'Spring campaign', content: '# Spring\n\nFresh **words** for the client.' } });
  expect(created.statusCode, created.body).toBe(201);
  documentId = created.json<{ id: number }>().id;
});
afterAll(async () => {
  await t.close();
});

describe('the team’s review links', () => {
  it('makes a link shown once, mails it to the contact, and keeps only the token’s hash', async () => {
    const link = await share({ contactName: '  Clara Client  ' });
    expect(link).toMatchObject({ documentId, contactName: 'Clara Client', contactEmail: 'clara@client.example', permission: 'comment', status: 'active', decision: null });
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(link.url).toBe(`http://localhost:3000/review/${link.token}`);

    const [row] = await t.database.db.select().from(reviewLinks).where(eq(reviewLinks.id, link.id));
    expect(row!.tokenHash).toBe(hashToken(link.token));
    expect(JSON.stringify(row)).not.toContain(link.token);

    const listed = (await listLinks()).json<ReviewLink[]>();
    expect(listed.find((item) => item.id === link.id)).toMatchObject({ contactName: 'Clara Client', status: 'active' });
    expect(JSON.stringify(listed)).not.toContain(link.token);

    const mail = (await deliverQueuedMail(t)).findLast((message) => message.to === 'clara@client.example');
    expect(mail?.subject).toContain('“Spring campaign”');
    expect(mail?.text).toContain(link.url);
  });

  it('is for owners and admins: a member gets 403 naming the role', async () => {
    const byAdmin = await share({}, admin.cookie);
    expect((await listLinks(admin.cookie)).statusCode).toBe(200);
    for (const call of [
      () => listLinks(member.cookie),
      () => request('POST', `/api/documents/${documentId}/review-links`, { cookie: member.cookie, payload: linkBody() }),
      () => request('DELETE', `/api/documents/${documentId}/review-links/${byAdmin.id}`, { cookie: member.cookie }),
    ]) {
      const refused = await call();
      expect(refused.statusCode).toBe(403);
      expect(refused.json<{ error: string }>().error).toContain('Your role (Member) can');
    }
    expect((await request('GET', `/api/documents/${documentId}/review-links`)).statusCode).toBe(401);
  });

  it('answers another workspace’s document and links with 404', async () => {
    const link = await share();
    expect((await request('GET', `/api/documents/${documentId}/review-links`, { cookie: stranger.cookie })).statusCode).toBe(404);
    expect((await request('POST', `/api/documents/${documentId}/review-links`, { cookie: stranger.cookie, payload: linkBody() })).statusCode).toBe(404);
    expect((await request('DELETE', `/api/documents/${documentId}/review-links/${link.id}`, { cookie: stranger.cookie })).statusCode).toBe(404);
    expect((await guestView(link.token)).statusCode).toBe(200);
  });

  it('refuses bad input with a 400 naming the field, and stores nothing', async () => {
    const before = (await t.database.db.select().from(reviewLinks)).length;
    const cases: Array<[object, string]> = [
      [{ contactName: ' ' }, 'contactName'],
      [{ contactEmail: 'not an address' }, 'contactEmail'],
      [{ expiresAt: '2020-01-01' }, 'expiresAt'],
      [{ expiresAt: inDays(120) }, 'expiresAt'],
      [{ permission: 'edit' }, 'permission'],
    ];
    for (const [overrides, field] of cases) {
      const response = await request('POST', `/api/documents/${documentId}/review-links`, { cookie: owner.cookie, payload: linkBody(overrides) });
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(response.json<{ field: string }>().field).toBe(field);
    }
    expect((await request('DELETE', `/api/documents/${documentId}/review-links/not-a-uuid`, { cookie: owner.cookie })).statusCode).toBe(400);
    expect((await t.database.db.select().from(reviewLinks)).length).toBe(before);
  });
});

describe('the guest’s side', () => {
  it('shows the document to a guest with no account, with headers that keep the token private', async () => {
    const link = await share();
    const view = await guestView(link.token);
    expect(view.statusCode).toBe(200);
    expect(view.json<GuestReview>()).toMatchObject({ title: 'Spring campaign', content: '# Spring\n\nFresh **words** for the client.', contactName: 'Clara Client', permission: 'comment', decision: null });
    expect(view.headers['referrer-policy']).toBe('no-referrer');
    expect(view.headers['x-robots-tag']).toContain('noindex');
    expect(view.headers['cache-control']).toBe('no-store');
    expect(view.headers['set-cookie']).toBeUndefined();
  });

  it('answers unknown, expired and revoked tokens with the same 404, and a malformed one with 400', async () => {
    const expired = await share();
    await t.database.db.update(reviewLinks).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(reviewLinks.id, expired.id));
    const revoked = await share();
    expect((await request('DELETE', `/api/documents/${documentId}/review-links/${revoked.id}`, { cookie: owner.cookie })).statusCode).toBe(204);
    const unknown = 'A'.repeat(43);
    for (const token of [unknown, expired.token, revoked.token]) {
      for (const response of [await guestView(token), await decide(token, { decision: 'approved' })]) {
        expect(response.statusCode, token).toBe(404);
        expect(response.json()).toEqual({ error: REVIEW_LINK_NOT_FOUND });
      }
    }
    const malformed = await guestView('short');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json<{ field: string }>().field).toBe('token');
    const listed = (await listLinks()).json<ReviewLink[]>();
    expect(listed.find((item) => item.id === expired.id)?.status).toBe('expired');
    expect(listed.find((item) => item.id === revoked.id)?.status).toBe('revoked');
    // A second revoke finds nothing to revoke.
    expect((await request('DELETE', `/api/documents/${documentId}/review-links/${revoked.id}`, { cookie: owner.cookie })).statusCode).toBe(404);
  });

  it('records a decision the team sees on the links, the document and the dashboard, and lets the guest change it', async () => {
    const link = await share({ contactName: 'Dana Decider' });
    const approved = await decide(link.token, { decision: 'approved', note: '  Lovely, ship it.  ' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json<GuestReview>()).toMatchObject({ decision: 'approved', decisionNote: 'Lovely, ship it.' });

    const listed = (await listLinks()).json<ReviewLink[]>().find((item) => item.id === link.id);
    expect(listed).toMatchObject({ decision: 'approved', decisionNote: 'Lovely, ship it.' });
    const card = (await request('GET', '/api/documents', { cookie: member.cookie })).json<DocumentSummary[]>().find((item) => item.id === documentId);
    expect(card?.clientReview).toMatchObject({ decision: 'approved', contactName: 'Dana Decider' });
    const opened = (await request('GET', `/api/documents/${documentId}`, { cookie: member.cookie })).json<DocumentSummary>();
    expect(opened.clientReview?.decision).toBe('approved');

    // The link's creator is told by mail, once per new answer.
    const [creator] = await t.database.db.select({ email: users.email }).from(users).where(eq(users.id, owner.userId));
    const toldCreator = async () => (await deliverQueuedMail(t)).filter((message) => message.to === creator!.email && message.subject.includes('Spring campaign'));
    expect((await toldCreator()).map((message) => message.subject)).toEqual(['Dana Decider approved “Spring campaign”']);
    expect((await toldCreator())[0]!.text).toContain('Lovely, ship it.');
    expect((await decide(link.token, { decision: 'approved', note: 'Still lovely.' })).statusCode).toBe(200);
    expect(await toldCreator()).toHaveLength(1);

    const changed = await decide(link.token, { decision: 'changes_requested' });
    expect(changed.json<GuestReview>()).toMatchObject({ decision: 'changes_requested', decisionNote: null });
    const after = (await request('GET', '/api/documents', { cookie: owner.cookie })).json<DocumentSummary[]>().find((item) => item.id === documentId);
    expect(after?.clientReview).toMatchObject({ decision: 'changes_requested', contactName: 'Dana Decider' });
    expect((await toldCreator()).map((message) => message.subject)).toEqual(['Dana Decider approved “Spring campaign”', 'Dana Decider asked for changes to “Spring campaign”']);

    expect((await decide(link.token, { decision: 'maybe' })).statusCode).toBe(400);
    expect((await decide(link.token, { decision: 'approved', note: 'x'.repeat(2001) })).statusCode).toBe(400);
  });

  it('adds a guest’s comments to the team’s comments, by the contact’s name and marked as a guest’s', async () => {
    const link = await share({ contactName: 'Greta Guest' });
    const onPassage = await request('POST', `/api/review/${link.token}/comments`, { payload: { body: 'Could this be warmer?', quote: 'Fresh words' } });
    expect(onPassage.statusCode, onPassage.body).toBe(201);
    const whole = await request('POST', `/api/review/${link.token}/comments`, { payload: { body: 'Overall, nearly there.' } });
    expect(whole.statusCode).toBe(201);
    const own = (await request('GET', `/api/review/${link.token}/comments`)).json<Array<{ body: string }>>();
    // A quote without the passage's place (an older page) cannot be anchored: it is kept with a note.
    const quoted = 'On “Fresh words” (this passage had changed before the comment arrived, so it is not marked in the text):\nCould this be warmer?';
    expect(own.map((comment) => comment.body)).toEqual([quoted, 'Overall, nearly there.']);

    const team = (await request('GET', `/api/documents/${documentId}/comments`, { cookie: member.cookie })).json<CommentThreadPage>();
    const byGuest = team.threads.flatMap((thread) => thread.comments).filter((comment) => comment.author.guest);
    expect(byGuest.map((comment) => [comment.author.name, comment.body])).toEqual(
      expect.arrayContaining([
        ['Greta Guest', quoted],
        ['Greta Guest', 'Overall, nearly there.'],
      ]),
    );
    const [row] = await t.database.db.select().from(comments).where(eq(comments.id, onPassage.json<{ id: number }>().id));
    expect(row).toMatchObject({ reviewLinkId: link.id, authorUserId: null });

    expect((await request('POST', `/api/review/${link.token}/comments`, { payload: { body: '   ' } })).statusCode).toBe(400);
    expect((await request('DELETE', `/api/documents/${documentId}/review-links/${link.id}`, { cookie: owner.cookie })).statusCode).toBe(204);
    expect((await request('POST', `/api/review/${link.token}/comments`, { payload: { body: 'Too late' } })).statusCode).toBe(404);
    expect((await request('GET', `/api/review/${link.token}/comments`)).statusCode).toBe(404);
  });

  it('lets a view-only link read but not decide or comment', async () => {
    const link = await share({ permission: 'view' });
    expect((await guestView(link.token)).json<GuestReview>().permission).toBe('view');
    const refused = await decide(link.token, { decision: 'approved' });
    expect(refused.statusCode).toBe(403);
    expect((await request('POST', `/api/review/${link.token}/comments`, { payload: { body: 'Sneaky' } })).statusCode).toBe(403);
    expect(await t.database.db.select().from(comments).where(eq(comments.reviewLinkId, link.id))).toEqual([]);
    const [row] = await t.database.db.select().from(reviewLinks).where(eq(reviewLinks.id, link.id));
    expect(row!.decision).toBeNull();
  });

  it('is no credential anywhere else: every other API answers the token with 401 or 404', async () => {
    const link = await share();
    const asCookie = { cookie: `inkwise_session=${link.token}` };
    const asBearer = { authorization: `Bearer ${link.token}` };
    for (const headers of [asCookie, asBearer, { 'x-review-token': link.token }]) {
      for (const url of ['/api/documents', `/api/documents/${documentId}`, `/api/documents/${documentId}/review-links`, '/api/auth/verify', '/api/v1/documents', `/api/v1/documents/${documentId}`]) {
        const response = await request('GET', url, { headers });
        expect([401, 404], `${url} ${JSON.stringify(headers)}`).toContain(response.statusCode);
      }
    }
    // The token in another route's path opens nothing either.
    for (const url of [`/api/review/${link.token}/documents`, `/api/review/${link.token}/../documents`, `/api/documents/${link.token}`]) {
      expect([400, 401, 404], url).toContain((await request('GET', url)).statusCode);
    }
  });

  it(`counts a guest's writes per address: the ${REVIEW_GUEST_WRITES_PER_HOUR + 1}th in an hour is a 429`, async () => {
    const link = await share();
    const fromOneAddress = () => t.app.inject({ method: 'PUT', url: `/api/review/${link.token}/decision`, remoteAddress: '10.92.0.1', payload: { decision: 'approved' } });
    for (let sent = 0; sent < REVIEW_GUEST_WRITES_PER_HOUR; sent++) expect((await fromOneAddress()).statusCode).toBe(200);
    const refused = await fromOneAddress();
    expect(refused.statusCode).toBe(429);
    expect(refused.json<{ error: string }>().error).toMatch(/Too many requests/);
    // Another address is not held back.
    expect((await decide(link.token, { decision: 'approved' })).statusCode).toBe(200);
  });

  it('removes the links with their document', async () => {
    const created = await request('POST', '/api/documents', { cookie: owner.cookie, payload: { title: 'Short-lived', content: 'Gone soon.' } });
    const id = created.json<{ id: number }>().id;
    const link = await share({}, owner.cookie, id);
    expect((await request('DELETE', `/api/documents/${id}`, { cookie: owner.cookie })).statusCode).toBe(204);
    expect(await t.database.db.select().from(reviewLinks).where(eq(reviewLinks.id, link.id))).toEqual([]);
    expect((await guestView(link.token)).statusCode).toBe(404);
  });
});

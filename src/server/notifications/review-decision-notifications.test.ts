import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationPage } from '../../shared/contract/notifications.js';
import { eq } from 'drizzle-orm';
import { notifications, users } from '../db/schema.js';
import { deliverQueuedMail } from '../../../tests/support/mail.js';
import { signedInAccount } from '../../../tests/support/signed-in.js';
import { createTestApp, injectFromFreshAddresses, type TestApp } from '../../../tests/support/test-app.js';
import { moveIntoWorkspace, workspaceOwnedBy } from '../../../tests/support/workspace-roles.js';

type Account = { cookie: string; userId: number };
let t: TestApp;
let owner: Account;
let admin: Account;
let writer: Account;
let bystander: Account;
let stranger: Account;
let workspaceId: number;

/** Each request from an address of its own, so the guest routes' per-address limits never interfere. */
const request = injectFromFreshAddresses(() => t.app, 93);
const bell = async (account: Account) => (await request('GET', '/api/notifications', { cookie: account.cookie })).json<NotificationPage>();
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A document the writer (a member) created, shared for review by the admin; the guest's token. */
async function sharedDocument(title: string): Promise<{ documentId: number; token: string }> {
  const created = await request('POST', '/api/documents', { cookie: writer.cookie, payload: { title, content: 'Words for the client.' } });
  expect(created.statusCode, created.body).toBe(201);
  const documentId = created.json<{ id: number }>().id;
  const shared = await request('POST', `/api/documents/${documentId}/review-links`, {
    cookie: admin.cookie,
    payload: { contactName: 'Clara Client', contactEmail: 'clara@client.example', expiresAt: inDays(14), permission: 'comment' },
  });
  expect(shared.statusCode, shared.body).toBe(201);
  return { documentId, token: shared.json<{ url: string }>().url.split('/review/')[1]! };
}
const decide = (token: string, decision: 'approved' | 'changes_requested') => request('PUT', `/api/review/${token}/decision`, { payload: { decision } });

beforeAll(async () => {
  t = await createTestApp();
  owner = await signedInAccount(t);
  admin = await signedInAccount(t);
  writer = await signedInAccount(t);
  bystander = await signedInAccount(t);
  stranger = await signedInAccount(t);
  workspaceId = await workspaceOwnedBy(t.database.db, owner.userId);
  await moveIntoWorkspace(t.database.db, { userId: admin.userId, workspaceId, role: 'admin' });
  await moveIntoWorkspace(t.database.db, { userId: writer.userId, workspaceId, role: 'member' });
  await moveIntoWorkspace(t.database.db, { userId: bystander.userId, workspaceId, role: 'member' });
});
afterAll(async () => {
  await t.close();
});

describe('a client’s decision in the bell', () => {
  it('tells the link’s creator and the document’s owners (its creator, the admins and owners), nobody else', async () => {
    const { documentId, token } = await sharedDocument('Spring campaign');
    const before = await Promise.all([owner, admin, writer, bystander, stranger].map(bell));
    expect((await decide(token, 'approved')).statusCode).toBe(200);

    const expected = { kind: 'review-decision', actorName: 'Clara Client', decision: 'approved', documentId, documentTitle: 'Spring campaign', read: false };
    for (const [index, account] of [owner, admin, writer].entries()) {
      const page = await bell(account);
      expect(page.unread).toBe(before[index]!.unread + 1);
      expect(page.notifications[0]).toMatchObject(expected);
      expect(page.notifications[0]).not.toHaveProperty('threadId');
    }
    expect(await bell(bystander)).toEqual(before[3]);
    expect(await bell(stranger)).toEqual(before[4]);

    // The mail still goes to the link's creator, as before.
    const [creator] = await t.database.db.select({ email: users.email }).from(users).where(eq(users.id, admin.userId));
    const mail = (await deliverQueuedMail(t)).filter((message) => message.to === creator!.email && message.subject.includes('Spring campaign'));
    expect(mail).toHaveLength(1);
  });

  it('tells again only when the decision changes, and keeps each notification’s decision as it was', async () => {
    const { token } = await sharedDocument('Autumn campaign');
    expect((await decide(token, 'approved')).statusCode).toBe(200);
    const afterApproval = await bell(writer);
    expect((await decide(token, 'approved')).statusCode).toBe(200);
    expect((await bell(writer)).unread).toBe(afterApproval.unread);

    expect((await decide(token, 'changes_requested')).statusCode).toBe(200);
    const page = await bell(writer);
    expect(page.unread).toBe(afterApproval.unread + 1);
    const [changes, approval] = page.notifications;
    expect(changes).toMatchObject({ kind: 'review-decision', decision: 'changes_requested', documentTitle: 'Autumn campaign' });
    expect(approval).toMatchObject({ kind: 'review-decision', decision: 'approved', documentTitle: 'Autumn campaign' });
  });

  it('is marked read like a mention, by its own recipient only', async () => {
    const { token } = await sharedDocument('Winter campaign');
    expect((await decide(token, 'approved')).statusCode).toBe(200);
    const [mine] = (await bell(writer)).notifications;
    expect((await request('POST', '/api/notifications/read', { cookie: stranger.cookie, payload: { ids: [mine!.id] } })).statusCode).toBe(204);
    expect((await bell(writer)).notifications[0]).toMatchObject({ id: mine!.id, read: false });
    expect((await request('POST', '/api/notifications/read', { cookie: writer.cookie, payload: { ids: [mine!.id] } })).statusCode).toBe(204);
    expect((await bell(writer)).notifications[0]).toMatchObject({ id: mine!.id, read: true });
  });

  it('lists mentions and decisions together, each with what its line needs', async () => {
    const { documentId, token } = await sharedDocument('Summer campaign');
    const thread = await request('POST', `/api/documents/${documentId}/comments`, { cookie: owner.cookie, payload: { body: `Over to you <@${writer.userId}>` } });
    expect(thread.statusCode, thread.body).toBe(201);
    expect((await decide(token, 'changes_requested')).statusCode).toBe(200);
    const [decision, mention] = (await bell(writer)).notifications;
    expect(decision).toMatchObject({ kind: 'review-decision', decision: 'changes_requested', documentId });
    expect(mention).toMatchObject({ kind: 'mention', documentId, threadId: thread.json<{ id: number }>().id, excerpt: expect.stringContaining('Over to you') });
  });

  it('cannot hold a decision without its link, nor a mention without its comment (the table’s check)', async () => {
    const { documentId } = await sharedDocument('Checked');
    const row = { workspaceId, userId: writer.userId, documentId, actorName: 'Nobody' };
    await expect(t.database.db.insert(notifications).values({ ...row, kind: 'review-decision', reviewDecision: 'approved' })).rejects.toThrow();
    await expect(t.database.db.insert(notifications).values({ ...row, kind: 'mention' })).rejects.toThrow();
  });
});

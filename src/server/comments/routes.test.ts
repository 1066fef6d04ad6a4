import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { mentionMarker } from '../../shared/comment-mentions.js';
import type { CommentThread, CommentThreadPage } from '../../shared/contract/comments.js';
import type { NotificationPage } from '../../shared/contract/notifications.js';
import { COMMENT_BODY_MAX_LENGTH } from '../../shared/limits.js';
import { comments, commentThreads, users } from '../db/schema.js';
import { deliverQueuedMail } from '../../../tests/support/mail.js';
import { nextAddress } from '../../../tests/support/route-samples.js';
import { signedInAccount } from '../../../tests/support/signed-in.js';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.js';
import { moveIntoWorkspace, workspaceOwnedBy } from '../../../tests/support/workspace-roles.js';
import { addGuestComment } from './add-guest-comment.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, remoteAddress: nextAddress(), headers: { cookie }, ...(payload === undefined ? {} : { payload }) });

interface Person {
  cookie: string;
  userId: number;
  email: string;
}

/** A new account with its own name, in its own workspace (an owner) unless `workspaceId` puts it in another as `role`. */
async function person(firstName: string, join?: { workspaceId: number; role: 'admin' | 'member' }): Promise<Person> {
  const { cookie, userId } = await signedInAccount(t);
  await t.database.db.update(users).set({ firstName, lastName: 'Tester' }).where(eq(users.id, userId));
  if (join) await moveIntoWorkspace(t.database.db, { userId, ...join });
  const [row] = await t.database.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return { cookie, userId, email: row!.email };
}

async function documentOf(owner: Person, content = 'Fresh green tea, picked by hand.'): Promise<number> {
  const created = await call('POST', '/api/documents', owner.cookie, { title: 'Green tea', content });
  expect(created.statusCode, created.body).toBe(201);
  return created.json<{ id: number }>().id;
}

/** A real anchor: relative positions of a range in a Y.Doc's `default` fragment, as the editor makes them. */
function anchorOver(text: string, from: number, to: number) {
  const doc = new Y.Doc();
  const fragment = doc.getXmlFragment('default');
  const paragraph = new Y.XmlElement('paragraph');
  paragraph.insert(0, [new Y.XmlText(text)]);
  fragment.insert(0, [paragraph]);
  const yText = paragraph.get(0) as Y.XmlText;
  const encode = (index: number) => Buffer.from(Y.encodeRelativePosition(Y.createRelativePositionFromTypeIndex(yText, index))).toString('base64');
  return { from: encode(from), to: encode(to), quote: text.slice(from, to) };
}

const listOf = async (cookie: string, documentId: number, query = '') => {
  const listed = await call('GET', `/api/documents/${documentId}/comments${query}`, cookie);
  expect(listed.statusCode, listed.body).toBe(200);
  return listed.json<CommentThreadPage>();
};

describe('comment threads', () => {
  it('starts a thread on a range and on the whole document, answers, resolves and reopens, and filters', async () => {
    const owner = await person('Olive');
    const workspaceId = await workspaceOwnedBy(t.database.db, owner.userId);
    const member = await person('Milo', { workspaceId, role: 'member' });
    const documentId = await documentOf(owner);
    const anchor = anchorOver('Fresh green tea, picked by hand.', 6, 15);

    const ranged = await call('POST', `/api/documents/${documentId}/comments`, owner.cookie, { body: 'Which green?', anchor });
    expect(ranged.statusCode, ranged.body).toBe(201);
    const thread = ranged.json<CommentThread>();
    expect(thread).toMatchObject({ documentId, anchor, status: 'open', resolvedBy: null });
    expect(thread.comments).toEqual([
      expect.objectContaining({ body: 'Which green?', author: { userId: owner.userId, name: 'Olive Tester', guest: false }, canEdit: true, canDelete: true }),
    ]);
    const whole = await call('POST', `/api/documents/${documentId}/comments`, member.cookie, { body: 'Reads well overall.' });
    expect(whole.statusCode).toBe(201);
    expect(whole.json<CommentThread>().anchor).toBeNull();

    const replied = await call('POST', `/api/documents/${documentId}/comments/${thread.id}/replies`, member.cookie, { body: 'Sencha.' });
    expect(replied.statusCode, replied.body).toBe(201);
    const withReply = replied.json<CommentThread>();
    expect(withReply.comments.map((comment) => [comment.body, comment.author.name, comment.canEdit])).toEqual([
      ['Which green?', 'Olive Tester', false],
      ['Sencha.', 'Milo Tester', true],
    ]);

    const resolved = await call('POST', `/api/documents/${documentId}/comments/${thread.id}/resolve`, member.cookie);
    expect(resolved.statusCode).toBe(200);
    expect(resolved.json<CommentThread>()).toMatchObject({ status: 'resolved', resolvedBy: 'Milo Tester' });
    const open = await listOf(owner.cookie, documentId);
    expect(open.threads.map((listed) => listed.id)).toEqual([whole.json<CommentThread>().id]);
    expect(open.counts).toEqual({ open: 1, resolved: 1, mine: 1 });
    const done = await listOf(owner.cookie, documentId, '?filter=resolved');
    expect(done.threads.map((listed) => [listed.id, listed.comments.length])).toEqual([[thread.id, 2]]);
    // Milo wrote in both threads; Olive only in the first.
    expect((await listOf(member.cookie, documentId, '?filter=mine')).threads).toHaveLength(2);
    expect((await listOf(owner.cookie, documentId, '?filter=mine')).threads.map((listed) => listed.id)).toEqual([thread.id]);

    const reopened = await call('POST', `/api/documents/${documentId}/comments/${thread.id}/reopen`, owner.cookie);
    expect(reopened.json<CommentThread>()).toMatchObject({ status: 'open', resolvedBy: null, resolvedAt: null });
    expect((await listOf(owner.cookie, documentId)).counts).toMatchObject({ open: 2, resolved: 0 });
  });

  it('reopens a resolved thread when someone answers it', async () => {
    const owner = await person('Rhea');
    const documentId = await documentOf(owner);
    const thread = (await call('POST', `/api/documents/${documentId}/comments`, owner.cookie, { body: 'Done?' })).json<CommentThread>();
    await call('POST', `/api/documents/${documentId}/comments/${thread.id}/resolve`, owner.cookie);
    const answered = await call('POST', `/api/documents/${documentId}/comments/${thread.id}/replies`, owner.cookie, { body: 'Not quite.' });
    expect(answered.json<CommentThread>().status).toBe('open');
  });

  it('lets authors edit and delete their own comments only; a manager may delete anyone’s', async () => {
    const owner = await person('Orla');
    const workspaceId = await workspaceOwnedBy(t.database.db, owner.userId);
    const member = await person('Mina', { workspaceId, role: 'member' });
    const other = await person('Mark', { workspaceId, role: 'member' });
    const documentId = await documentOf(owner);
    const thread = (await call('POST', `/api/documents/${documentId}/comments`, member.cookie, { body: 'Tpyo here.' })).json<CommentThread>();
    const commentUrl = `/api/documents/${documentId}/comments/${thread.id}/comments/${thread.comments[0]!.id}`;

    const edited = await call('PATCH', commentUrl, member.cookie, { body: 'Typo here.' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<CommentThread>().comments[0]).toMatchObject({ body: 'Typo here.', editedAt: expect.any(String) });
    const notTheirs = await call('PATCH', commentUrl, owner.cookie, { body: 'Owner words.' });
    expect(notTheirs.statusCode).toBe(403);
    expect(notTheirs.json()).toEqual({ error: 'You can edit only your own comments.' });
    const refused = await call('DELETE', commentUrl, other.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ error: string }>().error).toBe("Your role (Member) can't delete comments someone else wrote — ask an owner or admin.");
    expect((await listOf(owner.cookie, documentId)).threads[0]!.comments[0]!.body).toBe('Typo here.');

    await call('POST', `/api/documents/${documentId}/comments/${thread.id}/replies`, other.cookie, { body: 'Agreed.' });
    const own = await call('DELETE', commentUrl, member.cookie);
    expect(own.json()).toEqual({ threadDeleted: false });
    const reply = (await listOf(owner.cookie, documentId)).threads[0]!.comments[0]!;
    expect(reply.canDelete).toBe(true);
    const moderated = await call('DELETE', `/api/documents/${documentId}/comments/${thread.id}/comments/${reply.id}`, owner.cookie);
    expect(moderated.json()).toEqual({ threadDeleted: true });
    expect((await listOf(owner.cookie, documentId)).threads).toEqual([]);
  });

  it('answers 404 for another workspace’s document, thread or comment on every route, and changes nothing', async () => {
    const me = await person('Ines');
    const stranger = await person('Sven');
    const mine = await documentOf(me);
    const theirs = await documentOf(stranger);
    const theirThread = (await call('POST', `/api/documents/${theirs}/comments`, stranger.cookie, { body: 'Private.' })).json<CommentThread>();
    const myThread = (await call('POST', `/api/documents/${mine}/comments`, me.cookie, { body: 'Mine.' })).json<CommentThread>();
    const theirComment = theirThread.comments[0]!.id;
    const attempts: Array<[Method, string, object?]> = [
      ['GET', `/api/documents/${theirs}/comments`],
      ['POST', `/api/documents/${theirs}/comments`, { body: 'Hello' }],
      ['POST', `/api/documents/${theirs}/comments/${theirThread.id}/replies`, { body: 'Hello' }],
      ['POST', `/api/documents/${mine}/comments/${theirThread.id}/replies`, { body: 'Hello' }],
      ['POST', `/api/documents/${theirs}/comments/${theirThread.id}/resolve`],
      ['POST', `/api/documents/${mine}/comments/${theirThread.id}/resolve`],
      ['POST', `/api/documents/${theirs}/comments/${theirThread.id}/reopen`],
      ['PATCH', `/api/documents/${theirs}/comments/${theirThread.id}/comments/${theirComment}`, { body: 'Hello' }],
      ['PATCH', `/api/documents/${mine}/comments/${myThread.id}/comments/${theirComment}`, { body: 'Hello' }],
      ['DELETE', `/api/documents/${theirs}/comments/${theirThread.id}/comments/${theirComment}`],
      ['DELETE', `/api/documents/${mine}/comments/${myThread.id}/comments/${theirComment}`],
    ];
    for (const [method, url, payload] of attempts) {
      const response = await call(method, url, me.cookie, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    const after = await listOf(stranger.cookie, theirs);
    expect(after.threads.map((thread) => [thread.status, thread.comments.map((comment) => comment.body)])).toEqual([['open', ['Private.']]]);
  });

  it('refuses bad input with a 400 naming the field, and saves nothing', async () => {
    const owner = await person('Bea');
    const documentId = await documentOf(owner);
    const cases: Array<[object, string]> = [
      [{ body: '   ' }, 'body'],
      [{ body: 'x'.repeat(COMMENT_BODY_MAX_LENGTH + 1) }, 'body'],
      [{ body: 'Hi', anchor: { from: 'not base64!', to: 'AQ==', quote: '' } }, 'anchor.from'],
      [{ body: 'Hi', anchor: { from: 'AQ==', to: 'AQ==', quote: 'q'.repeat(501) } }, 'anchor.quote'],
      // Base64, but no relative position: a thread no editor could place.
      [{ body: 'Hi', anchor: { ...anchorOver('Fresh green tea.', 0, 5), to: 'AQ==' } }, 'anchor.to'],
    ];
    for (const [payload, field] of cases) {
      const refused = await call('POST', `/api/documents/${documentId}/comments`, owner.cookie, payload);
      expect(refused.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(refused.json<{ field: string }>().field).toBe(field);
    }
    expect((await listOf(owner.cookie, documentId, '?filter=open')).counts.open).toBe(0);
    expect((await call('GET', `/api/documents/${documentId}/comments?filter=everything`, owner.cookie)).statusCode).toBe(400);
  });
});

describe('mentions', () => {
  it('notifies a mentioned member in the app and by email, linking to the thread', async () => {
    const owner = await person('Nora');
    const workspaceId = await workspaceOwnedBy(t.database.db, owner.userId);
    const member = await person('Theo', { workspaceId, role: 'member' });
    const documentId = await documentOf(owner);
    const body = `Can you check this, ${mentionMarker(member.userId)}? Also ${mentionMarker(owner.userId)}.`;
    const created = await call('POST', `/api/documents/${documentId}/comments`, owner.cookie, { body });
    expect(created.statusCode, created.body).toBe(201);
    const thread = created.json<CommentThread>();
    expect(thread.comments[0]!.mentions).toEqual([
      { userId: member.userId, name: 'Theo Tester' },
      { userId: owner.userId, name: 'Nora Tester' },
    ]);

    const bell = await call('GET', '/api/notifications', member.cookie);
    expect(bell.statusCode).toBe(200);
    const page = bell.json<NotificationPage>();
    expect(page.unread).toBe(1);
    expect(page.notifications).toEqual([
      expect.objectContaining({
        kind: 'mention',
        actorName: 'Nora Tester',
        documentId,
        documentTitle: 'Green tea',
        threadId: thread.id,
        excerpt: 'Can you check this, @Theo Tester? Also @Nora Tester.',
        read: false,
      }),
    ]);
    // Mentioning oneself tells nobody.
    expect((await call('GET', '/api/notifications', owner.cookie)).json<NotificationPage>().notifications).toEqual([]);

    const mail = (await deliverQueuedMail(t)).filter((message) => message.to === member.email && /mentioned you/.test(message.subject));
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe('Nora Tester mentioned you on “Green tea”');
    expect(mail[0]!.text).toContain('Can you check this, @Theo Tester? Also @Nora Tester.');
    expect(mail[0]!.text).toMatch(new RegExp(`https?://[^\\s]+/editor/${documentId}\\?thread=${thread.id}`));
    expect((await deliverQueuedMail(t)).some((message) => message.to === owner.email && /mentioned you/.test(message.subject))).toBe(false);

    // Marking read: the owner's attempt at Theo's notification changes nothing; Theo's own does.
    const id = page.notifications[0]!.id;
    expect((await call('POST', '/api/notifications/read', owner.cookie, { ids: [id] })).statusCode).toBe(204);
    expect((await call('GET', '/api/notifications', member.cookie)).json<NotificationPage>().unread).toBe(1);
    expect((await call('POST', '/api/notifications/read', member.cookie, { ids: [id] })).statusCode).toBe(204);
    const read = (await call('GET', '/api/notifications', member.cookie)).json<NotificationPage>();
    expect(read).toMatchObject({ unread: 0, notifications: [expect.objectContaining({ id, read: true })] });
  });

  it('notifies only people an edit newly mentions, and read-all clears the bell', async () => {
    const owner = await person('Ebba');
    const workspaceId = await workspaceOwnedBy(t.database.db, owner.userId);
    const first = await person('Finn', { workspaceId, role: 'member' });
    const second = await person('Gus', { workspaceId, role: 'admin' });
    const documentId = await documentOf(owner);
    const thread = (await call('POST', `/api/documents/${documentId}/comments`, owner.cookie, { body: `Hi ${mentionMarker(first.userId)}` })).json<CommentThread>();
    const edited = await call('PATCH', `/api/documents/${documentId}/comments/${thread.id}/comments/${thread.comments[0]!.id}`, owner.cookie, {
      body: `Hi ${mentionMarker(first.userId)} and ${mentionMarker(second.userId)}`,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await call('GET', '/api/notifications', first.cookie)).json<NotificationPage>().notifications).toHaveLength(1);
    expect((await call('GET', '/api/notifications', second.cookie)).json<NotificationPage>().unread).toBe(1);
    expect((await call('POST', '/api/notifications/read-all', second.cookie)).statusCode).toBe(204);
    expect((await call('GET', '/api/notifications', second.cookie)).json<NotificationPage>().unread).toBe(0);
  });

  it('refuses to mention someone who is not a member of the document’s workspace, and saves nothing', async () => {
    const owner = await person('Pia');
    const outsider = await person('Otto');
    const documentId = await documentOf(owner);
    const refused = await call('POST', `/api/documents/${documentId}/comments`, owner.cookie, { body: `Look, ${mentionMarker(outsider.userId)}` });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ error: 'You can mention only members of this workspace.', field: 'body' });
    expect((await listOf(owner.cookie, documentId)).counts.open).toBe(0);
    expect((await call('GET', '/api/notifications', outsider.cookie)).json<NotificationPage>().notifications).toEqual([]);
    const [mailed] = await t.database.db.execute<{ n: number }>(sql`select count(*)::int as n from jobs where kind = 'send-mail' and status = 'queued'`).then((result) => result.rows);
    expect(mailed!.n).toBe(0);
  });
});

describe('guest comments (review links)', () => {
  it('adds a guest’s thread and reply, listed as a guest’s, mentioning nobody', async () => {
    const owner = await person('Gwen');
    const workspaceId = await workspaceOwnedBy(t.database.db, owner.userId);
    const documentId = await documentOf(owner);
    const link = await call('POST', `/api/documents/${documentId}/review-links`, owner.cookie, {
      contactName: 'Clara Client',
      contactEmail: 'clara@client.example',
      permission: 'comment',
      expiresAt: new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString(),
    });
    expect(link.statusCode).toBe(201);
    const reviewLinkId = link.json<{ id: string }>().id;
    const guest = await addGuestComment(t.database.db, {
      workspaceId,
      documentId,
      reviewLinkId,
      authorName: 'Clara Client',
      body: `Love it ${mentionMarker(owner.userId)}`,
      anchor: anchorOver('Fresh green tea, picked by hand.', 0, 5),
    });
    await addGuestComment(t.database.db, { workspaceId, documentId, reviewLinkId, authorName: 'Clara Client', body: 'One more thing.', threadId: guest.thread.id });
    const [listed] = (await listOf(owner.cookie, documentId)).threads;
    expect(listed!.anchor?.quote).toBe('Fresh');
    expect(listed!.comments.map((comment) => [comment.author, comment.body, comment.mentions, comment.canEdit, comment.canDelete])).toEqual([
      [{ userId: null, name: 'Clara Client', guest: true }, `Love it <@ ${owner.userId}>`, [], false, true],
      [{ userId: null, name: 'Clara Client', guest: true }, 'One more thing.', [], false, true],
    ]);
    expect((await call('GET', '/api/notifications', owner.cookie)).json<NotificationPage>().notifications).toEqual([]);
    // Another workspace's document is not found, whatever the link says.
    const stranger = await person('Stan');
    await expect(addGuestComment(t.database.db, { workspaceId, documentId: await documentOf(stranger), reviewLinkId, authorName: 'Clara', body: 'Hi' })).rejects.toMatchObject({
      statusCode: 404,
    });
    await expect(addGuestComment(t.database.db, { workspaceId, documentId, reviewLinkId, authorName: 'Clara', body: ' ' })).rejects.toMatchObject({ statusCode: 400 });
  });
});

describe('a document with 1,000 comments', () => {
  it('lists them page by page, each page fast', async () => {
    const owner = await person('Paula');
    const workspaceId = await workspaceOwnedBy(t.database.db, owner.userId);
    const documentId = await documentOf(owner);
    const { db } = t.database;
    const threads = await db
      .insert(commentThreads)
      .values(Array.from({ length: 500 }, () => ({ workspaceId, documentId })))
      .returning({ id: commentThreads.id });
    // 500 threads of two comments each: 1,000 comments.
    await db.insert(comments).values(
      threads.flatMap(({ id }, index) =>
        ['Opening', 'Reply'].map((word) => ({ workspaceId, threadId: id, authorUserId: owner.userId, authorName: 'Paula Tester', body: `${word} ${index}` })),
      ),
    );
    const seen: number[] = [];
    const times: number[] = [];
    let cursor: number | null = null;
    do {
      const started = performance.now();
      const page: CommentThreadPage = await listOf(owner.cookie, documentId, cursor === null ? '' : `?cursor=${cursor}`);
      times.push(performance.now() - started);
      expect(page.threads.length).toBeLessThanOrEqual(50);
      for (const thread of page.threads) {
        expect(thread.comments).toHaveLength(2);
        seen.push(thread.id);
      }
      expect(page.counts).toEqual({ open: 500, resolved: 0, mine: 500 });
      cursor = page.nextCursor;
    } while (cursor !== null);
    expect(seen).toEqual(threads.map(({ id }) => id));
    times.sort((a, b) => a - b);
    console.info(`1,000 comments: ${times.length} pages, median ${times[Math.floor(times.length / 2)]!.toFixed(1)} ms, slowest ${times.at(-1)!.toFixed(1)} ms`);
    expect(times[Math.floor(times.length / 2)]).toBeLessThan(150);
  });
});

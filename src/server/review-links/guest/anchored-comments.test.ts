import { initProseMirrorDoc, relativePositionToAbsolutePosition } from '@tiptap/y-tiptap';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import type { CommentThreadPage } from '../../../shared/contract/comments.js';
import type { CreatedReviewLink, GuestComment, GuestPassage } from '../../../shared/contract/review-links.js';
import { documentSchema } from '../../../shared/rich-text/schema.js';
import { loadSharedState } from '../../collab/load-shared-state.js';
import { SHARED_FRAGMENT, yDocFromUpdates } from '../../collab/shared-text.js';
import { appendUpdate, storedUpdates } from '../../collab/stored-updates.js';
import { findDocument } from '../../documents/find-document.js';
import { signedInAccount } from '../../../../tests/support/signed-in.js';
import { createTestApp, injectFromFreshAddresses, type TestApp } from '../../../../tests/support/test-app.js';
import { workspaceOwnedBy } from '../../../../tests/support/workspace-roles.js';

/**
 * Issue 19, ADR 0047: a guest's comment on a selected passage is anchored in the shared document as
 * a team member's is, whether the document was ever opened for co-editing or not, and a passage no
 * longer there keeps its comment, quoted, on the whole document.
 */
let t: TestApp;
let owner: { cookie: string; userId: number };
let workspaceId: number;

const MARKDOWN = '# Spring\n\nFresh **words** for the client.\n\nFresh words again, at the end.';
/** The document's text as the guest's page counts it: its text nodes in order, nothing between blocks. */
const TEXT = 'SpringFresh words for the client.Fresh words again, at the end.';

/** Each request from an address of its own, so the guest routes' per-address limits never interfere. */
const request = injectFromFreshAddresses(() => t.app, 92);

async function sharedDocument(): Promise<{ documentId: number; token: string }> {
  const created = await request('POST', '/api/documents', { cookie: owner.cookie, payload: { title: 'Spring campaign', content: MARKDOWN } });
  expect(created.statusCode, created.body).toBe(201);
  const documentId = created.json<{ id: number }>().id;
  const link = await request('POST', `/api/documents/${documentId}/review-links`, {
    cookie: owner.cookie,
    payload: { contactName: 'Clara Client', contactEmail: 'clara@client.example', expiresAt: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10), permission: 'comment' },
  });
  expect(link.statusCode, link.body).toBe(201);
  return { documentId, token: link.json<CreatedReviewLink>().url.split('/review/')[1]! };
}

/** What the page sends for the `occurrence`-th place `text` has in the text the guest reads. */
function passageOf(text: string, occurrence = 0): GuestPassage {
  let start = TEXT.indexOf(text);
  for (let i = 0; i < occurrence; i++) start = TEXT.indexOf(text, start + 1);
  expect(start).toBeGreaterThanOrEqual(0);
  return { start, text, before: TEXT.slice(Math.max(0, start - 32), start), after: TEXT.slice(start + text.length, start + text.length + 32) };
}

/** The text an anchor covers in the document as the editor loads it: every stored update row. */
async function anchoredText(documentId: number, anchor: { from: string; to: string }): Promise<{ text: string; before: string } | null> {
  const shared = yDocFromUpdates((await storedUpdates(t.database.db, documentId)).map((row) => row.update));
  const fragment = shared.getXmlFragment(SHARED_FRAGMENT);
  const { doc, mapping } = initProseMirrorDoc(fragment, documentSchema);
  const resolve = (encoded: string) => relativePositionToAbsolutePosition(shared, fragment, Y.decodeRelativePosition(Buffer.from(encoded, 'base64')), mapping);
  const from = resolve(anchor.from);
  const to = resolve(anchor.to);
  if (from === null || to === null || from >= to) return null;
  return { text: doc.textBetween(from, to, ' '), before: doc.textBetween(0, from, ' ') };
}

async function guestComment(token: string, payload: object) {
  const sent = await request('POST', `/api/review/${token}/comments`, { payload });
  expect(sent.statusCode, sent.body).toBe(201);
  return sent.json<GuestComment>();
}

async function teamThreads(documentId: number) {
  return (await request('GET', `/api/documents/${documentId}/comments`, { cookie: owner.cookie })).json<CommentThreadPage>().threads;
}

/** An edit an open editor made and the server stored, not yet written back to the markdown. */
async function editSharedText(documentId: number, edit: (fragment: Y.XmlFragment) => void) {
  const shared = yDocFromUpdates((await storedUpdates(t.database.db, documentId)).map((row) => row.update));
  const before = Y.encodeStateVector(shared);
  edit(shared.getXmlFragment(SHARED_FRAGMENT));
  await appendUpdate(t.database.db, { documentId, workspaceId, update: Y.encodeStateAsUpdate(shared, before) });
}
/** The paragraph's first text node, "Fresh " in "Fresh **words** for the client.". */
const firstParagraphText = (fragment: Y.XmlFragment) => (fragment.get(1) as Y.XmlElement).get(0) as Y.XmlText;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signedInAccount(t);
  workspaceId = await workspaceOwnedBy(t.database.db, owner.userId);
});
afterAll(async () => {
  await t.close();
});

describe('a guest’s comment on a selected passage', () => {
  it('is anchored on a document never opened for co-editing, in the state the editor will load', async () => {
    const { documentId, token } = await sharedDocument();
    expect(await storedUpdates(t.database.db, documentId)).toEqual([]);
    const comment = await guestComment(token, { body: 'Warmer, please.', quote: 'words for the client', passage: passageOf('words for the client') });
    expect(comment).toMatchObject({ body: 'Warmer, please.', quote: 'words for the client' });

    // The state the anchor was made in is stored as the document's first rows, so the editor loads it.
    expect(await storedUpdates(t.database.db, documentId)).toHaveLength(1);
    const loaded = await loadSharedState(t.database.db, await findDocument(t.database.db, workspaceId, documentId));
    expect(loaded.rows).toBe(1);
    const [thread] = await teamThreads(documentId);
    expect(thread!.anchor).toMatchObject({ quote: 'words for the client' });
    expect(await anchoredText(documentId, thread!.anchor!)).toMatchObject({ text: 'words for the client' });
    expect(thread!.comments[0]).toMatchObject({ body: 'Warmer, please.', author: { name: 'Clara Client', guest: true } });

    // It follows the text: a word typed before it moves it, deleting its text leaves it on deleted text.
    await editSharedText(documentId, (fragment) => firstParagraphText(fragment).insert(0, 'Very '));
    expect(await anchoredText(documentId, thread!.anchor!)).toEqual({ text: 'words for the client', before: 'Spring Very Fresh ' });
    await editSharedText(documentId, (fragment) => {
      const paragraph = fragment.get(1) as Y.XmlElement;
      paragraph.delete(0, paragraph.length);
    });
    expect(await anchoredText(documentId, thread!.anchor!)).toBeNull();
  });

  it('is anchored in the shared text an open editor has changed since the guest’s page loaded', async () => {
    const { documentId, token } = await sharedDocument();
    await loadSharedState(t.database.db, await findDocument(t.database.db, workspaceId, documentId));
    // Someone types at the start of the second paragraph; the markdown the guest reads is older.
    await editSharedText(documentId, (fragment) => firstParagraphText(fragment).insert(0, 'Quite '));
    // The guest selected the second "Fresh words", which repeats the first: its context tells them apart.
    await guestComment(token, { body: 'Say it once.', passage: passageOf('Fresh words', 1) });
    const [thread] = await teamThreads(documentId);
    expect(await anchoredText(documentId, thread!.anchor!)).toEqual({ text: 'Fresh words', before: 'Spring Quite Fresh words for the client. ' });
    expect((await storedUpdates(t.database.db, documentId)).length).toBe(2);
  });

  it('whose passage is gone is kept on the whole document, quoted, with a note', async () => {
    const { documentId, token } = await sharedDocument();
    await loadSharedState(t.database.db, await findDocument(t.database.db, workspaceId, documentId));
    await editSharedText(documentId, (fragment) => firstParagraphText(fragment).delete(0, 'Fresh '.length));
    const passage = passageOf('Fresh words for');
    const comment = await guestComment(token, { body: 'Is this right?', quote: 'Fresh words for', passage });
    const note = 'On “Fresh words for” (this passage had changed before the comment arrived, so it is not marked in the text):';
    expect(comment).toMatchObject({ body: `${note}\nIs this right?`, quote: null });
    const [thread] = await teamThreads(documentId);
    expect(thread).toMatchObject({ anchor: null, comments: [{ body: `${note}\nIs this right?`, author: { guest: true } }] });
    const own = (await request('GET', `/api/review/${token}/comments`)).json<GuestComment[]>();
    expect(own.map((listed) => [listed.body, listed.quote])).toEqual([[`${note}\nIs this right?`, null]]);

  });

  it('on a repeated passage whose surroundings no longer say which is not guessed', async () => {
    const { documentId, token } = await sharedDocument();
    await guestComment(token, { body: 'Which one?', passage: { start: 0, text: 'Fresh words', before: 'elsewhere, ', after: ' and nowhere' } });
    const [thread] = await teamThreads(documentId);
    expect(thread).toMatchObject({ anchor: null, comments: [{ body: expect.stringMatching(/^On “Fresh words” \(this passage had changed/) }] });
  });

  it('refuses a malformed passage with a 400 and keeps nothing', async () => {
    const { documentId, token } = await sharedDocument();
    for (const passage of [{ start: -1, text: 'Fresh' }, { start: 0, text: '' }, { start: 0, text: 'Fresh', before: 'x'.repeat(33) }]) {
      const refused = await request('POST', `/api/review/${token}/comments`, { payload: { body: 'Hm', passage } });
      expect(refused.statusCode, JSON.stringify(passage)).toBe(400);
    }
    expect(await teamThreads(documentId)).toEqual([]);
  });
});

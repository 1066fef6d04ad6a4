import { prosemirrorToYXmlFragment } from '@tiptap/y-tiptap';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseMarkdown } from '../../shared/rich-text/markdown.js';
import { eventually, openCollabClient, type CollabClient } from '../../../tests/support/collab-client.js';
import { signedInAccount } from '../../../tests/support/signed-in.js';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.js';
import { markdownOfYDoc, SHARED_FRAGMENT } from './shared-text.js';

let t: TestApp;
let baseUrl: string;
const clients: CollabClient[] = [];

beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  for (const client of clients) client.close();
  await t.close();
});

function open(documentId: number | string, cookie: string | null): CollabClient {
  const client = openCollabClient(baseUrl, documentId, cookie);
  clients.push(client);
  return client;
}

async function newDocument(cookie: string, content: string): Promise<number> {
  const created = await t.app.inject({ method: 'POST', url: '/api/documents', headers: { cookie }, payload: { title: 'Shared', content } });
  expect(created.statusCode).toBe(201);
  return created.json<{ id: number }>().id;
}

/** Types as the editor would: replaces the shared text with this markdown, as one change. */
function write(client: CollabClient, markdown: string): void {
  client.doc.transact(() => prosemirrorToYXmlFragment(parseMarkdown(markdown), client.doc.getXmlFragment(SHARED_FRAGMENT)));
}

describe('co-editing connections', () => {
  it('refuses a signed-out connection', async () => {
    const { cookie } = await signedInAccount(t);
    const id = await newDocument(cookie, 'Private words.');
    await expect(open(id, null).ready).rejects.toThrow('Please sign in to continue');
  });

  it("refuses another workspace's document as not found", async () => {
    const owner = await signedInAccount(t);
    const stranger = await signedInAccount(t);
    const id = await newDocument(owner.cookie, 'Private words.');
    await expect(open(id, stranger.cookie).ready).rejects.toThrow('Document not found');
    await expect(open('not-a-document', owner.cookie).ready).rejects.toThrow('Document not found');
  });

  it('loads the stored markdown, and two clients converge', async () => {
    const { cookie } = await signedInAccount(t);
    const id = await newDocument(cookie, '# Plan\n\nFirst paragraph.');
    const first = open(id, cookie);
    const second = open(id, cookie);
    await Promise.all([first.ready, second.ready]);
    expect(markdownOfYDoc(first.doc)).toBe('# Plan\n\nFirst paragraph.');
    write(first, '# Plan\n\nFirst paragraph.\n\nFrom the first.');
    await eventually(() => markdownOfYDoc(second.doc).includes('From the first.'));
    write(second, '# Plan\n\nFirst paragraph.\n\nFrom the first.\n\nFrom the second.');
    await eventually(() => markdownOfYDoc(first.doc).includes('From the second.'));
    expect(markdownOfYDoc(first.doc)).toBe(markdownOfYDoc(second.doc));
  });
});

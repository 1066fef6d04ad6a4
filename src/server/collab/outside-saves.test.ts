import { prosemirrorToYXmlFragment } from '@tiptap/y-tiptap';
import type { LightMyRequestResponse } from 'fastify';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseMarkdown } from '../../shared/rich-text/markdown.js';
import { eventually, openCollabClient, type CollabClient } from '../../../tests/support/collab-client.js';
import { apiAccount, v1, type ApiAccount } from '../../../tests/support/public-api.js';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.js';
import { markdownOfYDoc, SHARED_FRAGMENT } from './shared-text.js';

/**
 * Issue 19, "loses nothing already acknowledged": a save made outside the editors (REST PATCH, a
 * version restore, the public API) against the write-back of an instance that has the document
 * open. The test holds the document's lock (ADR 0045) from a connection of its own, so the two
 * meet in the interleaving that used to lose the outside save: the outside save is under way, the
 * shared text of the open editor does not hold it yet, and the write-back runs.
 */

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

const ORIGINAL = 'Written before anyone saved from outside.';
const TYPED = `${ORIGINAL}\n\nTyped in the editor meanwhile.`;
const OUTSIDE = 'Saved from outside the editors.';

interface Scene {
  account: ApiAccount;
  id: number;
  client: CollabClient;
}

/** A document open in an editor. */
async function openScene(): Promise<Scene> {
  const account = await apiAccount(t);
  const created = await t.app.inject({ method: 'POST', url: '/api/documents', headers: { cookie: account.cookie }, payload: { title: 'Shared', content: ORIGINAL } });
  expect(created.statusCode).toBe(201);
  const id = created.json<{ id: number }>().id;
  const client = openCollabClient(baseUrl, id, account.cookie);
  clients.push(client);
  await client.ready;
  return { account, id, client };
}

/** Types as the editor would (one change), and waits until the server acknowledged it. */
async function type(client: CollabClient, markdown: string): Promise<void> {
  client.doc.transact(() => prosemirrorToYXmlFragment(parseMarkdown(markdown), client.doc.getXmlFragment(SHARED_FRAGMENT)));
  await eventually(() => !client.provider.hasUnsyncedChanges);
}

/** Holds the document's shared-state lock (stored-updates.ts) in a transaction of the test's own. */
async function holdDocumentLock(id: number): Promise<pg.PoolClient> {
  const holder = await t.database.pool.connect();
  await holder.query('BEGIN');
  await holder.query(`SELECT pg_advisory_xact_lock(hashtext('document_updates'), $1)`, [id]);
  return holder;
}

async function release(holder: pg.PoolClient): Promise<void> {
  await holder.query('COMMIT');
  holder.release();
}

/** How many sessions wait for the document's lock. */
async function waitingForLock(id: number): Promise<number> {
  const { rows } = await t.database.pool.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM pg_locks WHERE locktype = 'advisory' AND objid = $1 AND objsubid = 2 AND NOT granted`,
    [id],
  );
  return rows[0]!.count;
}

async function saved(scene: Scene): Promise<{ content: string; version: number }> {
  const response = await t.app.inject({ method: 'GET', url: `/api/documents/${scene.id}`, headers: { cookie: scene.account.cookie } });
  return response.json<{ content: string; version: number }>();
}

/** The document's versions, newest first, with their text. */
async function versions(scene: Scene): Promise<{ id: number; kind: string; content: string }[]> {
  const list = await t.app.inject({ method: 'GET', url: `/api/documents/${scene.id}/versions`, headers: { cookie: scene.account.cookie } });
  const summaries = list.json<{ id: number }[]>();
  return Promise.all(
    summaries.map(async ({ id }) =>
      (await t.app.inject({ method: 'GET', url: `/api/documents/${scene.id}/versions/${id}`, headers: { cookie: scene.account.cookie } })).json<{
        id: number;
        kind: string;
        content: string;
      }>(),
    ),
  );
}

type OutsideSave = (scene: Scene) => Promise<LightMyRequestResponse>;

const patchContent: OutsideSave = ({ account, id }) =>
  t.app.inject({ method: 'PATCH', url: `/api/documents/${id}`, headers: { cookie: account.cookie }, payload: { content: OUTSIDE } });

const updateThroughPublicApi: OutsideSave = ({ account, id }) => v1(t, account.key, 'PATCH', `/api/v1/documents/${id}`, { content: OUTSIDE });

/** Restores a version that says OUTSIDE, made (and replaced by ORIGINAL again) before the scene starts. */
async function restoreOutsideVersion(scene: Scene): Promise<OutsideSave> {
  const { cookie } = scene.account;
  for (const content of [OUTSIDE, ORIGINAL]) {
    const patched = await t.app.inject({ method: 'PATCH', url: `/api/documents/${scene.id}`, headers: { cookie }, payload: { content, saveKind: 'manual' } });
    expect(patched.statusCode).toBe(200);
  }
  await eventually(() => markdownOfYDoc(scene.client.doc) === ORIGINAL);
  const version = (await versions(scene)).find((candidate) => candidate.content === OUTSIDE)!;
  return ({ account, id }) => t.app.inject({ method: 'POST', url: `/api/documents/${id}/versions/${version.id}/restore`, headers: { cookie: account.cookie } });
}

const outsideSaves: [string, (scene: Scene) => Promise<OutsideSave>][] = [
  ['a REST PATCH of the content', async () => patchContent],
  ['a public API update', async () => updateThroughPublicApi],
  ['a version restore', restoreOutsideVersion],
];

/**
 * The outside save starts while the test holds the lock; the editor's edit is then acknowledged
 * (appending needs no lock) and the write-back runs; then the lock is let go.
 */
async function race(scene: Scene, outsideSave: OutsideSave, writeBack: () => Promise<unknown>): Promise<void> {
  const holder = await holdDocumentLock(scene.id);
  let outside: Promise<LightMyRequestResponse>;
  try {
    outside = outsideSave(scene);
    await eventually(async () => (await waitingForLock(scene.id)) === 1);
    await type(scene.client, TYPED);
    await writeBack();
  } finally {
    await release(holder);
  }
  const response = await outside;
  expect(response.statusCode, response.body).toBe(200);
}

/** The outcome every interleaving must have: the outside save is the text, everywhere, and no version holds stale text after it. */
async function expectOutsideSaveKept(scene: Scene, versionsBefore: number): Promise<void> {
  await eventually(() => markdownOfYDoc(scene.client.doc) === OUTSIDE);
  // Anything still pending (a write-back of the change the editor received) has run.
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect((await saved(scene)).content).toBe(OUTSIDE);
  const all = await versions(scene);
  expect(all.slice(0, all.length - versionsBefore).map((version) => version.content)).not.toContain(TYPED);
}

describe('a save made outside the editors, against the write-back of an open editor', () => {
  it.each(outsideSaves)('keeps %s when Save (save-shared-text) runs before the editor received it', async (_name, prepare) => {
    const scene = await openScene();
    const outsideSave = await prepare(scene);
    const versionsBefore = (await versions(scene)).length;
    await race(scene, outsideSave, async () => {
      const save = t.app.inject({ method: 'POST', url: `/api/documents/${scene.id}/save-shared-text`, headers: { cookie: scene.account.cookie } });
      // Done (it did not wait for the outside save), or waiting for the lock behind it.
      let done = false;
      void save.then(() => (done = true));
      await eventually(async () => done || (await waitingForLock(scene.id)) === 2);
      return done ? save : undefined;
    });
    await expectOutsideSaveKept(scene, versionsBefore);
  });

  it("keeps a REST PATCH of the content when the editor's debounced write-back runs before the editor received it", async () => {
    const scene = await openScene();
    const versionsBefore = (await versions(scene)).length;
    await race(scene, patchContent, () =>
      // 2.5 s after the edit the write-back runs: it either writes, or waits for the lock.
      eventually(async () => (await saved(scene)).content === TYPED || (await waitingForLock(scene.id)) === 2, 8000),
    );
    await expectOutsideSaveKept(scene, versionsBefore);
  });
});

/** How many sessions wait for a lock on the document_updates table. */
async function waitingForUpdatesTable(): Promise<number> {
  const { rows } = await t.database.pool.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM pg_locks WHERE relation = 'document_updates'::regclass AND NOT granted`,
  );
  return rows[0]!.count;
}

describe('a save made outside the editors while an editor opens the document', () => {
  it('is the text the editor opens with, not the text read before the save', async () => {
    const account = await apiAccount(t);
    const created = await t.app.inject({ method: 'POST', url: '/api/documents', headers: { cookie: account.cookie }, payload: { title: 'New', content: ORIGINAL } });
    const id = created.json<{ id: number }>().id;
    // Reading the stored updates waits: the editor's load has read the row (ORIGINAL) and is held
    // before it seeds the shared text; the PATCH is held where it looks for the shared text.
    const holder = await t.database.pool.connect();
    let patched: Promise<LightMyRequestResponse>;
    let client: CollabClient;
    try {
      await holder.query('BEGIN');
      await holder.query('LOCK TABLE document_updates IN ACCESS EXCLUSIVE MODE');
      client = openCollabClient(baseUrl, id, account.cookie);
      clients.push(client);
      await eventually(async () => (await waitingForUpdatesTable()) === 1);
      patched = t.app.inject({ method: 'PATCH', url: `/api/documents/${id}`, headers: { cookie: account.cookie }, payload: { content: OUTSIDE } });
      await eventually(async () => (await waitingForUpdatesTable()) === 2);
    } finally {
      await release(holder);
    }
    expect((await patched).statusCode).toBe(200);
    await client.ready;
    await eventually(() => markdownOfYDoc(client.doc) === OUTSIDE, 2000);
    // The editor's next change is written back on top of the saved text, not of the older one.
    await type(client, `${OUTSIDE}\n\nThen typed.`);
    const save = await t.app.inject({ method: 'POST', url: `/api/documents/${id}/save-shared-text`, headers: { cookie: account.cookie } });
    expect(save.json<{ content: string }>().content).toBe(`${OUTSIDE}\n\nThen typed.`);
  });
});

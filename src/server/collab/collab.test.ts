import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { prosemirrorToYXmlFragment } from '@tiptap/y-tiptap';
import { eq } from 'drizzle-orm';
import { Redis as RedisClient } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { parseMarkdown } from '../../shared/rich-text/markdown.js';
import {
  eventually,
  openCollabClient,
  rawSocket,
  sendRaw,
  updateFrame,
  type CollabClient,
} from '../../../tests/support/collab-client.js';
import { apiAccount, v1 } from '../../../tests/support/public-api.js';
import { signedInAccount } from '../../../tests/support/signed-in.js';
import { startRedisServer, type RedisTestServer } from '../../../tests/support/redis-server.js';
import { createTestApp, secondInstance, type TestApp } from '../../../tests/support/test-app.js';
import { documentUpdates } from '../db/schema.js';
import { CollabServer, MESSAGE_MAX_BYTES } from './collab-server.js';
import { PostgresChannel } from './postgres-channel.js';
import { markdownOfYDoc, SHARED_FRAGMENT } from './shared-text.js';
import { COMPACT_AFTER_ROWS } from './stored-updates.js';
import { CONNECTIONS_PER_MINUTE } from './upgrade-guard.js';

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

function open(documentId: number | string, cookie: string | null, url = baseUrl): CollabClient {
  const client = openCollabClient(url, documentId, cookie);
  clients.push(client);
  return client;
}

async function newDocument(cookie: string, content: string, app: TestApp = t): Promise<number> {
  const created = await app.app.inject({ method: 'POST', url: '/api/documents', headers: { cookie }, payload: { title: 'Shared', content } });
  expect(created.statusCode).toBe(201);
  return created.json<{ id: number }>().id;
}

/** A save of the content over REST (PATCH /api/documents/:id), as the editor's API client makes it. */
async function patchContent(cookie: string, documentId: number, content: string, app: TestApp = t) {
  const patched = await app.app.inject({ method: 'PATCH', url: `/api/documents/${documentId}`, headers: { cookie }, payload: { content } });
  expect(patched.statusCode).toBe(200);
}

async function storedRows(documentId: number) {
  return t.database.db.select().from(documentUpdates).where(eq(documentUpdates.documentId, documentId));
}

async function savedContent(cookie: string, documentId: number): Promise<{ content: string; version: number }> {
  const response = await t.app.inject({ method: 'GET', url: `/api/documents/${documentId}`, headers: { cookie } });
  return response.json<{ content: string; version: number }>();
}

/** Types as the editor would: makes the shared text say this markdown, as one change. */
function write(client: CollabClient, markdown: string): void {
  client.doc.transact(() => prosemirrorToYXmlFragment(parseMarkdown(markdown), client.doc.getXmlFragment(SHARED_FRAGMENT)));
}

/** Until the server has acknowledged every change this client made. */
async function acknowledged(client: CollabClient): Promise<void> {
  await eventually(() => !client.provider.hasUnsyncedChanges);
}

/**
 * A second instance of `app` beside it (listening at `url`), a client on each: what one types
 * reaches the other both ways, and so does who is here, until they leave.
 */
async function expectInstancesConverge(app: TestApp, url: string): Promise<void> {
  const { cookie } = await signedInAccount(app);
  const id = await newDocument(cookie, 'Shared between instances.', app);
  const other = await secondInstance(app);
  try {
    const otherUrl = await other.app.listen({ port: 0, host: '127.0.0.1' });
    const here = open(id, cookie, url);
    const there = open(id, cookie, otherUrl);
    await Promise.all([here.ready, there.ready]);
    write(here, 'Shared between instances.\n\nTyped here.');
    await eventually(() => markdownOfYDoc(there.doc).includes('Typed here.'));
    write(there, 'Shared between instances.\n\nTyped here.\n\nTyped there.');
    await eventually(() => markdownOfYDoc(here.doc).includes('Typed there.'));
    expect(markdownOfYDoc(here.doc)).toBe(markdownOfYDoc(there.doc));
    // Presence crosses instances too: the other instance's awareness state arrives here.
    there.provider.setAwarenessField('user', { id: 0, name: 'made up', color: '#123456' });
    const seesOther = () =>
      [...here.provider.awareness!.getStates().entries()].some(
        ([clientId, state]) => clientId === there.doc.clientID && (state.user as { name?: string } | undefined)?.name === 'Ada Lovelace',
      );
    await eventually(seesOther);
    // Leaving removes the caret on the other instance at once, not after awareness' 30 s timeout.
    there.close();
    await eventually(() => !seesOther(), 3000);
    here.close();
  } finally {
    await other.close();
  }
}

describe('connecting', () => {
  it('refuses a signed-out connection', async () => {
    const { cookie } = await signedInAccount(t);
    const id = await newDocument(cookie, 'Private words.');
    await expect(open(id, null).ready).rejects.toThrow('Please sign in to continue');
  });

  it("refuses another workspace's document, or no document, as not found", async () => {
    const owner = await signedInAccount(t);
    const stranger = await signedInAccount(t);
    const id = await newDocument(owner.cookie, 'Private words.');
    await expect(open(id, stranger.cookie).ready).rejects.toThrow('Document not found');
    await expect(open('not-a-document', owner.cookie).ready).rejects.toThrow('Document not found');
  });

  it("refuses a WebSocket opened by another site's page", async () => {
    const { cookie } = await signedInAccount(t);
    const { default: undici } = await import('undici').then((module) => ({ default: module }));
    const socket = new undici.WebSocket(`${baseUrl.replace(/^http/, 'ws')}/collab`, { headers: { cookie, origin: 'https://evil.example' } });
    const opened = await new Promise<boolean>((resolve) => {
      socket.addEventListener('open', () => resolve(true));
      socket.addEventListener('error', () => resolve(false));
    });
    expect(opened).toBe(false);
  });

  it('refuses WebSocket upgrades on any other path', async () => {
    const { cookie } = await signedInAccount(t);
    const { socket, opened } = rawSocket(baseUrl.replace(/\/?$/, '/api'), cookie);
    expect(await opened).toBe(false);
    socket.close();
  });
});

describe('editing together', () => {
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

  it('writes the shared text back to the document within the window, and lists who is editing', async () => {
    const { cookie, userId } = await signedInAccount(t);
    const id = await newDocument(cookie, 'Draft.');
    const client = open(id, cookie);
    await client.ready;
    const editingNow = async () => {
      const list = await t.app.inject({ method: 'GET', url: '/api/documents', headers: { cookie } });
      return list.json<{ id: number; editingNow: { id: number; name: string }[] }[]>().find((document) => document.id === id)?.editingNow;
    };
    // Presence is recorded as the connection is set up, just after the first sync.
    await eventually(async () => (await editingNow())?.length === 1);
    expect(await editingNow()).toEqual([{ id: userId, name: 'Ada Lovelace' }]);
    write(client, 'Draft, now longer.');
    // 2.5 s after the edits stop; a little slack for a loaded machine.
    await eventually(async () => (await savedContent(cookie, id)).content === 'Draft, now longer.', 6000);
    client.close();
    await eventually(async () => (await editingNow())?.length === 0);
  });

  it('saves the shared text at once on save-shared-text, and not again when nothing changed', async () => {
    const owner = await signedInAccount(t);
    const stranger = await signedInAccount(t);
    const id = await newDocument(owner.cookie, 'Before.');
    const client = open(id, owner.cookie);
    await client.ready;
    write(client, 'After the manual save.');
    await acknowledged(client);
    const versions = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/documents/${id}/versions`, headers: { cookie: owner.cookie } })).json<{ kind: string }[]>();
    const versionsBefore = await versions();
    const saved = await t.app.inject({ method: 'POST', url: `/api/documents/${id}/save-shared-text`, headers: { cookie: owner.cookie } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<{ content: string }>().content).toBe('After the manual save.');
    const versionsAfter = await versions();
    expect(versionsAfter).toHaveLength(versionsBefore.length + 1);
    expect(versionsAfter[0]?.kind).toBe('manual');
    const again = await t.app.inject({ method: 'POST', url: `/api/documents/${id}/save-shared-text`, headers: { cookie: owner.cookie } });
    expect(again.json<{ version: number }>().version).toBe(saved.json<{ version: number }>().version);
    expect(await versions()).toHaveLength(versionsAfter.length);
    const foreign = await t.app.inject({ method: 'POST', url: `/api/documents/${id}/save-shared-text`, headers: { cookie: stranger.cookie } });
    expect(foreign.statusCode).toBe(404);
    const signedOut = await t.app.inject({ method: 'POST', url: `/api/documents/${id}/save-shared-text` });
    expect(signedOut.statusCode).toBe(401);
  });

  it('shows a REST save of the content to an open editor as one change', async () => {
    const { cookie } = await signedInAccount(t);
    const id = await newDocument(cookie, 'First paragraph.\n\nSecond paragraph.');
    const client = open(id, cookie);
    await client.ready;
    let changes = 0;
    client.doc.on('update', () => (changes += 1));
    await patchContent(cookie, id, 'First paragraph.\n\nSecond paragraph, edited over REST.');
    await eventually(() => markdownOfYDoc(client.doc) === 'First paragraph.\n\nSecond paragraph, edited over REST.');
    expect(changes).toBe(1);
  });

  it('shows a version restore and a public API update to an open editor', async () => {
    const { cookie, key } = await apiAccount(t);
    const id = await newDocument(cookie, 'Version one.');
    const client = open(id, cookie);
    await client.ready;
    await patchContent(cookie, id, 'Version two.');
    await eventually(() => markdownOfYDoc(client.doc) === 'Version two.');
    const versions = (await t.app.inject({ method: 'GET', url: `/api/documents/${id}/versions`, headers: { cookie } })).json<{ id: number; kind: string }[]>();
    const first = versions.at(-1)!;
    const restored = await t.app.inject({ method: 'POST', url: `/api/documents/${id}/versions/${first.id}/restore`, headers: { cookie } });
    expect(restored.statusCode).toBe(200);
    await eventually(() => markdownOfYDoc(client.doc) === 'Version one.');
    const viaApi = await v1(t, key, 'PATCH', `/api/v1/documents/${id}`, { content: 'Written through the public API.' });
    expect(viaApi.statusCode).toBe(200);
    await eventually(() => markdownOfYDoc(client.doc) === 'Written through the public API.');
  });

  it('keeps the text across a restart of the app', async () => {
    const { cookie } = await signedInAccount(t);
    const id = await newDocument(cookie, 'Kept.');
    const before = await secondInstance(t);
    const url = await before.app.listen({ port: 0, host: '127.0.0.1' });
    const client = open(id, cookie, url);
    await client.ready;
    write(client, 'Kept, and typed before the restart.');
    await acknowledged(client);
    await before.close();
    client.close();
    const after = await secondInstance(t);
    try {
      const afterUrl = await after.app.listen({ port: 0, host: '127.0.0.1' });
      const reader = open(id, cookie, afterUrl);
      await reader.ready;
      expect(markdownOfYDoc(reader.doc)).toBe('Kept, and typed before the restart.');
      reader.close();
    } finally {
      await after.close();
    }
  });

  it('on shutdown, writes pending edits back and closes the sockets as going away (1001)', async () => {
    const { cookie } = await signedInAccount(t);
    const id = await newDocument(cookie, 'Before shutdown.');
    const instance = await secondInstance(t);
    const url = await instance.app.listen({ port: 0, host: '127.0.0.1' });
    const client = open(id, cookie, url);
    await client.ready;
    const closed = new Promise<number>((resolve) => client.provider.on('close', ({ event }: { event: { code: number } }) => resolve(event.code)));
    write(client, 'Typed just before shutdown.');
    await acknowledged(client);
    // Well inside the 2.5 s write-back delay: only the shutdown's flush can have written it.
    await instance.close();
    expect((await savedContent(cookie, id)).content).toBe('Typed just before shutdown.');
    expect(await closed).toBe(1001);
    client.close();
  });

  it('converges with a client on each of two instances sharing the database', async () => {
    await expectInstancesConverge(t, baseUrl);
  });

  it('merges many stored updates into one row, keeping the text', async () => {
    const { cookie } = await signedInAccount(t);
    const id = await newDocument(cookie, 'Count:');
    const client = open(id, cookie);
    await client.ready;
    let text = 'Count:';
    for (let i = 0; i < COMPACT_AFTER_ROWS + 10; i++) {
      text += ` ${i}`;
      write(client, text);
      await acknowledged(client);
    }
    await eventually(async () => (await storedRows(id)).length < COMPACT_AFTER_ROWS / 2, 10_000);
    const reader = open(id, cookie);
    await reader.ready;
    expect(markdownOfYDoc(reader.doc)).toBe(text);
  });
});

describe('refusing', () => {
  it('refuses a change sent after the session ended, and keeps nothing of it', async () => {
    const { cookie } = await signedInAccount(t);
    const id = await newDocument(cookie, 'Mine.');
    const client = open(id, cookie);
    await client.ready;
    const rowsBefore = (await storedRows(id)).length;
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    write(client, 'Written after signing out.');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await storedRows(id)).length).toBe(rowsBefore);
    // Never acknowledged: the editor keeps it as unsaved rather than believing it kept.
    expect(client.provider.hasUnsyncedChanges).toBe(true);
  });

  it('refuses a hand-crafted update from a read-only connection, on every message', async () => {
    // No workspace role is read-only today (ADR 0037); the read-only path is exercised with a
    // policy that makes every role a reader, on a collab server attached to its own HTTP server.
    const server = http.createServer();
    const readOnly = new CollabServer({
      db: t.database.db,
      pool: t.database.pool,
      log: t.app.log,
      channel: new PostgresChannel(t.database.db, t.database.pool, t.app.log),
      trustProxy: false,
      canEdit: () => false,
    });
    await readOnly.start();
    readOnly.attach(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const { cookie } = await signedInAccount(t);
      const id = await newDocument(cookie, 'Read only.');
      const reader = open(id, cookie, url);
      await reader.ready;
      const rowsBefore = (await storedRows(id)).length;
      const forged = new Y.Doc();
      forged.getXmlFragment(SHARED_FRAGMENT).insert(0, [new Y.XmlText('Forged.')]);
      for (let i = 0; i < 3; i++) sendRaw(reader, updateFrame(String(id), Y.encodeStateAsUpdate(forged)));
      const witness = open(id, cookie, url);
      await witness.ready;
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(markdownOfYDoc(witness.doc)).toBe('Read only.');
      expect((await storedRows(id)).length).toBe(rowsBefore);
    } finally {
      await readOnly.close();
      server.close();
    }
  });

  it('closes a connection that sends a message over 1 MB, with 1009 "Message too large"', async () => {
    const { cookie } = await signedInAccount(t);
    const { socket, opened, closed } = rawSocket(baseUrl, cookie);
    expect(await opened).toBe(true);
    socket.send(new Uint8Array(MESSAGE_MAX_BYTES + 1));
    expect(await closed).toEqual({ code: 1009, reason: 'Message too large' });
  });

  it('survives malformed messages and still serves others', async () => {
    const { cookie } = await signedInAccount(t);
    const id = await newDocument(cookie, 'Sturdy.');
    const client = open(id, cookie);
    await client.ready;
    sendRaw(client, new Uint8Array([255, 255, 255, 255, 255, 1, 2, 3]));
    sendRaw(client, updateFrame(String(id), new Uint8Array([9, 9, 9, 9, 9, 9])));
    const { socket, opened } = rawSocket(baseUrl, cookie);
    expect(await opened).toBe(true);
    socket.send(new Uint8Array([0xff, 0x00, 0x13]));
    socket.send('not even binary');
    await new Promise((resolve) => setTimeout(resolve, 300));
    const other = open(id, cookie);
    await other.ready;
    expect(markdownOfYDoc(other.doc)).toBe('Sturdy.');
    socket.close();
  });

  it(`refuses more than ${CONNECTIONS_PER_MINUTE} connections a minute from one user, and stays up after 200 rapid reconnects`, async () => {
    const { cookie } = await signedInAccount(t);
    const outcomes: boolean[] = [];
    for (let i = 0; i < 200; i++) {
      const { socket, opened } = rawSocket(baseUrl, cookie);
      outcomes.push(await opened);
      socket.close();
    }
    expect(outcomes.filter(Boolean)).toHaveLength(CONNECTIONS_PER_MINUTE);
    expect(outcomes.slice(CONNECTIONS_PER_MINUTE).some(Boolean)).toBe(false);
    const fresh = await signedInAccount(t);
    const id = await newDocument(fresh.cookie, 'Still up.');
    const client = open(id, fresh.cookie);
    await client.ready;
    expect(markdownOfYDoc(client.doc)).toBe('Still up.');
  });
});

describe('across instances through Redis (REDIS_URL)', () => {
  let redis: RedisTestServer;
  let r: TestApp;
  let url: string;
  beforeAll(async () => {
    redis = await startRedisServer();
    r = await createTestApp({ redisUrl: redis.url });
    url = await r.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await r?.close();
    await redis?.close();
  });

  it('converges with a client on each of two instances', async () => {
    await expectInstancesConverge(r, url);
  });

  it('shows a REST save made on one instance to a client on the other', async () => {
    const { cookie } = await signedInAccount(r);
    const id = await newDocument(cookie, 'Before the save.', r);
    const other = await secondInstance(r);
    try {
      const there = open(id, cookie, await other.app.listen({ port: 0, host: '127.0.0.1' }));
      await there.ready;
      let changes = 0;
      there.doc.on('update', () => (changes += 1));
      await patchContent(cookie, id, 'Saved over REST on the first instance.', r);
      await eventually(() => markdownOfYDoc(there.doc) === 'Saved over REST on the first instance.');
      expect(changes).toBe(1);
      there.close();
    } finally {
      await other.close();
    }
  });

  it('listens to its open documents again before it announces them, when Redis comes back', async () => {
    const { cookie } = await signedInAccount(r);
    const id = await newDocument(cookie, 'Open on this instance.', r);
    const here = open(id, cookie, url);
    await here.ready;
    await redis.stop();
    // Long enough for ioredis' reconnection delay to grow past the moment the monitor connects.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await redis.start();
    const watcher = new RedisClient(redis.url);
    const monitor = await watcher.monitor();
    try {
      // The document's channel, and its announcement: a sync's first step (Hocuspocus: the
      // document's name as a length-prefixed string, then 0, sync, and 0, step 1), as MONITOR
      // writes bytes. Other messages may go out before it (awareness held during the outage).
      const channel = `inkwise:collab:document:${id}`;
      const announcement = `\\x${String(id).length.toString(16).padStart(2, '0')}${id}\\x00\\x00`;
      const commands: string[] = [];
      monitor.on('monitor', (_time: string, args: string[]) => {
        if (args[0] === 'subscribe' && args.includes(channel)) commands.push('subscribe');
        if (args[0] === 'publish' && args[1] === channel && args[2]?.includes(announcement)) commands.push('announce');
      });
      // The announcement asks the other instances for what this one missed; their answers come on
      // the document's channel, which must be listened to again by then.
      await eventually(() => commands.includes('announce'), 15_000);
      expect(commands.indexOf('subscribe')).toBeGreaterThanOrEqual(0);
      expect(commands.indexOf('subscribe')).toBeLessThan(commands.indexOf('announce'));
    } finally {
      monitor.disconnect();
      watcher.disconnect();
      here.close();
    }
  }, 30_000);

  it('catches up after Redis comes back, and an instance does not start while it is away', async () => {
    const { cookie } = await signedInAccount(r);
    const id = await newDocument(cookie, 'Before the outage.', r);
    const other = await secondInstance(r);
    try {
      const here = open(id, cookie, url);
      const there = open(id, cookie, await other.app.listen({ port: 0, host: '127.0.0.1' }));
      await Promise.all([here.ready, there.ready]);
      await redis.stop();
      // Still kept: storage is PostgreSQL's.
      write(here, 'Before the outage.\n\nTyped while Redis was away.');
      await acknowledged(here);
      await expect(secondInstance(r)).rejects.toThrow(`Could not connect to Redis at REDIS_URL (127.0.0.1:${redis.port})`);
      await redis.start();
      await eventually(() => markdownOfYDoc(there.doc).includes('Typed while Redis was away.'), 15_000);
      write(there, 'Before the outage.\n\nTyped while Redis was away.\n\nTyped after it came back.');
      await eventually(() => markdownOfYDoc(here.doc).includes('Typed after it came back.'));
      here.close();
      there.close();
    } finally {
      await other.close();
    }
  }, 40_000);
});

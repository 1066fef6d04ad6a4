import { Agent, fetch } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_STREAM_PATH, NOTIFICATIONS_CHANGED_EVENT } from '../../shared/contract/live-events.js';
import { eventually } from '../../../tests/support/collab-client.js';
import { signedInAccount } from '../../../tests/support/signed-in.js';
import { createTestApp, secondInstance, type TestApp } from '../../../tests/support/test-app.js';
import { moveIntoWorkspace, workspaceOwnedBy } from '../../../tests/support/workspace-roles.js';
import { NOTIFICATION_STREAMS_PER_USER } from './notification-streams.js';

type Account = { cookie: string; userId: number };

/** A notification stream as a browser's EventSource reads it: the names of the events so far. */
interface OpenStream {
  status: number;
  contentType: string | null;
  events: string[];
  /** Resolves when the server ended the stream. */
  ended: Promise<void>;
  close(): void;
}

/** The test's HTTP client, closed before the app so that no connection of its own holds the app's close. */
const client = new Agent();

const get = (url: string, cookie: string | null, signal?: AbortSignal) => fetch(url, { headers: cookie ? { cookie } : {}, dispatcher: client, ...(signal ? { signal } : {}) });

async function openStream(baseUrl: string, cookie: string | null): Promise<OpenStream> {
  const abort = new AbortController();
  const response = await get(`${baseUrl}${NOTIFICATION_STREAM_PATH}`, cookie, abort.signal);
  const events: string[] = [];
  let ended: Promise<void> = Promise.resolve();
  if (response.ok && response.body) {
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    ended = (async () => {
      let buffer = '';
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) return;
          buffer += value;
          const blocks = buffer.split('\n\n');
          buffer = blocks.pop() ?? '';
          for (const block of blocks) {
            const name = /^event: (.+)$/m.exec(block)?.[1];
            if (name) events.push(name);
          }
        }
      } catch {
        // Aborted by close().
      }
    })();
  } else {
    await response.body?.cancel();
  }
  return { status: response.status, contentType: response.headers.get('content-type'), events, ended, close: () => abort.abort() };
}

let t: TestApp;
let baseUrl: string;
let owner: Account;
let teammate: Account;
let stranger: Account;
let documentId: number;
const opened: OpenStream[] = [];

async function stream(cookie: string | null, url = baseUrl): Promise<OpenStream> {
  const open = await openStream(url, cookie);
  opened.push(open);
  return open;
}

const mention = async (who: Account, body: string) => {
  const created = await t.app.inject({ method: 'POST', url: `/api/documents/${documentId}/comments`, headers: { cookie: owner.cookie }, payload: { body: `${body} <@${who.userId}>` } });
  expect(created.statusCode, created.body).toBe(201);
};

beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  owner = await signedInAccount(t);
  teammate = await signedInAccount(t);
  stranger = await signedInAccount(t);
  await moveIntoWorkspace(t.database.db, { userId: teammate.userId, workspaceId: await workspaceOwnedBy(t.database.db, owner.userId), role: 'member' });
  const created = await t.app.inject({ method: 'POST', url: '/api/documents', headers: { cookie: owner.cookie }, payload: { title: 'Plan', content: 'Words.' } });
  documentId = created.json<{ id: number }>().id;
});
afterAll(async () => {
  for (const open of opened) open.close();
  // The client's own pool may hold connections it never sent a request on; the server's close waits for those.
  await client.destroy();
  await t.close();
});

describe('GET /api/notifications/stream', () => {
  it('refuses a signed-out caller, and any query at once (a stream never ends by itself)', async () => {
    expect((await stream(null)).status).toBe(401);
    const withQuery = await get(`${baseUrl}${NOTIFICATION_STREAM_PATH}?since=1`, teammate.cookie);
    expect(withQuery.status).toBe(400);
    expect(((await withQuery.json()) as { error: string }).error).toMatch(/takes no query parameters/);
  });

  it('sends "ready", then an event to the mentioned person only when a notification arrives', async () => {
    const mine = await stream(teammate.cookie);
    const author = await stream(owner.cookie);
    const outsider = await stream(stranger.cookie);
    expect(mine.status).toBe(200);
    expect(mine.contentType).toMatch(/^text\/event-stream/);
    await eventually(() => [mine, author, outsider].every((open) => open.events[0] === 'ready'));

    await mention(teammate, 'Please look');
    await eventually(() => mine.events.includes(NOTIFICATIONS_CHANGED_EVENT), 1000);
    // Delivered to every stream here in one pass: had the others been told, they would have it by now.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(author.events).toEqual(['ready']);
    expect(outsider.events).toEqual(['ready']);
    [mine, author, outsider].forEach((open) => open.close());
  });

  it('reaches a stream on another instance', async () => {
    const other = await secondInstance(t);
    try {
      const otherUrl = await other.app.listen({ port: 0, host: '127.0.0.1' });
      const there = await stream(teammate.cookie, otherUrl);
      await eventually(() => there.events[0] === 'ready');
      await mention(teammate, 'From the first instance');
      await eventually(() => there.events.includes(NOTIFICATIONS_CHANGED_EVENT), 1000);
      there.close();
    } finally {
      await other.close();
    }
  });

  it('tells the reader’s other screens, on every instance, when notifications are read on one, and nobody else', async () => {
    const other = await secondInstance(t);
    try {
      const otherUrl = await other.app.listen({ port: 0, host: '127.0.0.1' });
      const here = await stream(teammate.cookie);
      const there = await stream(teammate.cookie, otherUrl);
      const author = await stream(owner.cookie);
      await eventually(() => [here, there, author].every((open) => open.events[0] === 'ready'));
      await mention(teammate, 'Read me');
      await eventually(() => [here, there].every((open) => open.events.length === 2));

      const page = await t.app.inject({ method: 'GET', url: '/api/notifications', headers: { cookie: teammate.cookie } });
      const unread = page.json<{ notifications: Array<{ id: number; read: boolean }> }>().notifications.filter((item) => !item.read);
      expect(unread.length).toBeGreaterThan(0);
      const read = await t.app.inject({ method: 'POST', url: '/api/notifications/read', headers: { cookie: teammate.cookie }, payload: { ids: [unread[0]!.id] } });
      expect(read.statusCode).toBe(204);
      await eventually(() => [here, there].every((open) => open.events.length === 3), 1000);

      const readAll = await t.app.inject({ method: 'POST', url: '/api/notifications/read-all', headers: { cookie: teammate.cookie } });
      expect(readAll.statusCode).toBe(204);
      await eventually(() => [here, there].every((open) => open.events.length === 4), 1000);
      expect(here.events.slice(1)).toEqual(Array(3).fill(NOTIFICATIONS_CHANGED_EVENT));
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(author.events).toEqual(['ready']);
      [here, there, author].forEach((open) => open.close());
    } finally {
      await other.close();
    }
  });

  it(`holds at most ${NOTIFICATION_STREAMS_PER_USER} streams per person, and a closed stream leaves nothing behind`, async () => {
    for (let round = 0; round < 3; round++) {
      const streams = await Promise.all(Array.from({ length: NOTIFICATION_STREAMS_PER_USER }, () => stream(teammate.cookie)));
      expect(streams.map((open) => open.status)).toEqual(Array(NOTIFICATION_STREAMS_PER_USER).fill(200));
      const refused = await get(`${baseUrl}${NOTIFICATION_STREAM_PATH}`, teammate.cookie);
      expect(refused.status).toBe(429);
      expect(((await refused.json()) as { error: string }).error).toMatch(/Too many open notification streams/);
      // Someone else is not held back by this person's streams.
      expect((await stream(owner.cookie)).status).toBe(200);
      opened.at(-1)!.close();
      // Closed by the browser: the server lets go of each, so the next round opens as many again.
      streams.forEach((open) => open.close());
      await eventually(async () => {
        const probe = await get(`${baseUrl}${NOTIFICATION_STREAM_PATH}`, teammate.cookie);
        await probe.body?.cancel();
        return probe.status === 200;
      });
      // The probe itself counted as one; give the server a moment to drop it too.
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });

  it('ends open streams at shutdown, so the server closes without waiting for them', async () => {
    const other = await secondInstance(t);
    const otherUrl = await other.app.listen({ port: 0, host: '127.0.0.1' });
    const open = await stream(teammate.cookie, otherUrl);
    await eventually(() => open.events[0] === 'ready');
    const started = Date.now();
    await other.close();
    await open.ended;
    expect(Date.now() - started).toBeLessThan(5000);
  });
});

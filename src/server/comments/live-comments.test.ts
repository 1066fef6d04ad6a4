import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commentsChangedMessage } from '../../shared/contract/live-events.js';
import { eventually, openCollabClient, type CollabClient } from '../../../tests/support/collab-client.js';
import { startRedisServer, type RedisTestServer } from '../../../tests/support/redis-server.js';
import { signedInAccount } from '../../../tests/support/signed-in.js';
import { createTestApp, secondInstance, type TestApp } from '../../../tests/support/test-app.js';

/** A co-editing client that records the stateless messages the server sends it. */
function listeningClient(url: string, documentId: number, cookie: string): CollabClient & { heard: string[] } {
  const client = openCollabClient(url, documentId, cookie);
  const heard: string[] = [];
  client.provider.on('stateless', ({ payload }: { payload: string }) => heard.push(payload));
  return Object.assign(client, { heard });
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
let addressCounter = 0;

/**
 * Comments pushed live (issue 19, ADR 0046): whatever changes a document's threads, on whichever
 * instance, reaches every co-editing connection on that document as a `comments-changed` message,
 * and no connection on another document.
 */
async function expectChangesReachTheOtherInstance(t: TestApp): Promise<void> {
  const { cookie } = await signedInAccount(t);
  const create = async (title: string) => {
    const created = await t.app.inject({ method: 'POST', url: '/api/documents', headers: { cookie }, payload: { title, content: 'Words to discuss.' } });
    expect(created.statusCode).toBe(201);
    return created.json<{ id: number }>().id;
  };
  const documentId = await create('Discussed');
  const otherDocumentId = await create('Quiet');
  const other = await secondInstance(t);
  const clients: CollabClient[] = [];
  try {
    const otherUrl = await other.app.listen({ port: 0, host: '127.0.0.1' });
    const there = listeningClient(otherUrl, documentId, cookie);
    const elsewhere = listeningClient(otherUrl, otherDocumentId, cookie);
    clients.push(there, elsewhere);
    await Promise.all([there.ready, elsewhere.ready]);
    const expected = commentsChangedMessage(documentId);
    expect(JSON.parse(expected)).toEqual({ type: 'comments-changed', documentId });

    /** Makes a change on the first instance and expects the second's client to hear of it within a second. */
    const expectHeard = async (change: () => Promise<LightMyRequestResponse>, expectedStatus: number) => {
      const before = there.heard.length;
      const response = await change();
      expect(response.statusCode, response.body).toBe(expectedStatus);
      await eventually(() => there.heard.length > before, 1000);
      expect(there.heard.slice(before)).toEqual([expected]);
      return response;
    };
    const api = (method: 'POST' | 'PATCH' | 'DELETE' | 'PUT', url: string, payload?: object) => () =>
      t.app.inject({ method, url, headers: { cookie }, remoteAddress: `10.77.0.${++addressCounter % 250}`, ...(payload ? { payload } : {}) });
    const base = `/api/documents/${documentId}/comments`;

    const created = await expectHeard(api('POST', base, { body: 'Is this the right word?' }), 201);
    const thread = created.json<{ id: number; comments: Array<{ id: number }> }>();
    await expectHeard(api('POST', `${base}/${thread.id}/replies`, { body: 'I think so.' }), 201);
    await expectHeard(api('PATCH', `${base}/${thread.id}/comments/${thread.comments[0]!.id}`, { body: 'Is this the best word?' }), 200);
    await expectHeard(api('POST', `${base}/${thread.id}/resolve`), 200);
    await expectHeard(api('POST', `${base}/${thread.id}/reopen`), 200);
    await expectHeard(api('DELETE', `${base}/${thread.id}/comments/${thread.comments[0]!.id}`), 200);

    // A review link's guest: their comment and their decision.
    const shared = await t.app.inject({
      method: 'POST',
      url: `/api/documents/${documentId}/review-links`,
      headers: { cookie },
      payload: { contactName: 'Clara Client', contactEmail: 'clara@client.example', expiresAt: inDays(14), permission: 'comment' },
    });
    expect(shared.statusCode, shared.body).toBe(201);
    const token = shared.json<{ url: string }>().url.split('/review/')[1]!;
    await expectHeard(api('POST', `/api/review/${token}/comments`, { body: 'Looks good to me.' }), 201);
    await expectHeard(api('PUT', `/api/review/${token}/decision`, { decision: 'approved' }), 200);

    // A refused change announces nothing; the other document's connection heard nothing at all.
    const heardBefore = there.heard.length;
    const refused = await api('POST', `${base}/${thread.id}/replies`, { body: '' })();
    expect(refused.statusCode).toBe(400);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(there.heard.length).toBe(heardBefore);
    expect(elsewhere.heard).toEqual([]);
  } finally {
    for (const client of clients) client.close();
    await other.close();
  }
}

describe('comments pushed to open editors', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('tells a connection on another instance (LISTEN/NOTIFY) of every change to the document’s threads, within a second', async () => {
    await expectChangesReachTheOtherInstance(t);
  });

  it('ignores a stateless message a client sends: only the server announces changes', async () => {
    const { cookie } = await signedInAccount(t);
    const created = await t.app.inject({ method: 'POST', url: '/api/documents', headers: { cookie }, payload: { title: 'Forged', content: 'Text.' } });
    const documentId = created.json<{ id: number }>().id;
    const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const sender = listeningClient(url, documentId, cookie);
    const listener = listeningClient(url, documentId, cookie);
    try {
      await Promise.all([sender.ready, listener.ready]);
      sender.provider.sendStateless(commentsChangedMessage(documentId));
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(listener.heard).toEqual([]);
    } finally {
      sender.close();
      listener.close();
    }
  });
});

describe('comments pushed to open editors through Redis (REDIS_URL)', () => {
  let redis: RedisTestServer;
  let r: TestApp;
  beforeAll(async () => {
    redis = await startRedisServer();
    r = await createTestApp({ redisUrl: redis.url });
  });
  afterAll(async () => {
    await r?.close();
    await redis?.close();
  });

  it('tells a connection on another instance of every change to the document’s threads, within a second', async () => {
    await expectChangesReachTheOtherInstance(r);
  });
});

import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from '../../shared/contract/clients.js';
import type { PlanLimitResponse } from '../../shared/contract/subscriptions.js';
import { signedInAccount } from '../../../tests/support/signed-in.js';
import { createTestApp, sessionCookieFrom, type TestApp } from '../../../tests/support/test-app.js';
import { ensureMasterAccount } from '../auth/ensure-master-account.js';
import { documents, files, workspaceMembers } from '../db/schema.js';
import { planOf } from './plans.js';
import { startOfMonth } from './plan-limits.js';

const GB = 1024 ** 3;
let t: TestApp;
let master: { cookie: string; userId: number };

beforeAll(async () => {
  t = await createTestApp();
  const settings = { email: 'limits-root@inkwise.example', key: 'master key for limit tests' };
  await ensureMasterAccount(t.database.db, settings);
  const login = await t.app.inject({ method: 'POST', url: '/api/auth/master-login', payload: { email: settings.email, password: settings.key } });
  master = { cookie: sessionCookieFrom(login), userId: login.json<{ user: { id: number } }>().user.id };
});
afterAll(async () => {
  await t.close();
});

async function workspaceOf(userId: number): Promise<number> {
  const [membership] = await t.database.db.select().from(workspaceMembers).where(eq(workspaceMembers.userId, userId));
  return membership!.workspaceId;
}

/** Documents written straight to the table: the limit counts rows, however they were made. */
async function seedDocuments(workspaceId: number, count: number, createdAt = new Date()) {
  await t.database.pool.query(
    `INSERT INTO documents (workspace_id, title, content, word_count, seo_score, created_at)
     SELECT $1, 'Seeded ' || n, '', 0, 0, $3 FROM generate_series(1, $2) AS n`,
    [workspaceId, count, createdAt],
  );
}

const createDocument = (cookie: string) =>
  t.app.inject({ method: 'POST', url: '/api/documents', headers: { cookie }, payload: { title: 'One more', content: 'Text', personalityId: 1 } });

describe('documents per month', () => {
  it('answers 402 naming the limit once this month’s allowance is used; last month’s documents do not count', async () => {
    const account = await signedInAccount(t);
    const workspaceId = await workspaceOf(account.userId);
    const allowed = planOf('free').limits.documentsPerMonth;
    const lastMonth = new Date(startOfMonth().getTime() - 86_400_000);
    await seedDocuments(workspaceId, allowed, lastMonth);
    await seedDocuments(workspaceId, allowed - 1);
    expect((await createDocument(account.cookie)).statusCode).toBe(201);

    const refused = await createDocument(account.cookie);
    expect(refused.statusCode).toBe(402);
    const body = refused.json<PlanLimitResponse>();
    expect(body).toMatchObject({ limit: 'documentsPerMonth', upgradeUrl: '/subscription' });
    expect(body.error).toBe(
      `Your Free plan allows ${allowed} new documents a month, and this month's are used. Upgrade your plan on the subscription page to create more.`,
    );
    // The refused document was not stored: the allowance's rows, last month's, and the one accepted.
    expect((await t.database.db.select().from(documents).where(eq(documents.workspaceId, workspaceId))).length).toBe(allowed * 2);
  });

  it('lets only one of several simultaneous requests take the month’s last document', async () => {
    const account = await signedInAccount(t);
    const workspaceId = await workspaceOf(account.userId);
    const allowed = planOf('free').limits.documentsPerMonth;
    await seedDocuments(workspaceId, allowed - 1);
    const answers = await Promise.all(Array.from({ length: 6 }, () => createDocument(account.cookie)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 402, 402, 402, 402, 402]);
    expect((await t.database.db.select().from(documents).where(eq(documents.workspaceId, workspaceId))).length).toBe(allowed);
  });

  it('lifts the limit with a bigger plan', async () => {
    const account = await signedInAccount(t);
    await seedDocuments(await workspaceOf(account.userId), planOf('free').limits.documentsPerMonth);
    expect((await createDocument(account.cookie)).statusCode).toBe(402);
    const subscribed = await t.app.inject({
      method: 'POST',
      url: '/api/subscription/create',
      headers: { cookie: account.cookie },
      payload: { userId: account.userId, planId: 'individual', paymentMethod: 'stripe' },
    });
    expect(subscribed.statusCode).toBe(200);
    expect((await createDocument(account.cookie)).statusCode).toBe(201);
  });

  it('does not limit the master account', async () => {
    await seedDocuments(await workspaceOf(master.userId), planOf('enterprise').limits.documentsPerMonth);
    expect((await createDocument(master.cookie)).statusCode).toBe(201);
  });
});

describe('storage for uploads', () => {
  async function upload(cookie: string, clientId: number, content: string) {
    const form = new FormData();
    form.append('clientId', String(clientId));
    form.append('files', new Blob([content]), 'notes.txt');
    const request = new Request('http://localhost/api/files/upload', { method: 'POST', body: form });
    return t.app.inject({
      method: 'POST',
      url: '/api/files/upload',
      headers: { cookie, 'content-type': request.headers.get('content-type') ?? '' },
      payload: Buffer.from(await request.arrayBuffer()),
    });
  }

  async function setup(account: { cookie: string; userId: number }, usedBytes: number) {
    const client = (
      await t.app.inject({ method: 'POST', url: '/api/clients', headers: { cookie: account.cookie }, payload: { name: 'Northwind' } })
    ).json<Client>();
    // One large file already stored (its bytes are not needed: usage is read from the rows).
    await t.database.db.insert(files).values({
      workspaceId: await workspaceOf(account.userId),
      clientId: client.id,
      originalName: 'archive.pdf',
      fileType: 'pdf',
      mimeType: 'application/pdf',
      fileSize: usedBytes,
      storageKey: `seeded-${account.userId}`,
      processingStatus: 'completed',
    });
    return client.id;
  }

  async function storedObjects(): Promise<number> {
    const folders = await readdir(t.storageRoot).catch(() => []);
    let count = 0;
    for (const folder of folders) count += (await readdir(path.join(t.storageRoot, folder))).length;
    return count;
  }

  it('refuses with 402 an upload that would pass the plan’s storage, keeping none of its bytes', async () => {
    const account = await signedInAccount(t);
    const clientId = await setup(account, planOf('free').limits.storageGB * GB - 10);
    const objectsBefore = await storedObjects();
    const refused = await upload(account.cookie, clientId, 'Twenty bytes of text');
    expect(refused.statusCode).toBe(402);
    expect(refused.json<PlanLimitResponse>()).toMatchObject({ limit: 'storageGB', upgradeUrl: '/subscription' });
    expect(refused.json<PlanLimitResponse>().error).toMatch(/past the 1 GB of storage in your Free plan/);
    expect(await storedObjects()).toBe(objectsBefore);
    expect((await t.database.db.select().from(files).where(eq(files.clientId, clientId))).length).toBe(1);

    // What still fits is accepted.
    expect((await upload(account.cookie, clientId, 'Fits.')).statusCode).toBe(201);
  });

  it('refuses at once when the storage is already full', async () => {
    const account = await signedInAccount(t);
    const clientId = await setup(account, planOf('free').limits.storageGB * GB);
    const refused = await upload(account.cookie, clientId, 'x');
    expect(refused.statusCode).toBe(402);
    expect(refused.json<PlanLimitResponse>().limit).toBe('storageGB');
  });

  it('does not limit the master account', async () => {
    const clientId = await setup(master, planOf('enterprise').limits.storageGB * GB);
    expect((await upload(master.cookie, clientId, 'Master notes')).statusCode).toBe(201);
  });
});

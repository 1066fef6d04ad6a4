import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataExport } from '../../shared/contract/your-data.js';
import { DATA_EXPORTS_PER_DAY } from '../../shared/limits.js';
import { apiKeys, dataExports, files, users } from '../db/schema.js';
import { buildQueuedExports } from '../../../tests/support/data-export.js';
import { deliverQueuedMail } from '../../../tests/support/mail.js';
import { accountWithRecords, sampleFile, type Context } from '../../../tests/support/route-samples.js';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.js';
import { unzipEntries } from '../../../tests/support/unzip.js';
import { removeExpiredExports } from './remove-expired-exports.js';

let t: TestApp;
let me: Context;
let other: Context;

beforeAll(async () => {
  t = await createTestApp();
  // Each has a client, a project, a document, an uploaded file, API keys and one ready export.
  me = await accountWithRecords(t);
  other = await accountWithRecords(t);
});
afterAll(async () => {
  await t.close();
});

const as = (who: Context) => ({ cookie: who.account.cookie });
const current = async (who: Context) => (await t.app.inject({ method: 'GET', url: '/api/data-export', headers: as(who) })).json<DataExport>();
const download = (who: Context, id: number) => t.app.inject({ method: 'GET', url: `/api/data-export/${id}/download`, headers: as(who) });

describe('Download my data', () => {
  it('builds a zip of the documents as Markdown, every record as JSON and the uploaded files, mails the owner, and keeps no secret in it', async () => {
    const previous = await current(me);
    expect(previous.status).toBe('ready');
    const document = await t.app.inject({
      method: 'POST',
      url: '/api/documents',
      headers: as(me),
      payload: { title: 'Launch plan: Q3', content: '# Launch\n\nWe ship the **green tea** range in July.' },
    });
    expect(document.statusCode).toBe(201);
    const documentId = document.json<{ id: number }>().id;

    const requested = await t.app.inject({ method: 'POST', url: '/api/data-export', headers: as(me) });
    expect(requested.statusCode, requested.body).toBe(202);
    expect(requested.json<DataExport>()).toMatchObject({ status: 'preparing', downloadPath: null });
    expect(await current(me)).toMatchObject({ status: 'preparing', id: requested.json<DataExport>().id });

    expect(await buildQueuedExports(t)).toBe(1);
    const ready = await current(me);
    expect(ready).toMatchObject({ status: 'ready', id: requested.json<DataExport>().id, downloadPath: `/api/data-export/${ready.id}/download` });
    const hoursLeft = (new Date(ready.expiresAt!).getTime() - Date.now()) / 3_600_000;
    expect(hoursLeft).toBeGreaterThan(23.9);
    expect(hoursLeft).toBeLessThanOrEqual(24);

    const mailbox = await deliverQueuedMail(t);
    const mail = mailbox.findLast((candidate) => candidate.to === me.account.email && /data is ready/.test(candidate.subject));
    expect(mail?.text).toContain('http://localhost:3000/settings#your-data');
    expect(mail?.text).toContain('24 hours');

    const zip = await t.app.inject({ method: 'GET', url: ready.downloadPath!, headers: as(me) });
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    expect(zip.headers['content-disposition']).toMatch(/^attachment; filename="inkwise-data-\d{4}-\d{2}-\d{2}\.zip"$/);
    const entries = await unzipEntries(zip.rawPayload);

    const markdown = entries.get(`documents/${documentId}-Launch-plan-Q3.md`)?.toString('utf8');
    expect(markdown).toContain('title: "Launch plan: Q3"');
    expect(markdown).toContain('We ship the **green tea** range in July.');
    expect([...entries.keys()].filter((name) => name.startsWith('documents/'))).toHaveLength(2);

    const records = JSON.parse(entries.get('inkwise-records.json')!.toString('utf8')) as Record<string, unknown> & {
      account: Record<string, unknown>;
      documents: Array<{ id: number; title: string; content: string; exportPath: string }>;
      clients: Array<{ id: number; name: string }>;
      projects: Array<{ id: number }>;
      apiKeys: Array<Record<string, unknown>>;
      files: Array<{ id: number; originalName: string; exportPath: string }>;
      personalities: Array<{ id: number }>;
      dictionary: Array<{ word: string }>;
    };
    expect(records.account).toMatchObject({ id: me.account.userId, email: me.account.email });
    expect(records.account).not.toHaveProperty('passwordHash');
    expect(records.documents.find((row) => row.id === documentId)).toMatchObject({ title: 'Launch plan: Q3', exportPath: `documents/${documentId}-Launch-plan-Q3.md` });
    expect(records.clients.map((row) => row.id)).toEqual([me.own.clients]);
    expect(records.projects.map((row) => row.id)).toEqual([me.own.projects]);
    expect(records.personalities.map((row) => row.id)).toEqual([me.own.personalities]);
    expect(records.dictionary.map((row) => row.word)).toEqual(['Corpusword']);
    expect(records.apiKeys.map((key) => key.name).sort()).toEqual(['Corpus', 'Spare']);
    expect(Object.keys(records.apiKeys[0]!)).not.toContain('tokenHash');
    expect(records).toHaveProperty('subscription');
    expect(records).toHaveProperty('aiUsage');

    const [file] = records.files;
    expect(file).toMatchObject({ id: me.own.files, originalName: 'notes.txt', exportPath: `files/${me.own.files}-notes.txt` });
    expect(entries.get(file!.exportPath)?.toString('utf8')).toBe(sampleFile.content);

    // Nothing of another account, and no secret anywhere in the archive's bytes or entries.
    const [account] = await t.database.db.select().from(users).where(eq(users.id, me.account.userId));
    const keyHashes = (await t.database.db.select({ hash: apiKeys.tokenHash }).from(apiKeys)).map((row) => row.hash);
    const everything = Buffer.concat([zip.rawPayload, ...entries.values()]).toString('latin1');
    for (const secret of [account!.passwordHash, me.apiKey, ...keyHashes, other.account.email]) expect(everything).not.toContain(secret);

    // The export it replaced is gone at once: one copy of the data is enough.
    expect((await download(me, previous.id!)).statusCode).toBe(404);
  });

  it('prepares one export at a time per account', async () => {
    const first = await t.app.inject({ method: 'POST', url: '/api/data-export', headers: as(other) });
    expect(first.statusCode).toBe(202);
    const second = await t.app.inject({ method: 'POST', url: '/api/data-export', headers: as(other) });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ error: 'An export is already being prepared. We will email you when it is ready.' });
    await buildQueuedExports(t);
  });

  it(`refuses more than ${DATA_EXPORTS_PER_DAY} exports a day`, async () => {
    // other has asked twice today (accountWithRecords, and the test above).
    const third = await t.app.inject({ method: 'POST', url: '/api/data-export', headers: as(other) });
    expect(third.statusCode).toBe(202);
    await buildQueuedExports(t);
    const fourth = await t.app.inject({ method: 'POST', url: '/api/data-export', headers: as(other) });
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json<{ error: string }>().error).toMatch(/3 exports a day/);
  });

  it('lets only the signed-in owner download: another account’s export id is a 404, signed out a 401', async () => {
    const mine = await current(me);
    const theirs = await current(other);
    expect((await download(me, mine.id!)).statusCode).toBe(200);
    expect((await download(me, theirs.id!)).statusCode).toBe(404);
    expect((await download(other, mine.id!)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/data-export/${mine.id}/download` })).statusCode).toBe(401);
  });

  it('says so when an export could not be built, and lets the owner try again', async () => {
    const unlucky = await accountWithRecords(t);
    const [upload] = await t.database.db.select().from(files).where(eq(files.id, Number(unlucky.own.files)));
    // The stored upload is lost: the zip cannot be completed.
    await t.storage.delete(upload!.storageKey);
    const requested = await t.app.inject({ method: 'POST', url: '/api/data-export', headers: as(unlucky) });
    expect(requested.statusCode).toBe(202);
    await buildQueuedExports(t);
    expect(await current(unlucky)).toMatchObject({ status: 'failed', downloadPath: null });
    const [row] = await t.database.db.select().from(dataExports).where(eq(dataExports.id, requested.json<DataExport>().id!));
    expect(row).toMatchObject({ status: 'failed', storageKey: null });

    const retried = await t.app.inject({ method: 'POST', url: '/api/data-export', headers: as(unlucky) });
    expect(retried.statusCode).toBe(202);
    expect(await current(unlucky)).toMatchObject({ status: 'preparing' });
  });

  it('stops working 24 hours after it was ready, and then the zip is removed from storage', async () => {
    const mine = await current(me);
    const [row] = await t.database.db.select().from(dataExports).where(eq(dataExports.id, mine.id!));
    await t.database.db.update(dataExports).set({ expiresAt: new Date(Date.now() - 60_000) }).where(eq(dataExports.id, mine.id!));

    expect((await download(me, mine.id!)).statusCode).toBe(404);
    expect(await current(me)).toMatchObject({ status: 'none', downloadPath: null });

    expect(await removeExpiredExports(t.database.db, t.storage)).toBe(1);
    await expect(t.storage.read(row!.storageKey!)).rejects.toThrow();
    const [after] = await t.database.db.select().from(dataExports).where(eq(dataExports.id, mine.id!));
    expect(after).toMatchObject({ status: 'expired', storageKey: null });
    // The other account's export is untouched.
    expect((await download(other, (await current(other)).id!)).statusCode).toBe(200);
  });
});

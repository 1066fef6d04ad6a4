import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from '../../shared/contract/clients.js';
import type { StoredFile, UploadResponse } from '../../shared/contract/files.js';
import { signedInAccount } from '../../../tests/support/signed-in.js';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.js';
import { files, jobs, workspaceMembers } from '../db/schema.js';

let t: TestApp;
let cookie: string;
let otherCookie: string;
let clientId: number;

beforeAll(async () => {
  t = await createTestApp();
  ({ cookie } = await signedInAccount(t));
  ({ cookie: otherCookie } = await signedInAccount(t));
  clientId = (await t.app.inject({ method: 'POST', url: '/api/clients', headers: { cookie }, payload: { name: 'Northwind' } })).json<Client>().id;
});
afterAll(async () => {
  await t.close();
});

const PNG_HEADER = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');
const WINDOWS_EXECUTABLE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62), Buffer.from('PE\0\0'), Buffer.alloc(200, 1)]);

/** Sends the parts in the order given: the clientId field first, as browsers send it, unless a test says otherwise. */
async function upload(parts: Array<[string, Buffer | string] | ['clientId', string]>, as = cookie, { fieldsFirst = true } = {}) {
  const form = new FormData();
  const ordered = fieldsFirst ? [...parts].sort(([a], [b]) => Number(b === 'clientId') - Number(a === 'clientId')) : parts;
  for (const [name, content] of ordered) {
    if (name === 'clientId') form.append('clientId', content as string);
    else form.append('files', new Blob([content]), name);
  }
  const request = new Request('http://localhost/api/files/upload', { method: 'POST', body: form });
  return t.app.inject({
    method: 'POST',
    url: '/api/files/upload',
    headers: { cookie: as, 'content-type': request.headers.get('content-type') ?? '' },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}

async function storedObjects(): Promise<number> {
  const folders = await readdir(t.storageRoot).catch(() => []);
  let count = 0;
  for (const folder of folders) count += (await readdir(path.join(t.storageRoot, folder))).length;
  return count;
}

describe('POST /api/files/upload', () => {
  it('stores several files at once as pending and queues their extraction', async () => {
    const response = await upload([
      ['notes.txt', 'Meeting notes: launch on Monday.'],
      ['logo.png', PNG_HEADER],
      ['clientId', String(clientId)],
    ]);
    expect(response.statusCode).toBe(201);
    const body = response.json<UploadResponse>();
    expect(body.message).toMatch(/^2 files uploaded/);
    expect(body.rejected).toEqual([]);
    expect(body.uploaded.map((file) => [file.originalName, file.fileType, file.processingStatus, file.fileSize])).toEqual([
      ['notes.txt', 'txt', 'pending', 32],
      ['logo.png', 'png', 'pending', PNG_HEADER.length],
    ]);
    const queued = await t.database.db.select().from(jobs).where(eq(jobs.kind, 'extract-file'));
    const queuedIds = queued.map((job) => job.payload.fileId);
    for (const file of body.uploaded) expect(queuedIds).toContain(file.id);
  });

  it('accepts the client id before the files too', async () => {
    const response = await upload([['clientId', String(clientId)], ['brief.txt', 'A short brief.']]);
    expect(response.statusCode).toBe(201);
  });

  it('refuses an upload without a client, storing nothing', async () => {
    const before = await storedObjects();
    const response = await upload([['notes.txt', 'text']]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Choose a client before uploading files.' });
    expect(await storedObjects()).toBe(before);
  });

  it('refuses another workspace’s client', async () => {
    const foreign = (await t.app.inject({ method: 'POST', url: '/api/clients', headers: { cookie: otherCookie }, payload: { name: 'Theirs' } })).json<Client>();
    const response = await upload([['notes.txt', 'text'], ['clientId', String(foreign.id)]]);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: string }>().error).toBe(`clientId ${foreign.id} is not one of your clients`);
  });

  it('refuses a type outside the list, naming the file', async () => {
    const response = await upload([['setup.exe', WINDOWS_EXECUTABLE], ['clientId', String(clientId)]]);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: string }>().error).toMatch(/^Nothing was uploaded\. setup\.exe: not an accepted type/);
  });

  it('refuses a renamed executable by its magic bytes, and an image that is not one', async () => {
    const before = await storedObjects();
    const response = await upload([
      ['report.pdf', WINDOWS_EXECUTABLE],
      ['photo.jpg', PNG_HEADER],
      ['clientId', String(clientId)],
    ]);
    expect(response.statusCode).toBe(400);
    const { error } = response.json<{ error: string }>();
    expect(error).toContain('report.pdf: its content is EXE data, not .pdf');
    expect(error).toContain('photo.jpg: its content is PNG data, not .jpg');
    expect(await storedObjects()).toBe(before);
  });

  it('accepts a password-protected Word file (a compound file) so extraction can say it is protected', async () => {
    const compoundFile = Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(1024)]);
    const response = await upload([['locked.docx', compoundFile], ['clientId', String(clientId)]]);
    expect(response.statusCode).toBe(201);
  });

  it('refuses binary data named .txt', async () => {
    const response = await upload([['data.txt', Buffer.from([0x41, 0x00, 0x42, 0x00, 0x7f, 0x00])], ['clientId', String(clientId)]]);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: string }>().error).toMatch(/data\.txt: its content is binary data/);
  });

  it('stores the good files of a mixed batch and names the bad ones', async () => {
    const response = await upload([
      ['good.txt', 'Fine text.'],
      ['bad.bat', 'echo hi'],
      ['clientId', String(clientId)],
    ]);
    expect(response.statusCode).toBe(201);
    const body = response.json<UploadResponse>();
    expect(body.uploaded.map((file) => file.originalName)).toEqual(['good.txt']);
    expect(body.rejected).toEqual([{ name: 'bad.bat', reason: expect.stringMatching(/not an accepted type/) as unknown as string }]);
    expect(body.message).toMatch(/Refused: bad\.bat/);
  });

  it('refuses a file over 50 MB and keeps none of its bytes', async () => {
    const before = await storedObjects();
    const response = await upload([['huge.txt', Buffer.alloc(50 * 1024 * 1024 + 1, 'a')], ['clientId', String(clientId)]]);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: string }>().error).toMatch(/huge\.txt: larger than the 50 MB limit/);
    expect(await storedObjects()).toBe(before);
  });

  it('never uses the file name as a path', async () => {
    const response = await upload([['../../etc/evil.txt', 'gotcha'], ['clientId', String(clientId)]]);
    expect(response.statusCode).toBe(201);
    const [file] = response.json<UploadResponse>().uploaded;
    expect(file?.originalName).toBe('evil.txt');
    const [row] = await t.database.db.select().from(files).where(eq(files.id, file!.id));
    expect(row?.storageKey).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers 401 without a session', async () => {
    expect((await upload([['a.txt', 'x'], ['clientId', String(clientId)]], '')).statusCode).toBe(401);
  });
});

describe('listing, downloading and deleting files', () => {
  let file: StoredFile;
  beforeAll(async () => {
    const response = await upload([['brand guide.txt', 'Use the deep blue. Never the orange.'], ['clientId', String(clientId)]]);
    [file] = response.json<UploadResponse>().uploaded as [StoredFile];
  });

  it('lists files newest first, filtered by client', async () => {
    const other = (await t.app.inject({ method: 'POST', url: '/api/clients', headers: { cookie }, payload: { name: 'Contoso' } })).json<Client>();
    await upload([['contoso.txt', 'Contoso notes'], ['clientId', String(other.id)]]);
    const forNorthwind = (await t.app.inject({ method: 'GET', url: `/api/files?clientId=${clientId}`, headers: { cookie } })).json<StoredFile[]>();
    expect(forNorthwind.every((entry) => entry.clientId === clientId)).toBe(true);
    expect(forNorthwind[0]?.id).toBe(file.id);
    const all = (await t.app.inject({ method: 'GET', url: '/api/files', headers: { cookie } })).json<StoredFile[]>();
    expect(all.length).toBe(forNorthwind.length + 1);
    expect((await t.app.inject({ method: 'GET', url: '/api/files', headers: { cookie: otherCookie } })).json()).toEqual([]);
  });

  it('downloads the original as an attachment that browsers will not sniff', async () => {
    const response = await t.app.inject({ method: 'GET', url: file.fileUrl, headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('Use the deep blue. Never the orange.');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="brand guide.txt"; filename*=UTF-8''brand%20guide.txt`);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('hides another workspace’s file with 404 for every call', async () => {
    for (const [method, url] of [['GET', `/api/files/${file.id}`], ['GET', file.fileUrl], ['DELETE', `/api/files/${file.id}`]] as const) {
      expect((await t.app.inject({ method, url, headers: { cookie: otherCookie } })).statusCode).toBe(404);
    }
  });

  it('tracks the workspace’s storage use', async () => {
    const usage = (await t.app.inject({ method: 'GET', url: '/api/files/usage', headers: { cookie } })).json<{ bytesUsed: number; fileCount: number }>();
    const all = (await t.app.inject({ method: 'GET', url: '/api/files', headers: { cookie } })).json<StoredFile[]>();
    expect(usage.fileCount).toBe(all.length);
    expect(usage.bytesUsed).toBe(all.reduce((total, entry) => total + entry.fileSize, 0));
  });

  it('keeps a client with files from being deleted, naming what is in the way', async () => {
    const response = await t.app.inject({ method: 'DELETE', url: `/api/clients/${clientId}`, headers: { cookie } });
    expect(response.statusCode).toBe(409);
    expect(response.json<{ error: string }>().error).toMatch(/^Northwind still has \d+ files\. Delete or move them first\.$/);
  });

  it('deletes the row and the stored bytes', async () => {
    const before = await storedObjects();
    expect((await t.app.inject({ method: 'DELETE', url: `/api/files/${file.id}`, headers: { cookie } })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: `/api/files/${file.id}`, headers: { cookie } })).statusCode).toBe(404);
    expect(await storedObjects()).toBe(before - 1);
  });
});

describe('POST /api/files/upload stores nothing it should refuse (issue 12, defect 10)', () => {
  /** Counts the writes the app makes to its (real, local-disk) storage. */
  async function writesDuring(work: () => Promise<unknown>): Promise<number> {
    const write = t.storage.write.bind(t.storage);
    let writes = 0;
    t.storage.write = (key, content) => {
      writes += 1;
      return write(key, content);
    };
    try {
      await work();
    } finally {
      t.storage.write = write;
    }
    return writes;
  }

  it('refuses files sent before the clientId field at once, without writing a byte of them', async () => {
    let response: Awaited<ReturnType<typeof upload>> | undefined;
    const writes = await writesDuring(async () => {
      response = await upload([['notes.txt', 'text'], ['clientId', String(clientId)]], cookie, { fieldsFirst: false });
    });
    expect(response!.statusCode).toBe(400);
    expect(response!.json()).toEqual({ error: 'Choose a client before uploading files.' });
    expect(writes).toBe(0);
  });

  it('refuses another workspace’s client without writing a byte', async () => {
    const foreign = (await t.app.inject({ method: 'POST', url: '/api/clients', headers: { cookie: otherCookie }, payload: { name: 'Not yours' } })).json<Client>();
    let response: Awaited<ReturnType<typeof upload>> | undefined;
    const writes = await writesDuring(async () => {
      response = await upload([['clientId', String(foreign.id)], ['notes.txt', 'text']]);
    });
    expect(response!.statusCode).toBe(400);
    expect(writes).toBe(0);
  });

  it('stops a file as soon as it passes the plan’s storage left, and keeps nothing of the batch', async () => {
    const { cookie: nearlyFull, userId } = await signedInAccount(t);
    const [member] = await t.database.db.select().from(workspaceMembers).where(eq(workspaceMembers.userId, userId));
    const workspaceId = member!.workspaceId;
    const ownClient = (await t.app.inject({ method: 'POST', url: '/api/clients', headers: { cookie: nearlyFull }, payload: { name: 'Full' } })).json<Client>();
    // The free plan's 1 GB, all but 1 KB used by a file stored earlier.
    await t.database.db.insert(files).values({
      workspaceId,
      clientId: ownClient.id,
      originalName: 'archive.txt',
      fileType: 'txt',
      mimeType: 'text/plain',
      fileSize: 1024 ** 3 - 1024,
      storageKey: `earlier-${workspaceId}`,
      processingStatus: 'completed',
    });
    const before = await storedObjects();
    const response = await upload(
      [['clientId', String(ownClient.id)], ['small.txt', 'fits'], ['large.txt', Buffer.alloc(64 * 1024, 'a')]],
      nearlyFull,
    );
    expect(response.statusCode).toBe(402);
    expect(response.json<{ error: string; limit: string }>()).toMatchObject({ limit: 'storageGB' });
    expect(await storedObjects()).toBe(before);
  });
});

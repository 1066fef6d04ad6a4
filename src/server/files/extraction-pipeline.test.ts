import { eq, sql } from 'drizzle-orm';
import { setTimeout as sleep } from 'node:timers/promises';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Client } from '../../shared/contract/clients.js';
import type { StoredFile, UploadResponse } from '../../shared/contract/files.js';
import { signedInAccount } from '../../../tests/support/signed-in.js';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.js';
import { jobs } from '../db/schema.js';
import { claimJob } from '../jobs/job-queue.js';
import { JobRunner } from '../jobs/job-runner.js';
import { extractFileJob } from './extract-file-job.js';
import { EXTRACT_FILE_JOB } from './file-job-kinds.js';

let t: TestApp;
let cookie: string;
let clientId: number;
const logger = pino({ level: 'silent' });

beforeAll(async () => {
  t = await createTestApp();
  ({ cookie } = await signedInAccount(t));
  clientId = (await t.app.inject({ method: 'POST', url: '/api/clients', headers: { cookie }, payload: { name: 'Northwind' } })).json<Client>().id;
});
afterAll(async () => {
  await t.close();
});

function runner() {
  return new JobRunner({
    db: t.database.db,
    logger,
    handlers: { [EXTRACT_FILE_JOB]: extractFileJob(t.database.db, t.storage) },
    pollIntervalMs: 50,
    leaseSeconds: 30,
  });
}

async function uploadText(name: string, content: string): Promise<StoredFile> {
  const form = new FormData();
  form.append('clientId', String(clientId));
  form.append('files', new Blob([content]), name);
  const request = new Request('http://localhost/api/files/upload', { method: 'POST', body: form });
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/files/upload',
    headers: { cookie, 'content-type': request.headers.get('content-type') ?? '' },
    payload: Buffer.from(await request.arrayBuffer()),
  });
  expect(response.statusCode).toBe(201);
  return response.json<UploadResponse>().uploaded[0]!;
}

async function waitForStatus(id: number, timeoutMs = 30_000): Promise<StoredFile> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const file = (await t.app.inject({ method: 'GET', url: `/api/files/${id}`, headers: { cookie } })).json<StoredFile>();
    if (file.processingStatus !== 'pending' || Date.now() > deadline) return file;
    await sleep(100);
  }
}

describe('background extraction', () => {
  it('takes an uploaded file from pending to completed with its text', async () => {
    const worker = runner();
    worker.start();
    try {
      const file = await uploadText('brief.txt', 'Launch the spring range on 3 March. Lead with the recycled packaging.');
      const done = await waitForStatus(file.id);
      expect(done).toMatchObject({
        processingStatus: 'completed',
        extractedText: 'Launch the spring range on 3 March. Lead with the recycled packaging.',
        failureReason: null,
      });
    } finally {
      await worker.stop();
    }
  });

  it('loses nothing when a worker dies mid-extraction: the job is claimed again and the file completes', async () => {
    const file = await uploadText('notes.txt', 'Survives a crash.');
    // A worker claims the job and dies without a word: its lease is all that is left.
    const claimed = await claimJob(t.database.db, 'crashed-worker', 30);
    expect(claimed?.payload.fileId).toBe(file.id);
    await t.database.db.update(jobs).set({ leaseExpiresAt: sql`now() - interval '1 second'` }).where(eq(jobs.id, claimed!.id));

    const worker = runner();
    worker.start();
    try {
      expect(await waitForStatus(file.id)).toMatchObject({ processingStatus: 'completed', extractedText: 'Survives a crash.' });
      // The job is marked done after its handler has stored the file's result: a moment later.
      await vi.waitFor(async () => {
        const [job] = await t.database.db.select().from(jobs).where(eq(jobs.id, claimed!.id));
        expect(job).toMatchObject({ status: 'done', attempts: 2 });
      });
    } finally {
      await worker.stop();
    }
  });

  it('two instances share the queue without extracting a file twice', async () => {
    const uploaded = await Promise.all(Array.from({ length: 6 }, (_, index) => uploadText(`batch-${index}.txt`, `Batch file ${index}.`)));
    const workers = [runner(), runner()];
    for (const worker of workers) worker.start();
    try {
      for (const file of uploaded) expect((await waitForStatus(file.id)).processingStatus).toBe('completed');
      const ids = uploaded.map((file) => file.id);
      const rows = await t.database.db.select().from(jobs).where(eq(jobs.kind, EXTRACT_FILE_JOB));
      const mine = rows.filter((job) => ids.includes(Number(job.payload.fileId)));
      expect(mine.every((job) => job.status === 'done' && job.attempts === 1)).toBe(true);
    } finally {
      await Promise.all(workers.map((worker) => worker.stop()));
    }
  });
});

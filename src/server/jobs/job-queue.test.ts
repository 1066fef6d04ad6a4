import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/test-database.js';
import { jobs } from '../db/schema.js';
import { claimJob, enqueueJob, failJob, finishJob, releaseJob } from './job-queue.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.drop();
});
beforeEach(async () => {
  await database.db.delete(jobs);
});

describe('the job queue', () => {
  it('hands each job to exactly one of many workers claiming at once', async () => {
    for (let index = 0; index < 10; index += 1) await enqueueJob(database.db, 'test', { index });
    const claims = await Promise.all(
      Array.from({ length: 16 }, (_, worker) => claimJob(database.db, `worker-${worker}`, 60)),
    );
    const claimed = claims.filter((job) => job !== null).map((job) => job.id);
    expect(claimed).toHaveLength(10);
    expect(new Set(claimed).size).toBe(10);
  });

  it('gives a job whose worker died back to the queue once its lease runs out', async () => {
    await enqueueJob(database.db, 'test', {});
    const first = await claimJob(database.db, 'dies', 60);
    expect(await claimJob(database.db, 'other', 60)).toBeNull();
    await database.db.update(jobs).set({ leaseExpiresAt: sql`now() - interval '1 second'` }).where(eq(jobs.id, first!.id));
    const again = await claimJob(database.db, 'other', 60);
    expect(again?.id).toBe(first!.id);
    expect(again?.attempts).toBe(2);
    expect(again?.lockedBy).toBe('other');
  });

  it('finishes, retries with backoff, and fails for good after the last attempt', async () => {
    await enqueueJob(database.db, 'test', {});
    const job = await claimJob(database.db, 'w', 60);
    expect(await failJob(database.db, job!, 'boom', 2)).toBe('retry');
    expect(await claimJob(database.db, 'w', 60)).toBeNull(); // waiting out its backoff
    await database.db.update(jobs).set({ runAfter: sql`now()` });
    const second = await claimJob(database.db, 'w', 60);
    expect(await failJob(database.db, second!, 'boom again', 2)).toBe('failed');
    const [row] = await database.db.select().from(jobs);
    expect(row).toMatchObject({ status: 'failed', lastError: 'boom again', attempts: 2 });

    await enqueueJob(database.db, 'test', {});
    const done = await claimJob(database.db, 'w', 60);
    await finishJob(database.db, done!);
    expect((await database.db.select().from(jobs).where(eq(jobs.id, done!.id)))[0]?.status).toBe('done');
  });

  it('lets a job handed back at shutdown be claimed at once, without spending an attempt', async () => {
    await enqueueJob(database.db, 'test', {});
    const job = await claimJob(database.db, 'stopping', 60);
    await releaseJob(database.db, job!);
    const again = await claimJob(database.db, 'next', 60);
    expect(again?.id).toBe(job!.id);
    expect(again?.attempts).toBe(1);
  });
});

import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/test-database.js';
import { jobs } from '../db/schema.js';
import { claimJob, enqueueJob } from './job-queue.js';
import { JobRunner, type JobRunnerOptions } from './job-runner.js';

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

/** A runner whose `test` jobs run until `release()` is called. */
function blockingRunner(options: Partial<JobRunnerOptions> = {}) {
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const runner = new JobRunner({
    db: database.db,
    logger: pino({ level: 'silent' }),
    handlers: { test: () => released },
    pollIntervalMs: 50,
    ...options,
  });
  return { runner, release };
}

async function onlyJob() {
  const [job] = await database.db.select().from(jobs);
  return job!;
}

describe('the job runner’s lease', () => {
  it('is 30 seconds, so a job whose instance died is claimed again within half a minute', async () => {
    const { runner, release } = blockingRunner();
    await enqueueJob(database.db, 'test', {});
    runner.start();
    await vi.waitFor(async () => expect((await onlyJob()).status).toBe('running'));
    const [{ secondsLeft }] = (
      await database.db.execute<{ secondsLeft: number }>(sql`SELECT extract(epoch FROM lease_expires_at - now())::float AS "secondsLeft" FROM jobs`)
    ).rows as [{ secondsLeft: number }];
    expect(secondsLeft).toBeGreaterThan(25);
    expect(secondsLeft).toBeLessThanOrEqual(30);
    release();
    await runner.stop();
  });

  it('is renewed while the job runs, so no other instance takes a long job from a live one', async () => {
    const { runner, release } = blockingRunner({ leaseSeconds: 1 });
    await enqueueJob(database.db, 'test', {});
    runner.start();
    await vi.waitFor(async () => expect((await onlyJob()).status).toBe('running'));
    // Three leases long: without renewals the job would be free after the first.
    for (const started = Date.now(); Date.now() - started < 3_000; await sleep(100)) {
      expect(await claimJob(database.db, 'another-instance', 1)).toBeNull();
    }
    release();
    await vi.waitFor(async () => expect(await onlyJob()).toMatchObject({ status: 'done', attempts: 1, lockedBy: runner.workerId }));
    await runner.stop();
    expect((await database.db.select().from(jobs).where(eq(jobs.status, 'running'))).length).toBe(0);
  });
});

import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { jobs } from '../db/schema.js';

export type JobRow = typeof jobs.$inferSelect;
type Executor = Pick<Database, 'insert'>;

/** Queues a job; `runAfter` holds it back until then (a deletion at the end of its grace period). */
export async function enqueueJob(db: Executor, kind: string, payload: Record<string, unknown>, options: { runAfter?: Date } = {}): Promise<void> {
  await db.insert(jobs).values({ kind, payload, ...(options.runAfter ? { runAfter: options.runAfter } : {}) });
}

/**
 * Claims the next runnable job for this worker, or null. SKIP LOCKED lets instances claim side by
 * side without waiting on each other or taking the same row; a running job whose lease ran out
 * (its worker died) is runnable again.
 */
export async function claimJob(db: Database, workerId: string, leaseSeconds: number): Promise<JobRow | null> {
  const result = await db.execute<Record<string, unknown>>(sql`
    UPDATE jobs SET status = 'running', attempts = attempts + 1, locked_by = ${workerId},
                    lease_expires_at = now() + make_interval(secs => ${leaseSeconds})
    WHERE id = (
      SELECT id FROM jobs
      WHERE (status = 'queued' AND run_after <= now())
         OR (status = 'running' AND lease_expires_at < now())
      ORDER BY run_after, id
      FOR UPDATE SKIP LOCKED
      LIMIT 1
    )
    RETURNING id`);
  const id = result.rows[0]?.id;
  if (id === undefined) return null;
  const [job] = await db.select().from(jobs).where(eq(jobs.id, Number(id)));
  return job ?? null;
}

/** Keeps a long job's claim alive; false when the job is no longer ours. */
export async function extendLease(db: Database, job: JobRow, workerId: string, leaseSeconds: number): Promise<boolean> {
  const updated = await db
    .update(jobs)
    .set({ leaseExpiresAt: sql`now() + make_interval(secs => ${leaseSeconds})` })
    .where(and(eq(jobs.id, job.id), eq(jobs.lockedBy, workerId), eq(jobs.status, 'running')))
    .returning({ id: jobs.id });
  return updated.length > 0;
}

/** How a job's row ends. `forgetPayload`: the payload held a secret (a mailed link) and is emptied. */
export interface JobEnding {
  forgetPayload?: boolean;
}

export async function finishJob(db: Database, job: JobRow, ending: JobEnding = {}): Promise<void> {
  await db
    .update(jobs)
    .set({ status: 'done', finishedAt: sql`now()`, leaseExpiresAt: null, ...(ending.forgetPayload ? { payload: {} } : {}) })
    .where(eq(jobs.id, job.id));
}

/** A failed attempt: retried later with backoff, or failed for good after the last attempt. */
export async function failJob(db: Database, job: JobRow, error: string, maxAttempts: number, ending: JobEnding = {}): Promise<'retry' | 'failed'> {
  const final = job.attempts >= maxAttempts;
  await db
    .update(jobs)
    .set({
      status: final ? 'failed' : 'queued',
      lastError: error.slice(0, 2000),
      leaseExpiresAt: null,
      lockedBy: null,
      runAfter: sql`now() + make_interval(secs => ${2 ** job.attempts * 5})`,
      ...(final ? { finishedAt: sql`now()` } : {}),
      ...(final && ending.forgetPayload ? { payload: {} } : {}),
    })
    .where(eq(jobs.id, job.id));
  return final ? 'failed' : 'retry';
}

/** Hands a job back unfinished (this instance is shutting down): another may claim it at once. */
export async function releaseJob(db: Database, job: JobRow): Promise<void> {
  await db
    .update(jobs)
    .set({ status: 'queued', leaseExpiresAt: null, lockedBy: null, attempts: sql`greatest(${jobs.attempts} - 1, 0)` })
    .where(and(eq(jobs.id, job.id), eq(jobs.status, 'running')));
}

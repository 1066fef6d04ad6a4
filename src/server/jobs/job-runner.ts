import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database.js';
import { claimJob, extendLease, failJob, finishJob, releaseJob, type JobRow } from './job-queue.js';

/**
 * A claim lasts 30 s unless renewed, and the runner renews it every 10 s while the job runs: a
 * live instance keeps a job however long it takes, and the job of an instance that died is
 * claimed by another within half a minute (plus one poll), not after minutes.
 */
export const JOB_LEASE_SECONDS = 30;
const LEASE_RENEWALS_PER_LEASE = 3;

export type JobHandler = (payload: Record<string, unknown>, context: { signal: AbortSignal; lastAttempt: boolean }) => Promise<void>;

/** What a kind of job asks of the runner beyond its handler. */
export interface JobKindOptions {
  /** Attempts before the job fails for good; the runner's `maxAttempts` unless given. */
  maxAttempts?: number;
  /** The payload holds a secret (a mailed link): emptied once the job is done or failed for good. */
  forgetPayload?: boolean;
}

export interface JobRunnerOptions {
  db: Database;
  logger: FastifyBaseLogger;
  handlers: Record<string, JobHandler>;
  /** Per kind: attempts and whether its payload is forgotten at the end. */
  kinds?: Record<string, JobKindOptions>;
  /** How long a claim lasts without a heartbeat (renewed three times per lease); `JOB_LEASE_SECONDS` unless given. */
  leaseSeconds?: number;
  pollIntervalMs?: number;
  maxAttempts?: number;
}

/**
 * Runs queued jobs one at a time in this instance (the heavy work itself runs in child processes),
 * polling the table when idle. stop() stops claiming, gives the job in hand a moment to finish,
 * and otherwise hands it back to the queue.
 */
export class JobRunner {
  readonly workerId = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  private stopping = false;
  private loop: Promise<void> | undefined;
  private current: { job: JobRow; abort: AbortController } | undefined;
  private wake: (() => void) | undefined;

  constructor(private readonly options: JobRunnerOptions) {}

  start(): void {
    this.loop ??= this.run();
  }

  /** Nudges an idle runner to look for work now (after an enqueue in this instance). */
  poke(): void {
    this.wake?.();
  }

  async stop(graceMs = 10_000): Promise<void> {
    this.stopping = true;
    this.wake?.();
    const current = this.current;
    if (current) {
      const finished = await Promise.race([this.loop?.then(() => true), sleep(graceMs, false, { ref: false })]);
      if (!finished) {
        current.abort.abort();
        await releaseJob(this.options.db, current.job).catch(() => undefined);
      }
    }
    await this.loop;
  }

  private async run(): Promise<void> {
    const { db, logger } = this.options;
    const leaseSeconds = this.options.leaseSeconds ?? JOB_LEASE_SECONDS;
    while (!this.stopping) {
      let job: JobRow | null = null;
      try {
        job = await claimJob(db, this.workerId, leaseSeconds);
      } catch (error) {
        logger.warn({ err: error }, 'could not claim a job');
      }
      if (!job) {
        await new Promise<void>((resolve) => {
          this.wake = resolve;
          setTimeout(resolve, this.options.pollIntervalMs ?? 1_000).unref();
        });
        this.wake = undefined;
        continue;
      }
      await this.execute(job, leaseSeconds);
    }
  }

  private async execute(job: JobRow, leaseSeconds: number): Promise<void> {
    const { db, logger, handlers } = this.options;
    const kind = this.options.kinds?.[job.kind] ?? {};
    const maxAttempts = kind.maxAttempts ?? this.options.maxAttempts ?? 3;
    const ending = { forgetPayload: kind.forgetPayload ?? false };
    const abort = new AbortController();
    this.current = { job, abort };
    const heartbeat = setInterval(() => {
      extendLease(db, job, this.workerId, leaseSeconds).catch(() => undefined);
    }, (leaseSeconds * 1000) / LEASE_RENEWALS_PER_LEASE);
    heartbeat.unref();
    try {
      const handler = handlers[job.kind];
      if (!handler) throw new Error(`no handler for job kind "${job.kind}"`);
      await handler(job.payload, { signal: abort.signal, lastAttempt: job.attempts >= maxAttempts });
      await finishJob(db, job, ending);
    } catch (error) {
      if (abort.signal.aborted) return; // handed back by stop()
      const message = error instanceof Error ? error.message : String(error);
      const outcome = await failJob(db, job, message, maxAttempts, ending).catch(() => 'retry');
      logger.warn({ jobId: job.id, kind: job.kind, attempt: job.attempts, outcome, err: error }, 'job failed');
    } finally {
      clearInterval(heartbeat);
      this.current = undefined;
    }
  }
}

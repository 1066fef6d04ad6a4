import { and, asc, eq } from 'drizzle-orm';
import pino from 'pino';
import { deleteAccountJob } from '../../src/server/account-deletion/delete-account-job.js';
import { TEST_MODE_BILLING } from '../../src/server/billing/billing-settings.js';
import { createPaymentProviders, type PaymentProviders } from '../../src/server/billing/payment-providers.js';
import { DELETE_ACCOUNT_JOB } from '../../src/server/account-deletion/schedule-account-deletion.js';
import { buildDataExportJob } from '../../src/server/data-export/build-data-export-job.js';
import { BUILD_DATA_EXPORT_JOB } from '../../src/server/data-export/request-data-export.js';
import { jobs } from '../../src/server/db/schema.js';
import { finishJob } from '../../src/server/jobs/job-queue.js';
import { createMailQueue } from '../../src/server/mail/queue-mail.js';
import { TEST_SECRET_BOX, type TestApp } from './test-app.js';

/**
 * API tests run no job runner: these run the queued jobs of one kind with the real handlers, as
 * the runner would, and mark them done. The mail they queue is read with deliverQueuedMail.
 */
async function runQueued(t: TestApp, kind: string, handler: (payload: Record<string, unknown>) => Promise<void>): Promise<number> {
  const queued = await t.database.db.select().from(jobs).where(and(eq(jobs.kind, kind), eq(jobs.status, 'queued'))).orderBy(asc(jobs.id));
  for (const job of queued) {
    await handler(job.payload);
    await finishJob(t.database.db, job);
  }
  return queued.length;
}

const lastAttempt = { signal: new AbortController().signal, lastAttempt: true };

/** Builds every export waiting in the queue (the build-data-export jobs). */
export async function buildQueuedExports(t: TestApp): Promise<number> {
  const mail = createMailQueue({ secretBox: TEST_SECRET_BOX, appUrl: 'http://localhost:3000', onQueued: () => undefined });
  const build = buildDataExportJob({ db: t.database.db, storage: t.storage, mail });
  return runQueued(t, BUILD_DATA_EXPORT_JOB, (payload) => build(payload, lastAttempt));
}

/**
 * Runs the delete-account jobs queued so far, whatever their run_after (the test moves the clock
 * by the rows), as their last attempt unless told otherwise; payments in test mode unless given.
 */
export async function runQueuedAccountDeletions(
  t: TestApp,
  options: { payments?: PaymentProviders; lastAttempt?: boolean } = {},
): Promise<number> {
  const payments = options.payments ?? createPaymentProviders(TEST_MODE_BILLING);
  const mail = createMailQueue({ secretBox: TEST_SECRET_BOX, appUrl: 'http://localhost:3000', onQueued: () => undefined });
  const run = deleteAccountJob({ db: t.database.db, storage: t.storage, payments, mail, log: pino({ level: 'silent' }) });
  const context = { signal: new AbortController().signal, lastAttempt: options.lastAttempt ?? true };
  return runQueued(t, DELETE_ACCOUNT_JOB, (payload) => run(payload, context));
}

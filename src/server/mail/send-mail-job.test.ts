import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startSmtpTestServer, SMTP_TEST_USER, type SmtpTestServer } from '../../../tests/support/smtp-test-server.js';
import { TEST_SECRET_BOX } from '../../../tests/support/test-app.js';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/test-database.js';
import { tokenLinkIn } from '../../../tests/support/eml.js';
import { jobs } from '../db/schema.js';
import { JobRunner } from '../jobs/job-runner.js';
import { createMailQueue, SEND_MAIL_JOB } from './queue-mail.js';
import { SEND_MAIL_JOB_OPTIONS, sendMailJob } from './send-mail-job.js';
import { createMailTransport } from './create-mail-transport.js';

/**
 * Mail through the job queue to a real SMTP server (issue 18): delivered over a whole SMTP
 * conversation, retried with backoff when the server refuses, and never readable in the jobs table.
 */
let database: TestDatabase;
let smtp: SmtpTestServer;
let runner: JobRunner | undefined;
const link = 'https://write.example.com/reset-password?token=SecretTokenForTheTest_0123456789abcdefghijkl';

beforeAll(async () => {
  [database, smtp] = await Promise.all([createTestDatabase(), startSmtpTestServer()]);
});
afterAll(async () => {
  await runner?.stop();
  await Promise.all([database?.drop(), smtp?.close()]);
});
beforeEach(async () => {
  await runner?.stop();
  runner = undefined;
  smtp.received.length = 0;
  smtp.refuseNext(0);
  await database.db.delete(jobs);
});

/** The transport the server picks when SMTP_URL and MAIL_FROM are set, as config reads them. */
const unusedOutbox = path.join(os.tmpdir(), `inkwise-no-outbox-${process.pid}`);
const transportLog: string[] = [];
const configuredTransport = () =>
  createMailTransport(
    { smtpUrl: smtp.url, from: 'Quillcraft <no-reply@quillcraft.example>', outboxDirectory: unusedOutbox },
    pino({ level: 'info' }, { write: (line: string) => void transportLog.push(line) }),
  );

function startRunner(appName = 'Quillcraft') {
  runner = new JobRunner({
    db: database.db,
    logger: pino({ level: 'silent' }),
    handlers: { [SEND_MAIL_JOB]: sendMailJob({ secretBox: TEST_SECRET_BOX, transport: configuredTransport(), appName }) },
    kinds: { [SEND_MAIL_JOB]: SEND_MAIL_JOB_OPTIONS },
    pollIntervalMs: 50,
  });
  runner.start();
}

async function queueResetMail() {
  const queue = createMailQueue({ secretBox: TEST_SECRET_BOX, appUrl: 'https://write.example.com', onQueued: () => runner?.poke() });
  await queue.queue(database.db, { template: 'password-reset', to: 'ada@example.com', firstName: 'Ada', link });
}

async function onlyJob() {
  const [job] = await database.db.select().from(jobs).where(eq(jobs.kind, SEND_MAIL_JOB));
  return job!;
}

describe('sending mail through the queue', () => {
  it('delivers over SMTP with the credentials of SMTP_URL, from MAIL_FROM, in text and HTML naming the app', async () => {
    await queueResetMail();
    startRunner();
    await vi.waitFor(() => expect(smtp.received).toHaveLength(1), { timeout: 10_000 });
    const [mail] = smtp.received;
    expect(mail!.user).toBe(SMTP_TEST_USER);
    expect(mail!.from).toBe('no-reply@quillcraft.example');
    expect(mail!.recipients).toEqual(['ada@example.com']);
    expect(mail!.to).toBe('ada@example.com');
    expect(mail!.subject).toBe('Reset your Quillcraft password');
    expect(mail!.raw).toMatch(/Content-Type: multipart\/alternative/i);
    expect(mail!.raw).toMatch(/Content-Type: text\/plain/i);
    expect(mail!.raw).toMatch(/Content-Type: text\/html/i);
    expect(tokenLinkIn(mail!, '/reset-password')?.link).toBe(link);
    await vi.waitFor(async () => expect((await onlyJob()).status).toBe('done'));
    // With SMTP_URL set, nothing goes to the outbox and the log does not say it would.
    expect(existsSync(unusedOutbox)).toBe(false);
    expect(transportLog.join('')).not.toContain('outbox');
  });

  it('keeps the link unreadable in the jobs table while queued, and forgets it once sent', async () => {
    await queueResetMail();
    const queued = await onlyJob();
    expect(JSON.stringify(queued.payload)).not.toContain('SecretTokenForTheTest');
    expect(JSON.stringify(queued.payload)).not.toContain('ada@example.com');
    startRunner();
    await vi.waitFor(async () => expect((await onlyJob()).status).toBe('done'), { timeout: 10_000 });
    expect((await onlyJob()).payload).toEqual({});
  });

  it('retries with backoff when the server refuses, then delivers', async () => {
    smtp.refuseNext(1);
    await queueResetMail();
    startRunner();
    // The first attempt was refused: the job waits for its next turn, 10 s later.
    await vi.waitFor(async () => expect((await onlyJob()).lastError).toMatch(/451/), { timeout: 10_000 });
    const waiting = await onlyJob();
    expect(waiting).toMatchObject({ status: 'queued', attempts: 1 });
    const [{ secondsAway }] = (await database.db.execute<{ secondsAway: number }>(sql`SELECT extract(epoch FROM run_after - now())::float AS "secondsAway" FROM jobs`))
      .rows as [{ secondsAway: number }];
    expect(secondsAway).toBeGreaterThan(5);
    expect(smtp.received).toHaveLength(0);

    // The clock moves on to the retry.
    await database.db.update(jobs).set({ runAfter: sql`now()` });
    runner!.poke();
    await vi.waitFor(() => expect(smtp.received).toHaveLength(1), { timeout: 10_000 });
    await vi.waitFor(async () => expect(await onlyJob()).toMatchObject({ status: 'done', attempts: 2, payload: {} }));
  });

  it('gives up after its last attempt and forgets the link then too', async () => {
    smtp.refuseNext(SEND_MAIL_JOB_OPTIONS.maxAttempts!);
    await queueResetMail();
    // As if seven attempts had already failed: the next one is the last.
    await database.db.update(jobs).set({ attempts: SEND_MAIL_JOB_OPTIONS.maxAttempts! - 1 });
    startRunner();
    await vi.waitFor(async () => expect((await onlyJob()).status).toBe('failed'), { timeout: 10_000 });
    expect((await onlyJob()).payload).toEqual({});
    expect(smtp.received).toHaveLength(0);
  });
});

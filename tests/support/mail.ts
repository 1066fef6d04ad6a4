import { and, asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { jobs } from '../../src/server/db/schema.js';
import { finishJob } from '../../src/server/jobs/job-queue.js';
import type { MailMessage } from '../../src/server/mail/mail-message.js';
import { SEND_MAIL_JOB } from '../../src/server/mail/queue-mail.js';
import { SEND_MAIL_JOB_OPTIONS, sendMailJob } from '../../src/server/mail/send-mail-job.js';
import { TEST_SECRET_BOX, type TestApp } from './test-app.js';

/**
 * The mail an API test's app has sent. API tests run no job runner, so this delivers the queued
 * send-mail jobs the way the runner would (the real job handler, which opens the sealed payload
 * and renders the template), into a mailbox kept per test app instead of an SMTP server. The
 * SMTP and outbox transports themselves are tested in src/server/mail/.
 */
const mailboxes = new WeakMap<TestApp, MailMessage[]>();

export async function deliverQueuedMail(t: TestApp): Promise<MailMessage[]> {
  const mailbox = mailboxes.get(t) ?? [];
  mailboxes.set(t, mailbox);
  const send = sendMailJob({ secretBox: TEST_SECRET_BOX, transport: { send: async (message) => void mailbox.push(message) }, appName: 'Inkwise' });
  const queued = await t.database.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.kind, SEND_MAIL_JOB), eq(jobs.status, 'queued')))
    .orderBy(asc(jobs.id));
  for (const job of queued) {
    await send(job.payload, { signal: new AbortController().signal, lastAttempt: false });
    await finishJob(t.database.db, job, { forgetPayload: SEND_MAIL_JOB_OPTIONS.forgetPayload ?? false });
  }
  return mailbox;
}

/** The newest mail to `address` whose text holds a link to `path`, and that link's token. */
export async function linkMailedTo(t: TestApp, address: string, path: '/reset-password' | '/verify-email' | '/confirm-email-change'): Promise<{ mail: MailMessage; token: string }> {
  const mailbox = await deliverQueuedMail(t);
  const pattern = new RegExp(`https?://[^\\s/]+${path}\\?token=([A-Za-z0-9_-]+)`);
  const mail = mailbox.findLast((candidate) => candidate.to === address && pattern.test(candidate.text));
  if (!mail) throw new Error(`no mail to ${address} with a ${path} link`);
  return { mail, token: pattern.exec(mail.text)![1]! };
}

let addressCounter = 0;

/**
 * Confirms the signed-in account's address as its owner would: the mailed link, through the real
 * endpoint, each from an address of its own (the endpoint is rate-limited per address).
 */
export async function confirmEmailOf(t: TestApp, cookie: string): Promise<void> {
  addressCounter += 1;
  const remoteAddress = `10.77.${Math.floor(addressCounter / 250) % 250}.${addressCounter % 250}`;
  const session = await t.app.inject({ method: 'GET', url: '/api/auth/verify', headers: { cookie } });
  const { user } = session.json<{ user: { email: string; emailVerified: boolean } }>();
  if (user.emailVerified) return;
  const { token } = await linkMailedTo(t, user.email, '/verify-email');
  const confirmed = await t.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token }, remoteAddress });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
}

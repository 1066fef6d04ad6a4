import type { JobHandler, JobKindOptions } from '../jobs/job-runner.js';
import type { SecretBox } from '../security/secret-box.js';
import type { MailTransport } from './mail-message.js';
import { mailContent, renderMail } from './templates/render-mail.js';

/**
 * Eight attempts, 10 s to about 11 minutes apart (the queue's doubling backoff): an SMTP server
 * that is down for a quarter of an hour still delivers a reset link within its hour. The payload,
 * which holds the link, is emptied when the job ends either way.
 */
export const SEND_MAIL_JOB_OPTIONS: JobKindOptions = { maxAttempts: 8, forgetPayload: true };

/** Opens a queued mail, renders it with the app's name and hands it to the transport. */
export function sendMailJob(options: { secretBox: SecretBox; transport: MailTransport; appName: string }): JobHandler {
  return async (payload) => {
    if (typeof payload.sealed !== 'string') return; // already sent and forgotten
    const content = mailContent.parse(JSON.parse(options.secretBox.open(payload.sealed)));
    await options.transport.send(renderMail(content, options.appName));
  };
}

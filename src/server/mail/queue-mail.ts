import type { Executor } from '../db/database.js';
import { enqueueJob } from '../jobs/job-queue.js';
import type { SecretBox } from '../security/secret-box.js';
import type { MailContent } from './templates/render-mail.js';

/** The job that sends one mail; payload `{ sealed }`, emptied once sent (ADR 0033). */
export const SEND_MAIL_JOB = 'send-mail';

/**
 * Mail is never sent inside a request: it is queued in the request's transaction and sent by the
 * job runner, so a slow or failing SMTP server neither blocks nor fails the request, a restart
 * loses nothing, and the answer's timing tells nothing about whether a mail was due.
 */
export interface MailQueue {
  queue(executor: Executor, content: MailContent): Promise<void>;
  /** Where links in mail lead: PUBLIC_URL. */
  readonly appUrl: string;
}

/**
 * The payload is sealed with APP_SECRET, so a reset link waiting in the jobs table opens nothing
 * for someone who reads the table; the runner empties it once the mail is sent or given up.
 */
export function createMailQueue(options: { secretBox: SecretBox; appUrl: string; onQueued: () => void }): MailQueue {
  return {
    appUrl: options.appUrl,
    async queue(executor, content) {
      await enqueueJob(executor, SEND_MAIL_JOB, { sealed: options.secretBox.seal(JSON.stringify(content)) });
      options.onQueued();
    },
  };
}

import type { FastifyBaseLogger } from 'fastify';
import type { MailTransport } from './mail-message.js';
import type { MailSettings } from './mail-settings.js';
import { outboxTransport } from './outbox-transport.js';
import { smtpTransport } from './smtp-transport.js';

/** SMTP when SMTP_URL is set, else the outbox folder (said once in the log at start-up). */
export function createMailTransport(settings: MailSettings, logger: FastifyBaseLogger): MailTransport {
  if (settings.smtpUrl) return smtpTransport(settings.smtpUrl, settings.from);
  logger.info({ outbox: settings.outboxDirectory }, 'SMTP_URL is not set: mail is written as .eml files to the outbox folder');
  return outboxTransport(settings.outboxDirectory, settings.from, logger);
}

import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { MailTransport } from './mail-message.js';

/**
 * Without SMTP_URL, each mail is written to the outbox folder as an .eml file (the RFC 822 text
 * nodemailer would have sent), so a laptop install works and a developer can open what was sent.
 * The files are readable by this user only: a reset link is a key to the account.
 */
export function outboxTransport(directory: string, from: string, logger: FastifyBaseLogger): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, disableFileAccess: true, disableUrlAccess: true }, { from });
  return {
    async send(message) {
      const info = await transporter.sendMail(message);
      await mkdir(directory, { recursive: true, mode: 0o700 });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      const file = path.join(directory, name);
      await writeFile(file, info.message, { mode: 0o600 });
      logger.info({ file, subject: message.subject }, 'mail written to the outbox (SMTP_URL is not set)');
    },
  };
}

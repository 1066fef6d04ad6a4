import nodemailer from 'nodemailer';
import type { MailTransport } from './mail-message.js';

/*
 * A stalled server must fail the attempt rather than hold the job runner: the job is retried with
 * backoff (send-mail-job.ts). nodemailer's own defaults wait up to 2 minutes for a connection and
 * 10 minutes for a socket.
 */
const CONNECTION_TIMEOUT_MS = 15_000;
const GREETING_TIMEOUT_MS = 15_000;
const SOCKET_TIMEOUT_MS = 60_000;

/** Sends through the SMTP server of SMTP_URL (credentials, TLS and port all come from the URL). */
export function smtpTransport(smtpUrl: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(
    {
      url: smtpUrl,
      connectionTimeout: CONNECTION_TIMEOUT_MS,
      greetingTimeout: GREETING_TIMEOUT_MS,
      socketTimeout: SOCKET_TIMEOUT_MS,
      // Messages are built from our own templates: nothing may make nodemailer read a file or URL.
      disableFileAccess: true,
      disableUrlAccess: true,
    },
    { from },
  );
  return {
    async send(message) {
      await transporter.sendMail(message);
    },
  };
}

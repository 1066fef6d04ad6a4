import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { readMail, type ReadMail } from './eml.js';

export interface ReceivedMail extends ReadMail {
  /** The envelope, as the client gave it in MAIL FROM and RCPT TO. */
  from: string;
  recipients: string[];
  /** The user name the client authenticated with. */
  user: string | undefined;
  raw: string;
}

export interface SmtpTestServer {
  /** smtp://user:password@127.0.0.1:port, as SMTP_URL takes it. */
  url: string;
  received: ReceivedMail[];
  /** The next `count` messages are refused with a temporary error (451), as a server in trouble does. */
  refuseNext(count: number): void;
  close(): Promise<void>;
}

export const SMTP_TEST_USER = 'mailer';
export const SMTP_TEST_PASSWORD = 'mail secret';

/**
 * A real SMTP server in the test process (the smtp-server package): the client speaks the whole
 * conversation (EHLO, AUTH, MAIL FROM, RCPT TO, DATA) over TCP, and the server keeps what arrived.
 */
export async function startSmtpTestServer(): Promise<SmtpTestServer> {
  const received: ReceivedMail[] = [];
  let refusals = 0;
  const server = new SMTPServer({
    // Plain TCP on loopback: no certificate to make; AUTH is allowed without TLS here only.
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === SMTP_TEST_USER && auth.password === SMTP_TEST_PASSWORD) callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refusals > 0) {
          refusals -= 1;
          callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }));
          return;
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        const envelopeFrom = session.envelope.mailFrom;
        received.push({
          ...readMail(raw),
          from: envelopeFrom ? envelopeFrom.address : '',
          recipients: session.envelope.rcptTo.map((recipient) => recipient.address),
          user: typeof session.user === 'string' ? session.user : undefined,
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://${SMTP_TEST_USER}:${encodeURIComponent(SMTP_TEST_PASSWORD)}@127.0.0.1:${port}`,
    received,
    refuseNext(count) {
      refusals = count;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

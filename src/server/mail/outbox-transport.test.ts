import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readMail, tokenLinkIn } from '../../../tests/support/eml.js';
import { createMailTransport } from './create-mail-transport.js';
import { renderMail } from './templates/render-mail.js';

/** Without SMTP_URL, mail is written to DATA_DIR/outbox as .eml files a developer can open. */
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'inkwise-outbox-'));
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('the outbox', () => {
  it('writes each mail as an RFC 822 .eml file readable only by this user, and logs where', async () => {
    const outbox = path.join(dataDir, 'outbox');
    const lines: string[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
    const transport = createMailTransport({ smtpUrl: undefined, from: 'Quillcraft <no-reply@localhost>', outboxDirectory: outbox }, logger);
    const link = 'http://localhost:3000/verify-email?token=AbC_123-xyz';
    await transport.send(renderMail({ template: 'email-verification', to: 'grace@example.com', firstName: 'Grace', link }, 'Quillcraft'));

    const names = await readdir(outbox);
    expect(names).toHaveLength(1);
    expect(names[0]).toMatch(/^\d{4}-\d{2}-\d{2}T.*\.eml$/);
    const file = path.join(outbox, names[0]!);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const mail = readMail(await readFile(file, 'utf8'));
    expect(mail.to).toBe('grace@example.com');
    expect(mail.subject).toBe('Confirm your email address for Quillcraft');
    expect(mail.decoded).toMatch(/^From: Quillcraft <no-reply@localhost>$/m);
    expect(tokenLinkIn(mail, '/verify-email')?.link).toBe(link);
    expect(lines.map((line) => JSON.parse(line) as { msg: string; outbox?: string; file?: string })).toEqual([
      expect.objectContaining({ msg: expect.stringContaining('SMTP_URL is not set'), outbox }),
      expect.objectContaining({ msg: expect.stringContaining('mail written to the outbox'), file }),
    ]);
  });
});

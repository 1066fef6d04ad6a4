import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { readMail, tokenLinkIn, type ReadMail } from '../../support/eml.js';

/** The mails an app without SMTP_URL wrote to DATA_DIR/outbox, oldest first (the names start with the time). */
export async function outboxMails(dataDir: string): Promise<ReadMail[]> {
  const directory = path.join(dataDir, 'outbox');
  const names = (await readdir(directory).catch(() => [] as string[])).filter((name) => name.endsWith('.eml')).sort();
  return Promise.all(names.map(async (name) => readMail(await readFile(path.join(directory, name), 'utf8'))));
}

/**
 * Waits (the job runner sends in the background, within a second or two) for the newest mail to
 * `to` with a link to `linkPath`, and returns the link.
 */
export async function linkFromOutbox(dataDir: string, to: string, linkPath: '/reset-password' | '/verify-email' | '/confirm-email-change', timeoutMs = 15_000): Promise<{ mail: ReadMail; link: string; token: string }> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = (await outboxMails(dataDir)).findLast((candidate) => candidate.to === to && tokenLinkIn(candidate, linkPath));
    if (mail) return { mail, ...tokenLinkIn(mail, linkPath)! };
    if (Date.now() > deadline) throw new Error(`no mail to ${to} with a ${linkPath} link in ${dataDir}/outbox`);
    await sleep(200);
  }
}

import { existsSync, readFileSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StoredFile } from '../../src/shared/contract/files.js';
import { pdfBomb } from '../fixtures/extraction/build-test-files.js';
import { newDataDir, startApp, type RunningApp } from './support/app-server.js';
import { childProcesses } from './support/process-memory.js';

const running: RunningApp[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((app) => app.stop()));
});

const json = (body: object, cookie = '') => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', cookie },
  body: JSON.stringify(body),
});

/** Running, as opposed to gone or a zombie waiting for init to reap it. */
function isRunning(pid: number): boolean {
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

describe('an extraction when its server is killed', () => {
  it('stops with it, leaves no scratch folder past the next start, and is retried by the next instance within a minute', async () => {
    const dataDir = newDataDir();
    const first = await startApp({ dataDir });
    running.push(first);
    const account = { firstName: 'Kil', lastName: 'Led', email: 'killed@example.com', password: 'killed mid-extraction' };
    expect((await fetch(`${first.url}/api/auth/register`, json(account))).status).toBe(201);
    const login = await fetch(`${first.url}/api/auth/login`, json({ email: account.email, password: account.password }));
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const client = (await (await fetch(`${first.url}/api/clients`, json({ name: 'Crash' }, cookie))).json()) as { id: number };

    // Several seconds of work: a PDF stream inflating towards 1 GiB until the memory budget stops it.
    const form = new FormData();
    form.append('clientId', String(client.id));
    form.append('files', new Blob([await pdfBomb(1024 * 1024 * 1024)]), 'slow.pdf');
    const upload = await fetch(`${first.url}/api/files/upload`, { method: 'POST', headers: { cookie }, body: form });
    expect(upload.status).toBe(201);
    const [file] = ((await upload.json()) as { uploaded: StoredFile[] }).uploaded;

    const serverPid = first.process.pid!;
    const extraction = await vi.waitFor(
      () => {
        const found = childProcesses(serverPid).find((child) => child.command.includes('extraction-process'));
        if (!found) throw new Error('no extraction running yet');
        return found.pid;
      },
      { timeout: 20_000, interval: 20 },
    );
    const scratch = readdirSync(os.tmpdir()).filter((name) => name.startsWith(`inkwise-extraction-${serverPid}-`));
    expect(scratch).toHaveLength(1);

    await first.kill();
    const killedAt = Date.now();
    // The extraction notices its server is gone and exits at once.
    await vi.waitFor(() => expect(isRunning(extraction)).toBe(false), { timeout: 2_000, interval: 50 });
    expect(existsSync(path.join(os.tmpdir(), scratch[0]!))).toBe(true);

    const second = await startApp({ dataDir });
    running.push(second);
    expect(existsSync(path.join(os.tmpdir(), scratch[0]!))).toBe(false);

    // The dead instance's job is claimed again once its 30-second lease runs out.
    const cookieOnSecond = (await fetch(`${second.url}/api/auth/login`, json({ email: account.email, password: account.password })))
      .headers.get('set-cookie')
      ?.split(';')[0] ?? '';
    let stored: StoredFile | undefined;
    while (Date.now() - killedAt < 60_000) {
      stored = (await (await fetch(`${second.url}/api/files/${file!.id}`, { headers: { cookie: cookieOnSecond } })).json()) as StoredFile;
      if (stored.processingStatus !== 'pending') break;
      await sleep(250);
    }
    console.log(`retried and finished ${((Date.now() - killedAt) / 1000).toFixed(1)} s after the kill`);
    expect(stored).toMatchObject({ processingStatus: 'failed', failureReason: 'Too large when decompressed' });
  }, 150_000);
});

import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { DataDirectoryInUseError, lockDataDirectory } from './data-directory-lock.js';
import { processStartToken } from './process-status.js';

const scratch = await mkdtemp(path.join(os.tmpdir(), 'inkwise-lock-test-'));
afterAll(() => rm(scratch, { recursive: true, force: true }));

const children: ReturnType<typeof spawn>[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
});

async function newDataDir(): Promise<string> {
  return mkdtemp(path.join(scratch, 'data-'));
}

/** Another live process, standing in for an instance that holds the folder. */
async function otherProcess(): Promise<number> {
  const child = spawn('sleep', ['30'], { stdio: 'ignore' });
  children.push(child);
  await once(child, 'spawn');
  return child.pid!;
}

async function writeLockOf(dataDir: string, pid: number, startToken: string): Promise<void> {
  await writeFile(path.join(dataDir, 'inkwise.lock'), JSON.stringify({ pid, startToken }));
}

describe('the DATA_DIR lock', () => {
  it('is refused while another running process holds it, naming that process', async () => {
    const dataDir = await newDataDir();
    const pid = await otherProcess();
    await writeLockOf(dataDir, pid, await processStartToken(pid));

    const attempt = lockDataDirectory(dataDir);
    await expect(attempt).rejects.toBeInstanceOf(DataDirectoryInUseError);
    await expect(attempt).rejects.toThrow(`DATA_DIR ${dataDir} is in use by process ${pid}`);
    // The holder's lock is left as it was.
    expect(JSON.parse(await readFile(path.join(dataDir, 'inkwise.lock'), 'utf8'))).toMatchObject({ pid });
  });

  it('is taken over when its holder died without releasing it (a crash)', async () => {
    const dataDir = await newDataDir();
    const child = spawn('true', { stdio: 'ignore' });
    await once(child, 'exit');
    await writeLockOf(dataDir, child.pid!, '1');

    const lock = await lockDataDirectory(dataDir);
    expect(JSON.parse(await readFile(path.join(dataDir, 'inkwise.lock'), 'utf8'))).toMatchObject({ pid: process.pid });
    await lock.release();
  });

  it('is taken over when its pid now belongs to a process that started later (a reused pid)', async () => {
    const dataDir = await newDataDir();
    const pid = await otherProcess();
    await writeLockOf(dataDir, pid, 'an earlier start');

    const lock = await lockDataDirectory(dataDir);
    await lock.release();
  });

  it('is a private file, removed on release so that the next start takes it at once', async () => {
    const dataDir = await newDataDir();
    const lock = await lockDataDirectory(dataDir);
    expect((await stat(path.join(dataDir, 'inkwise.lock'))).mode & 0o777).toBe(0o600);
    await lock.release();
    await expect(stat(path.join(dataDir, 'inkwise.lock'))).rejects.toMatchObject({ code: 'ENOENT' });
    const again = await lockDataDirectory(dataDir);
    await again.release();
  });
});

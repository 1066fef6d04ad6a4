import { spawn } from 'node:child_process';
import { mkdtemp, rm, stat, writeFile, mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { clearLeftoverPostmaster, isLeftoverConflict } from './leftover-postmaster.js';
import { processStatus } from './process-status.js';

const scratch = await mkdtemp(path.join(os.tmpdir(), 'inkwise-leftover-test-'));
afterAll(() => rm(scratch, { recursive: true, force: true }));
const logger = pino({ level: 'silent' });

/**
 * A zombie, as a killed postmaster is until init collects it: the shell starts a short child and
 * then becomes `sleep`, which never waits for it, so the child stays a zombie until the sleep ends
 * and init takes it over.
 */
async function zombieFor(seconds: number): Promise<number> {
  const parent = spawn('sh', ['-c', `sleep 0.05 & echo $!; exec sleep ${seconds}`], { stdio: ['ignore', 'pipe', 'ignore'] });
  const pid = await new Promise<number>((resolve) => parent.stdout.once('data', (chunk: Buffer) => resolve(Number(chunk.toString()))));
  while ((await processStatus(pid)) !== 'zombie') await new Promise((resolve) => setTimeout(resolve, 10));
  return pid;
}

async function clusterWithLockOf(pid: number): Promise<string> {
  const dataDirectory = path.join(await mkdtemp(path.join(scratch, 'data-')), 'postgres');
  await mkdir(dataDirectory);
  await writeFile(path.join(dataDirectory, 'postmaster.pid'), `${pid}\n${dataDirectory}\n`);
  return dataDirectory;
}

describe.runIf(process.platform === 'linux')('a crashed postmaster left in the cluster', () => {
  it('tells a zombie from a running process', async () => {
    const pid = await zombieFor(2);
    expect(await processStatus(pid)).toBe('zombie');
    expect(await processStatus(process.pid)).toBe('running');
  });

  it('waits while the killed postmaster is a zombie, since PostgreSQL would take it for a live server', async () => {
    const pid = await zombieFor(1.5);
    const dataDirectory = await clusterWithLockOf(pid);
    const startedAt = Date.now();
    await clearLeftoverPostmaster(dataDirectory, logger);
    expect(await processStatus(pid)).toBe('gone');
    expect(Date.now() - startedAt).toBeGreaterThan(500);
  });

  it('removes the lock file of a pid that now runs another program', async () => {
    const other = spawn('sleep', ['5'], { stdio: 'ignore' });
    await new Promise((resolve) => other.once('spawn', resolve));
    try {
      const dataDirectory = await clusterWithLockOf(other.pid!);
      await clearLeftoverPostmaster(dataDirectory, logger);
      await expect(stat(path.join(dataDirectory, 'postmaster.pid'))).rejects.toMatchObject({ code: 'ENOENT' });
    } finally {
      other.kill('SIGKILL');
    }
  });
});

it('recognises the start-up failures that a crashed server\'s leftovers cause, and only those', () => {
  expect(isLeftoverConflict('FATAL:  lock file "postmaster.pid" already exists')).toBe(true);
  expect(isLeftoverConflict('FATAL:  pre-existing shared memory block (key 5432001, ID 3) is still in use')).toBe(true);
  expect(isLeftoverConflict('FATAL:  could not create lock file "/run/postgresql/.s.PGSQL.5432.lock"')).toBe(false);
  expect(isLeftoverConflict('FATAL:  data directory "/x" has invalid permissions')).toBe(false);
});

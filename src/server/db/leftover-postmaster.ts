import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger } from 'pino';
import { processCommandLine, processStatus, type ProcessStatus } from './process-status.js';

const STOP_TIMEOUT_MS = 30_000;
/** How long a killed postmaster may stay a zombie before we stop waiting for init to collect it. */
const REAP_TIMEOUT_MS = 10_000;

async function readPostmasterPid(dataDirectory: string): Promise<number | undefined> {
  try {
    const pid = Number((await readFile(path.join(dataDirectory, 'postmaster.pid'), 'utf8')).split('\n')[0]);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

async function isPostgresProcess(pid: number): Promise<boolean> {
  const commandLine = await processCommandLine(pid);
  // No /proc (macOS): trust the pid file, PostgreSQL itself wrote it.
  if (commandLine === undefined) return process.platform !== 'linux';
  return commandLine.includes('postgres');
}

/** Waits until the process has left the given statuses; false if it had not by the deadline. */
async function waitWhile(pid: number, statuses: ProcessStatus[], timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!statuses.includes(await processStatus(pid))) return true;
    await sleep(50);
  }
  return !statuses.includes(await processStatus(pid));
}

/**
 * Makes the cluster's lock file (postmaster.pid) safe to start on, after a crash. Only called
 * with the DATA_DIR lock held, so a postmaster found here is no other instance's.
 *
 * - Its process is gone: PostgreSQL replaces the stale file itself.
 * - It still runs (the app was killed, its database lived on, orphaned): stop it with a "fast"
 *   shutdown (SIGINT), then wait as below.
 * - It was killed too but not yet collected by init (a zombie): PostgreSQL's own check takes a
 *   zombie for a live server and refuses to start, which made 4 of 5 restarts right after a
 *   kill -9 fail (issue 12, defect 8). Wait for init to collect it; if it never does (a container
 *   whose init does not reap), remove the file, since the process is certainly dead.
 * - The pid now belongs to another program: the postmaster is long dead; remove the file.
 */
export async function clearLeftoverPostmaster(dataDirectory: string, logger: Logger): Promise<void> {
  const pid = await readPostmasterPid(dataDirectory);
  if (pid === undefined) return;
  const lockFile = path.join(dataDirectory, 'postmaster.pid');
  if ((await processStatus(pid)) === 'running') {
    if (!(await isPostgresProcess(pid))) {
      logger.warn({ pid }, 'the PostgreSQL lock file names a process that is no longer PostgreSQL; removing it');
      await rm(lockFile, { force: true });
      return;
    }
    logger.warn({ pid }, 'stopping a PostgreSQL server left running by an earlier start');
    process.kill(pid, 'SIGINT');
    if (!(await waitWhile(pid, ['running'], STOP_TIMEOUT_MS))) {
      throw new Error(`A PostgreSQL server left running (pid ${pid}) did not stop; stop it and start again`);
    }
  }
  // Dead, orphaned servers are collected by init, but not at once (1.5 s was seen).
  if (await waitWhile(pid, ['zombie'], REAP_TIMEOUT_MS)) return;
  logger.warn({ pid }, 'the stopped PostgreSQL server was never collected by init; removing its lock file');
  await rm(lockFile, { force: true });
}

/** Log lines of a start that failed only because a crashed server's leftovers were not gone yet. */
export function isLeftoverConflict(logText: string): boolean {
  return /lock file "postmaster\.pid" already exists|pre-existing shared memory block/.test(logText);
}

import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/** `inkwise-extraction-<pid of the server>-<random>`: the pid says whose it is. */
const PREFIX = 'inkwise-extraction-';
const OWNED = /^inkwise-extraction-(\d+)-[^-]+$/;
/** Folders of versions before the owner's pid was in the name; their extractions lasted at most minutes. */
const UNOWNED = /^inkwise-extraction-worker-/;
const UNOWNED_MAX_AGE_MS = 10 * 60 * 1000;

/** A fresh scratch folder for one extraction in the system temporary folder, named after this process. */
export function createScratchDirectory(): Promise<string> {
  return mkdtemp(path.join(os.tmpdir(), `${PREFIX}${process.pid}-`));
}

/**
 * Removes the scratch folders that instances killed mid-extraction left behind, and returns how
 * many. Several instances may share the machine, so a folder is stale only when the process named
 * in it is gone, or is this one (called at start, before this process made any: a restarted
 * container often gets its predecessor's pid).
 */
export async function removeStaleScratchDirectories(directory = os.tmpdir()): Promise<number> {
  const names = await readdir(directory).catch(() => []);
  let removed = 0;
  for (const name of names) {
    if (!name.startsWith(PREFIX) || !(await isStale(path.join(directory, name), name))) continue;
    await rm(path.join(directory, name), { recursive: true, force: true }).catch(() => undefined);
    removed += 1;
  }
  return removed;
}

async function isStale(folder: string, name: string): Promise<boolean> {
  const owner = OWNED.exec(name)?.[1];
  if (owner !== undefined) return Number(owner) === process.pid || !isRunning(Number(owner));
  if (!UNOWNED.test(name)) return false;
  const stats = await stat(folder).catch(() => null);
  return stats !== null && Date.now() - stats.mtimeMs > UNOWNED_MAX_AGE_MS;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

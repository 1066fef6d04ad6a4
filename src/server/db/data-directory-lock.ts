import { readFileSync, unlinkSync } from 'node:fs';
import { open, readFile, unlink } from 'node:fs/promises';
import path from 'node:path';
import { processStartToken, processStatus } from './process-status.js';

/**
 * One instance per DATA_DIR. Without this a second `npm start` on the same folder took the first
 * instance's PostgreSQL for a crash leftover and stopped it (issue 12, defect 7). The lock is a
 * file created exclusively (O_EXCL) that names its owner's pid and start time; the owner removes
 * it when it stops, and a later start replaces it when that process is gone (after a crash).
 */
const LOCK_FILE = 'inkwise.lock';

export class DataDirectoryInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(`DATA_DIR ${dataDir} is in use by process ${pid}: stop that instance or set another DATA_DIR`);
    this.name = 'DataDirectoryInUseError';
  }
}

interface LockOwner {
  pid: number;
  startToken: string;
}

function parseOwner(contents: string): LockOwner | undefined {
  try {
    const owner = JSON.parse(contents) as Partial<LockOwner>;
    if (Number.isInteger(owner.pid) && typeof owner.startToken === 'string') return owner as LockOwner;
  } catch {
    // A file cut short by a crash while it was written: nobody owns it.
  }
  return undefined;
}

async function ownerIsRunning(owner: LockOwner): Promise<boolean> {
  if ((await processStatus(owner.pid)) !== 'running') return false;
  // The same pid with another start time is a different process that reused the number.
  return owner.startToken === '' || owner.startToken === (await processStartToken(owner.pid));
}

export interface DataDirectoryLock {
  release(): Promise<void>;
}

export async function lockDataDirectory(dataDir: string): Promise<DataDirectoryLock> {
  const lockPath = path.join(dataDir, LOCK_FILE);
  const self: LockOwner = { pid: process.pid, startToken: await processStartToken(process.pid) };
  const contents = JSON.stringify(self);

  // Two rounds: the second follows the removal of a dead owner's lock.
  for (let round = 0; round < 2; round += 1) {
    try {
      const handle = await open(lockPath, 'wx', 0o600);
      await handle.writeFile(contents);
      await handle.close();
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = parseOwner(await readFile(lockPath, 'utf8').catch(() => ''));
    if (owner && owner.pid !== process.pid && (await ownerIsRunning(owner))) {
      throw new DataDirectoryInUseError(dataDir, owner.pid);
    }
    await unlink(lockPath).catch(() => undefined);
  }
  // Two starts that both found the same dead owner may both have removed and recreated the file;
  // whichever wrote last holds it, and the other must not go on.
  const holder = parseOwner(await readFile(lockPath, 'utf8').catch(() => ''));
  if (!holder || holder.pid !== process.pid) throw new DataDirectoryInUseError(dataDir, holder?.pid ?? 0);

  const removeIfOurs = () => {
    try {
      if (readFileSync(lockPath, 'utf8') === contents) unlinkSync(lockPath);
    } catch {
      // Already gone.
    }
  };
  // An exit without release (process.exit after an error) still frees the folder.
  process.once('exit', removeIfOurs);
  return {
    async release() {
      process.off('exit', removeIfOurs);
      removeIfOurs();
    },
  };
}

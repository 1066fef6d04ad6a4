import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm, utimes } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDirectory, removeStaleScratchDirectories } from './scratch-directory.js';

async function pidOfAnExitedProcess(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '0']);
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid!;
}

describe('scratch folders of extractions', () => {
  let folder: string;
  beforeAll(async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'inkwise-scratch-test-'));
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));

  it('are named after the server process that owns them', async () => {
    const scratch = await createScratchDirectory();
    expect(path.basename(scratch)).toMatch(new RegExp(`^inkwise-extraction-${process.pid}-\\w{6}$`));
    await rm(scratch, { recursive: true });
  });

  it('are removed at start when their owner is gone, and kept while another instance runs', async () => {
    const dead = await pidOfAnExitedProcess();
    const names = {
      killedInstance: `inkwise-extraction-${dead}-a1b2c3`,
      runningInstance: `inkwise-extraction-${process.ppid}-d4e5f6`,
      // A restarted container's server often has its predecessor's pid.
      samePidBefore: `inkwise-extraction-${process.pid}-g7h8i9`,
      oldVersionLongAgo: 'inkwise-extraction-worker-j1k2l3',
      oldVersionRecent: 'inkwise-extraction-worker-m4n5o6',
      unrelated: 'inkwise-extraction-test-p7q8r9',
    };
    for (const name of Object.values(names)) await mkdir(path.join(folder, name, 'profile'), { recursive: true });
    const hourAgo = new Date(Date.now() - 60 * 60 * 1000);
    await utimes(path.join(folder, names.oldVersionLongAgo), hourAgo, hourAgo);

    expect(await removeStaleScratchDirectories(folder)).toBe(3);
    expect((await readdir(folder)).sort()).toEqual([names.oldVersionRecent, names.runningInstance, names.unrelated].sort());
  });
});

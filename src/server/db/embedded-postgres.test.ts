import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, expect, it } from 'vitest';
import { startEmbeddedPostgres } from './embedded-postgres.js';

const scratch = await mkdtemp(path.join(os.tmpdir(), 'inkwise-embedded-test-'));
afterAll(() => rm(scratch, { recursive: true, force: true }));

async function filesUnder(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

it('creates a cluster without any file other local users can read, and none in the shared temporary folder', async () => {
  const dataDir = path.join(scratch, 'data');
  const seenInTmp = new Set<string>();
  let watching = true;
  const watcher = (async () => {
    while (watching) {
      for (const name of await readdir(os.tmpdir())) if (name.startsWith('inkwise-pg-')) seenInTmp.add(name);
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
  })();
  const server = await startEmbeddedPostgres(dataDir, pino({ level: 'silent' }), { database: 'inkwise' });
  watching = false;
  await watcher;
  try {
    expect([...seenInTmp]).toEqual([]);
    // Group and others may at most pass through DATA_DIR (as root the postgres user needs that).
    expect((await stat(dataDir)).mode & 0o066).toBe(0);
    const readableByOthers: string[] = [];
    for (const file of await filesUnder(dataDir)) {
      if ((await stat(file)).mode & 0o066) readableByOthers.push(path.relative(dataDir, file));
    }
    expect(readableByOthers).toEqual([]);
  } finally {
    await server.stop();
  }
}, 60_000);

import { mkdir, mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, expect, it } from 'vitest';
import { localDiskStorage } from './local-disk-storage.js';

const scratch = await mkdtemp(path.join(os.tmpdir(), 'inkwise-storage-test-'));
afterAll(() => rm(scratch, { recursive: true, force: true }));

const modeOf = async (target: string) => (await stat(target)).mode & 0o777;

it('keeps uploaded files private to the server’s user: folders 0700, files 0600', async () => {
  const root = path.join(scratch, 'files');
  // As an older version left it: a world-readable root.
  await mkdir(root, { mode: 0o755 });
  const storage = await localDiskStorage(root);
  expect(await modeOf(root)).toBe(0o700);

  const key = 'ab12cd34-0000-4000-8000-000000000001';
  expect(await storage.write(key, Readable.from([Buffer.from('client brief')]))).toBe(12);
  expect(await modeOf(path.join(root, 'ab'))).toBe(0o700);
  expect(await modeOf(path.join(root, 'ab', key))).toBe(0o600);
});

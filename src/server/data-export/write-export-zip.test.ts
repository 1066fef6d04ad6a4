import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileStorage } from '../storage/file-storage.js';
import { localDiskStorage } from '../storage/local-disk-storage.js';
import type { AccountRecords } from './collect-account-records.js';
import { writeExportZip } from './write-export-zip.js';

const noRecords = { documents: [], files: [] } as unknown as AccountRecords;

describe('writeExportZip', () => {
  let root: string;
  let disk: FileStorage;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'inkwise-export-zip-'));
    disk = await localDiskStorage(root);
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  // A stored upload that is gone fails the zip at once, while a storage that does some work
  // before it starts reading (S3's upload setup, the local disk's mkdir) has not listened yet:
  // the failure must reach the caller as a rejection, never as an uncaught exception that ends
  // the server.
  it('rejects, without an uncaught error, when a stored file is missing and storage starts reading late', async () => {
    const slowToRead: FileStorage = {
      ...disk,
      async write(key, content) {
        await delay(50);
        return disk.write(key, content);
      },
    };
    const written = writeExportZip({
      storage: slowToRead,
      key: 'export-missing-upload',
      records: noRecords,
      storedFiles: [{ id: 1, originalName: 'gone.pdf', storageKey: 'never-stored' }],
    });
    await expect(written).rejects.toThrow(/ENOENT/);
    // Long enough for any late 'error' event to surface as an uncaught exception in this test.
    await delay(100);
    await expect(disk.read('export-missing-upload')).rejects.toThrow();
  });
});

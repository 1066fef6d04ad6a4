import { createReadStream, createWriteStream } from 'node:fs';
import { chmod, mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FileStorage } from './file-storage.js';

const SAFE_KEY = /^[a-z0-9-]+$/i;

/**
 * Files under `<DATA_DIR>/files/<first two characters of the key>/<key>`, readable by the
 * server's user only: folders 0700, files 0600 (an older version made them 0755 and 0644; the
 * root is tightened at start, which closes the older folders too).
 */
export async function localDiskStorage(root: string): Promise<FileStorage> {
  await mkdir(root, { recursive: true, mode: 0o700 });
  await chmod(root, 0o700);
  const pathOf = (key: string) => {
    // Keys are ours, but a path is built from them: refuse anything that could climb out.
    if (!SAFE_KEY.test(key)) throw new Error(`invalid storage key: ${key}`);
    return path.join(root, key.slice(0, 2), key);
  };
  return {
    async write(key, content) {
      const target = pathOf(key);
      await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
      try {
        await pipeline(content, createWriteStream(target, { flags: 'wx', mode: 0o600 }));
      } catch (error) {
        await rm(target, { force: true });
        throw error;
      }
      return (await stat(target)).size;
    },
    async read(key) {
      const target = pathOf(key);
      await stat(target);
      return createReadStream(target);
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    async withLocalPath(key, work) {
      return work(pathOf(key));
    },
  };
}

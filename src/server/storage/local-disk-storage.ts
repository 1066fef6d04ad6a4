import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FileStorage } from './file-storage.js';

const SAFE_KEY = /^[a-z0-9-]+$/i;

/** Files under `<DATA_DIR>/files/<first two characters of the key>/<key>`. */
export function localDiskStorage(root: string): FileStorage {
  const pathOf = (key: string) => {
    // Keys are ours, but a path is built from them: refuse anything that could climb out.
    if (!SAFE_KEY.test(key)) throw new Error(`invalid storage key: ${key}`);
    return path.join(root, key.slice(0, 2), key);
  };
  return {
    async write(key, content) {
      const target = pathOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      try {
        await pipeline(content, createWriteStream(target, { flags: 'wx' }));
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

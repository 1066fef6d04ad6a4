import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

const FILE_NAME = 'app-secret';

/**
 * APP_SECRET when it is set; otherwise the one kept in DATA_DIR, generated (48 random bytes) on
 * the first start and readable only by the server's user. `generated` says whether this start
 * made it, so the caller can tell instances that share a database to set APP_SECRET instead.
 */
export async function loadAppSecret(configured: string | undefined, dataDir: string): Promise<{ secret: string; source: 'environment' | 'file'; generated: boolean }> {
  if (configured) return { secret: configured, source: 'environment', generated: false };
  const file = path.join(dataDir, FILE_NAME);
  try {
    const kept = (await readFile(file, 'utf8')).trim();
    if (kept.length >= 32) return { secret: kept, source: 'file', generated: false };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(48).toString('base64url');
  // 'wx': never overwrite one another process wrote a moment ago.
  try {
    await writeFile(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return { secret: (await readFile(file, 'utf8')).trim(), source: 'file', generated: false };
    throw error;
  }
  return { secret, source: 'file', generated: true };
}

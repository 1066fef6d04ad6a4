import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const clientDirectory = path.resolve(import.meta.dirname, '../../dist/client');

export interface ScriptWeight {
  total: number;
  files: { file: string; kb: number }[];
}

/**
 * gzip -9 of each script (a path under dist/client) as built: the JavaScript budgets' measure,
 * whatever encoding the server picks. Heaviest first.
 */
export function gzippedKb(scripts: string[]): ScriptWeight {
  const files = [...new Set(scripts)].map((file) => ({
    file,
    kb: gzipSync(readFileSync(path.join(clientDirectory, file)), { level: 9 }).length / 1024,
  }));
  return { total: files.reduce((sum, file) => sum + file.kb, 0), files: files.sort((a, b) => b.kb - a.kb) };
}

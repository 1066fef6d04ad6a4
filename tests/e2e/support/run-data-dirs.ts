import { randomBytes } from 'node:crypto';
import { readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { E2E_DATA_DIR_PREFIX } from './app-server.js';

/**
 * The browser tests' global setup: every app they start has a DATA_DIR of its own (an embedded
 * PostgreSQL cluster, about 45 MB) in the system's temporary folder. A run left some 1.3 GB there
 * each time and filled a disk over a few weeks of runs; now each run names its folders after
 * itself and removes them at the end, and never another run's, which may still be going.
 */
export default function setup() {
  const run = randomBytes(6).toString('hex');
  // Inherited by the test files' processes, which start after this.
  process.env.E2E_RUN_ID = run;
  return () => {
    const prefix = `${E2E_DATA_DIR_PREFIX}${run}-`;
    for (const entry of readdirSync(os.tmpdir())) {
      if (entry.startsWith(prefix)) rmSync(path.join(os.tmpdir(), entry), { recursive: true, force: true });
    }
  };
}

import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export const MASTER = { email: 'master@inkwise.test', key: 'e2e master key 2026' };

export interface RunningApp {
  url: string;
  dataDir: string;
  process: ChildProcess;
  output(): string;
  /** SIGTERM, then wait for the process to exit; resolves with its exit code. */
  stop(): Promise<number | null>;
  /** SIGKILL: no chance to clean up, as in a crash. */
  kill(): Promise<void>;
}

export const E2E_DATA_DIR_PREFIX = 'inkwise-e2e-';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * A DATA_DIR in the system's temporary folder, named after the test run when there is one
 * (E2E_RUN_ID, set by tests/e2e/support/run-data-dirs.ts), so the run removes its own at the end.
 */
export function newDataDir(): string {
  const run = process.env.E2E_RUN_ID;
  return mkdtempSync(path.join(os.tmpdir(), run ? `${E2E_DATA_DIR_PREFIX}${run}-` : E2E_DATA_DIR_PREFIX));
}

/**
 * Starts the app exactly as `npm start` does (`node scripts/start.mjs`, which is what the npm
 * script runs) on a free port and its own DATA_DIR, and waits for GET /api/health to answer ok.
 */
export async function startApp(
  options: {
    dataDir?: string;
    env?: Record<string, string>;
    /** Read the app's output as a log collector would, but keep none of it (benchmarks). */
    discardOutput?: boolean;
    /** Options for node itself, before the script (a benchmark's --cpu-prof). */
    nodeOptions?: string[];
  } = {},
): Promise<RunningApp> {
  const dataDir = options.dataDir ?? newDataDir();
  const port = await freePort();
  const child = spawn(process.execPath, [...(options.nodeOptions ?? []), 'scripts/start.mjs'], {
    cwd: path.resolve(import.meta.dirname, '../../..'),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      MASTER_EMAIL: MASTER.email,
      MASTER_KEY: MASTER.key,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let healthy = false;
  const collect = (chunk: Buffer) => {
    if (!options.discardOutput || !healthy) output += chunk.toString();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the app exited during start-up:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the app did not become healthy within 120 s:\n${output}`);
    }
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) {
        healthy = true;
        break;
      }
    } catch {
      // Not listening yet.
    }
    await sleep(200);
  }

  return {
    url,
    dataDir,
    process: child,
    output: () => output,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
    async kill() {
      if (child.exitCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}

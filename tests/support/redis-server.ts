import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const STARTUP_TIMEOUT_MS = 10_000;

export interface RedisTestServer {
  /** redis://127.0.0.1:<port>, for REDIS_URL. */
  url: string;
  port: number;
  /** Stops the server (an outage, as far as the app can tell); `start` brings it back on the same port. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops it for good and removes its folder. */
  close(): Promise<void>;
}

/**
 * A real Redis (Debian's `redis-server`) on a free port, keeping nothing on disk, for the tests
 * of co-editing across instances through REDIS_URL. Without the binary the test fails and says
 * how to get it: it is part of the test environment, as Chromium is (`.ci/run` installs both).
 */
export async function startRedisServer(): Promise<RedisTestServer> {
  const port = await freePort();
  const directory = mkdtempSync(path.join(os.tmpdir(), 'inkwise-redis-'));
  let child: ChildProcess | null = null;

  const start = async () => {
    child = await launch(port, directory);
  };
  const stop = async () => {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGTERM');
    await exited;
  };
  await start().catch(async (error: unknown) => {
    await rm(directory, { recursive: true, force: true });
    throw error;
  });
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    start,
    stop,
    async close() {
      await stop();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

function launch(port: number, directory: string): Promise<ChildProcess> {
  const binary = process.env.REDIS_SERVER_PATH ?? 'redis-server';
  const child = spawn(binary, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', directory], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`redis-server did not start within ${STARTUP_TIMEOUT_MS} ms:\n${output}`));
    }, STARTUP_TIMEOUT_MS);
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      if (/Ready to accept connections/.test(output)) {
        clearTimeout(timer);
        resolve(child);
      }
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.once('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      reject(
        error.code === 'ENOENT'
          ? new Error(`${binary} is not installed: the co-editing tests through Redis need it (apt-get install redis-server; .ci/run installs it)`)
          : error,
      );
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`redis-server exited with code ${code} before it was ready:\n${output}`));
    });
  });
}

/** A port nothing listens on now (the kernel's pick for port 0). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

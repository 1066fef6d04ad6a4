/**
 * The documents API benchmark's ceiling: a bare Fastify + pg server (no auth, no validation, no
 * logging) answering each route with one named statement, in a process of its own as the app is.
 * Run on the load generator's event loop, it was spared what the app pays for being another
 * process: each answer waking the load generator, each request waking the server, and the two
 * sharing the 2 cores as three processes. Started by `startBareApiServer`; prints its address as
 * one line once it listens.
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';

/** A route answered with the rows of one statement, prepared by name as the app prepares its own. */
export interface BareRoute {
  path: string;
  statement: { name: string; text: string; values: unknown[] };
  /** Answer with the first row only (a read), not the array (a list). */
  firstRow?: boolean;
}

export interface BareApiServer {
  address: string;
  /** The server's process id, for reading its CPU time. */
  pid: number;
  close: () => Promise<void>;
}

interface BareServerOptions {
  databaseUrl: string;
  connections: number;
  routes: BareRoute[];
}

/** Answers each route with its statement's rows on `server`: the bare server's whole work. */
export function serveBareRoutes(server: FastifyInstance, pool: pg.Pool, routes: readonly BareRoute[]): void {
  for (const route of routes) {
    server.get(route.path, async () => {
      const { rows } = await pool.query(route.statement);
      return route.firstRow ? rows[0] : rows;
    });
  }
}

/** Starts this file as a child process serving `routes` from `databaseUrl`. */
export async function startBareApiServer(options: BareServerOptions): Promise<BareApiServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url)], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, BARE_API_SERVER: JSON.stringify(options) },
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const lines = createInterface({ input: child.stdout });
  const address = await new Promise<string>((resolve, reject) => {
    lines.once('line', resolve);
    child.once('exit', (code) => reject(new Error(`the bare API server exited (${code}) before it listened`)));
  });
  return {
    address,
    pid: child.pid!,
    close: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const options = JSON.parse(process.env.BARE_API_SERVER ?? '') as BareServerOptions;
  const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.connections });
  const server = Fastify();
  serveBareRoutes(server, pool, options.routes);
  process.once('SIGTERM', () => void server.close().then(() => pool.end()).then(() => process.exit(0)));
  console.log(await server.listen({ port: 0, host: '127.0.0.1' }));
}

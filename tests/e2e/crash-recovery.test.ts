import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { newDataDir, startApp, type RunningApp } from './support/app-server.js';

const running: RunningApp[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((app) => app.stop()));
});

async function start(dataDir: string, env: Record<string, string> = {}) {
  const app = await startApp({ dataDir, env });
  running.push(app);
  return app;
}

const json = (body: object) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

describe('durability and lifecycle', () => {
  it('keeps an acknowledged sign-up through a SIGKILL of the server and restarts on the same DATA_DIR', async () => {
    const dataDir = newDataDir();
    const first = await start(dataDir);
    const account = { firstName: 'Kim', lastName: 'Crash', email: 'kim.crash@example.com', password: 'survives a crash' };
    const registered = await fetch(`${first.url}/api/auth/register`, json(account));
    expect(registered.status).toBe(201);

    await first.kill();
    // The orphaned database process still holds the data directory; the next start must cope.
    const second = await start(dataDir);
    const login = await fetch(`${second.url}/api/auth/login`, json({ email: account.email, password: account.password }));
    expect(login.status).toBe(200);
    expect(((await login.json()) as { user: { email: string } }).user.email).toBe(account.email);
  });

  it('on SIGTERM finishes cleanly: exit code 0 and the embedded database stopped', async () => {
    const dataDir = newDataDir();
    const app = await start(dataDir);
    // A request in flight when the signal arrives still gets its answer.
    const inFlight = fetch(`${app.url}/api/auth/register`, json({
      firstName: 'Sam',
      lastName: 'Term',
      email: 'sam.term@example.com',
      password: 'graceful exit',
    }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    const exitCode = app.stop();
    expect((await inFlight).status).toBe(201);
    expect(await exitCode).toBe(0);
    expect(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
  });

  it('refuses a second start on the same DATA_DIR in one line naming the first, which keeps serving', async () => {
    const dataDir = newDataDir();
    const first = await start(dataDir);
    const account = { firstName: 'Ola', lastName: 'Once', email: 'ola.once@example.com', password: 'one per folder' };
    expect((await fetch(`${first.url}/api/auth/register`, json(account))).status).toBe(201);

    await expect(start(dataDir)).rejects.toThrow(
      new RegExp(`DATA_DIR ${dataDir} is in use by process ${first.process.pid}: stop that instance or set another DATA_DIR`),
    );
    // Before the lock, the second start took the first's database for a crash leftover and
    // stopped it: the first then answered 503.
    const login = await fetch(`${first.url}/api/auth/login`, json({ email: account.email, password: account.password }));
    expect(login.status).toBe(200);
  });

  it('refuses to start on invalid configuration with one line naming the variable', async () => {
    await expect(startApp({ env: { PORT: 'not-a-port' } })).rejects.toThrow(
      /Invalid configuration: PORT must be a whole number/,
    );
  });
});

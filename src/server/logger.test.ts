import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../tests/support/test-database.js';
import { startOpenAiTestServer } from '../../tests/support/openai-test-server.js';
import { TEST_SECRET_BOX, newAccount, sessionCookieFrom } from '../../tests/support/test-app.js';
import { buildApp } from './app.js';
import { createLogger } from './logger.js';
import { localDiskStorage } from './storage/local-disk-storage.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.drop();
});

it('logs a failing query by its statement and error, never the values it was given', async () => {
  let log = '';
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      log += chunk.toString();
      done();
    },
  });
  const app = await buildApp({ secretBox: TEST_SECRET_BOX,
    db: database.db,
    pool: database.pool,
    appName: 'Inkwise',
    storage: await localDiskStorage(mkdtempSync(path.join(os.tmpdir(), 'inkwise-log-'))),
    logger: createLogger('info', sink),
  });
  const account = newAccount();
  await app.inject({ method: 'POST', url: '/api/auth/register', payload: account });
  const cookie = sessionCookieFrom(await app.inject({ method: 'POST', url: '/api/auth/login', payload: account }));

  // The next insert of a document fails in the database, with the writer's text among its values.
  await database.pool.query('ALTER TABLE documents ADD CONSTRAINT no_launch_plans CHECK (content NOT LIKE $$%launch codes%$$)');
  const secret = 'the launch codes are 0000-1111';
  const response = await app.inject({
    method: 'POST',
    url: '/api/documents',
    headers: { cookie },
    payload: { title: 'Confidential', content: secret },
  });
  await app.close();

  expect(response.statusCode).toBe(500);
  const failure = log.split('\n').find((line) => line.includes('request failed'));
  expect(failure).toBeDefined();
  expect(failure).toContain('insert into \\"documents\\"');
  expect(failure).toContain('23514'); // check_violation
  expect(log).not.toContain('launch codes are');
  expect(log).not.toContain(account.password);
});

it('never writes an AI request’s prompt or answer to the log, whatever happens to it', async () => {
  const model = await startOpenAiTestServer();
  let log = '';
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      log += chunk.toString();
      done();
    },
  });
  const app = await buildApp({
    secretBox: TEST_SECRET_BOX,
    db: database.db,
    pool: database.pool,
    appName: 'Inkwise',
    storage: await localDiskStorage(mkdtempSync(path.join(os.tmpdir(), 'inkwise-log-'))),
    logger: createLogger('debug', sink),
    ai: { baseUrl: model.baseUrl, apiKey: 'sk-never-logged', model: 'm', fastModel: 'm' },
  });
  try {
    const account = newAccount();
    await app.inject({ method: 'POST', url: '/api/auth/register', payload: account });
    const cookie = sessionCookieFrom(await app.inject({ method: 'POST', url: '/api/auth/login', payload: account }));
    model.queue = [
      { kind: 'answer', pieces: ['The merger closes ', 'on Friday.'] },
      { kind: 'error-in-stream', pieces: ['Partial secret'], message: 'overloaded' },
      { kind: 'error', status: 400, message: 'This model’s maximum context length was exceeded by the merger memo' },
    ];
    for (let request = 0; request < 3; request += 1) {
      const answer = await app.inject({ method: 'POST', url: '/api/ai/write', headers: { cookie }, payload: { action: 'rewrite', text: 'Confidential: the merger with Acme closes Friday.' } });
      expect(answer.statusCode).toBe(200);
    }
    expect(log.split('\n').filter((line) => line.includes('/api/ai/write')).length).toBeGreaterThanOrEqual(3);
    for (const secret of ['merger', 'Acme', 'Partial secret', 'sk-never-logged', 'closes']) expect(log).not.toContain(secret);
  } finally {
    await app.close();
    await model.close();
  }
});

it('writes every line to standard output before the process exits, however abruptly', () => {
  // Lines are written asynchronously (createLogger): the last ones before process.exit, like the
  // "stopped" of a shutdown or a fatal error's, must still reach the output.
  const script = `
    import { createLogger } from ${JSON.stringify(path.resolve(import.meta.dirname, 'logger.ts'))};
    const logger = createLogger('info');
    for (let line = 0; line < 2000; line += 1) logger.info({ line }, 'burst');
    logger.fatal('last words');
    process.exit(3);
  `;
  const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8', timeout: 30_000 });
  expect(run.status).toBe(3);
  const lines = run.stdout.trim().split('\n').map((line) => JSON.parse(line) as { msg: string; line?: number });
  expect(lines.filter((line) => line.msg === 'burst').map((line) => line.line)).toEqual(Array.from({ length: 2000 }, (_, line) => line));
  expect(lines.at(-1)?.msg).toBe('last words');
});

import { Writable } from 'node:stream';
import Fastify, { LogController, type FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { expect, it } from 'vitest';
import { registerRequestLog } from './request-log.js';

it('logs one line per request, with its path but not its query string', async () => {
  const lines: Array<Record<string, unknown>> = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().trim().split('\n').map((line) => JSON.parse(line) as Record<string, unknown>));
      done();
    },
  });
  const logger: FastifyBaseLogger = pino({ level: 'info' }, sink);
  const app = Fastify({ loggerInstance: logger, logController: new LogController({ disableRequestLogging: true }) });
  registerRequestLog(app);
  app.get('/api/documents', async () => []);

  const response = await app.inject({ url: '/api/documents?q=secret%20launch%20plan' });
  await app.close();

  expect(response.statusCode).toBe(200);
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatchObject({ msg: 'request', method: 'GET', path: '/api/documents', status: 200 });
  expect(typeof lines[0]!.ms).toBe('number');
  expect(JSON.stringify(lines)).not.toContain('secret');
});

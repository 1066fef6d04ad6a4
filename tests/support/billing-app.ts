import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../src/server/app.js';
import type { PaymentProviders } from '../../src/server/billing/payment-providers.js';
import { localDiskStorage } from '../../src/server/storage/local-disk-storage.js';
import type { TestApp } from './test-app.js';
import { createTestDatabase } from './test-database.js';

/** The real app on a fresh database with the given payment providers (createTestApp uses test mode). */
export async function createBillingTestApp(payments: PaymentProviders): Promise<TestApp> {
  const database = await createTestDatabase();
  const storageRoot = mkdtempSync(path.join(os.tmpdir(), 'inkwise-files-'));
  const storage = localDiskStorage(storageRoot);
  const app = await buildApp({ db: database.db, pool: database.pool, appName: 'Inkwise', storage, payments });
  await app.ready();
  return {
    app,
    database,
    storage,
    storageRoot,
    async close() {
      await app.close();
      await database.drop();
      await rm(storageRoot, { recursive: true, force: true });
    },
  };
}

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export type FakeHandler = (request: RecordedRequest) => { status?: number; json: unknown };

/** A local HTTP server standing in for a provider's REST API: it records each call and answers it. */
export async function startFakeProviderApi(handle: FakeHandler) {
  const requests: RecordedRequest[] = [];
  const server = createServer((incoming: IncomingMessage, outgoing: ServerResponse) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const request: RecordedRequest = {
        method: incoming.method ?? 'GET',
        path: incoming.url ?? '/',
        headers: incoming.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(request);
      let answer: { status?: number; json: unknown };
      try {
        answer = handle(request);
      } catch (error) {
        answer = { status: 500, json: { error: { message: String(error) } } };
      }
      outgoing.writeHead(answer.status ?? 200, { 'content-type': 'application/json' });
      outgoing.end(JSON.stringify(answer.json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

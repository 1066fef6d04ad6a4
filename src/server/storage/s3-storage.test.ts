import { readFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startS3ProtocolServer } from '../../../tests/support/s3-protocol-server.js';
import { s3Storage } from './s3-storage.js';
import type { FileStorage } from './file-storage.js';

let server: Awaited<ReturnType<typeof startS3ProtocolServer>>;
let storage: FileStorage;
beforeAll(async () => {
  server = await startS3ProtocolServer();
  storage = s3Storage({
    bucket: 'inkwise',
    region: 'us-east-1',
    endpoint: server.endpoint,
    accessKeyId: 'test-key',
    secretAccessKey: 'test-secret',
    forcePathStyle: true,
  });
});
afterAll(async () => {
  await server.close();
});

it('writes, reads, copies to local disk and deletes an object under files/', async () => {
  const written = await storage.write('abc-123', Readable.from([Buffer.from('Brand guide: '), Buffer.from('deep blue.')]));
  expect(written).toBe(23);
  expect(server.objects.get('files/abc-123')?.toString()).toBe('Brand guide: deep blue.');
  expect(await text(await storage.read('abc-123'))).toBe('Brand guide: deep blue.');
  expect(await storage.withLocalPath('abc-123', (localPath) => readFile(localPath, 'utf8'))).toBe('Brand guide: deep blue.');
  await storage.delete('abc-123');
  expect(server.objects.has('files/abc-123')).toBe(false);
});

it('streams a large upload in parts rather than as one body', async () => {
  const size = 20 * 1024 * 1024;
  const chunk = Buffer.alloc(1024 * 1024, 'x');
  const source = Readable.from((function* () {
    for (let sent = 0; sent < size; sent += chunk.length) yield chunk;
  })());
  expect(await storage.write('big-one', source)).toBe(size);
  expect(server.objects.get('files/big-one')?.length).toBe(size);
  expect(server.largestBody()).toBeLessThanOrEqual(8 * 1024 * 1024);
});

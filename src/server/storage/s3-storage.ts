import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DeleteObjectCommand, GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { FileStorage } from './file-storage.js';

export interface S3Settings {
  bucket: string;
  region: string;
  /** For S3-compatible services (MinIO, R2, …); AWS itself needs none. */
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
}

const KEY_PREFIX = 'files/';
// Multipart parts in flight at once × part size bounds the memory a 50 MB upload can take.
const PART_SIZE = 8 * 1024 * 1024;
const PARTS_IN_FLIGHT = 2;

/** Object storage through the AWS SDK v3: uploads stream in parts, never whole in memory. */
export function s3Storage(settings: S3Settings): FileStorage {
  const client = new S3Client({
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    ...(settings.accessKeyId && settings.secretAccessKey
      ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
      : {}),
  });
  const objectKey = (key: string) => `${KEY_PREFIX}${key}`;

  async function read(key: string): Promise<Readable> {
    const response = await client.send(new GetObjectCommand({ Bucket: settings.bucket, Key: objectKey(key) }));
    if (!(response.Body instanceof Readable)) throw new Error(`no body for stored object ${key}`);
    return response.Body;
  }

  return {
    async write(key, content) {
      // A stream that failed before it was handed over would never emit again: fail with it.
      if (content.errored) throw content.errored;
      let bytes = 0;
      const counted = new PassThrough();
      counted.on('data', (chunk: Buffer) => (bytes += chunk.length));
      content.once('error', (error) => counted.destroy(error));
      const upload = new Upload({
        client,
        params: { Bucket: settings.bucket, Key: objectKey(key), Body: content.pipe(counted) },
        partSize: PART_SIZE,
        queueSize: PARTS_IN_FLIGHT,
      });
      await upload.done();
      return bytes;
    },
    read,
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: settings.bucket, Key: objectKey(key) }));
    },
    async withLocalPath(key, work) {
      const folder = await mkdtemp(path.join(os.tmpdir(), 'inkwise-object-'));
      const localPath = path.join(folder, 'object');
      try {
        await pipeline(await read(key), createWriteStream(localPath));
        return await work(localPath);
      } finally {
        await rm(folder, { recursive: true, force: true });
      }
    },
  };
}

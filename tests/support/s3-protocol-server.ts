import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local HTTP server that answers the part of the S3 REST API our storage calls (path-style
 * PutObject, multipart upload, GetObject, DeleteObject), so the real AWS SDK client is exercised
 * over the wire. It records the largest request body it received, to show uploads go in parts.
 */
export async function startS3ProtocolServer() {
  const objects = new Map<string, Buffer>();
  const uploads = new Map<string, Map<number, Buffer>>();
  let largestBody = 0;

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      largestBody = Math.max(largestBody, body.length);
      const url = new URL(request.url ?? '/', 'http://localhost');
      const key = decodeURIComponent(url.pathname.replace(/^\/[^/]+\//, ''));
      const uploadId = url.searchParams.get('uploadId');
      const send = (status: number, payload = '', headers: Record<string, string> = {}) => {
        response.writeHead(status, { 'content-type': 'application/xml', ...headers });
        response.end(payload);
      };

      if (request.method === 'POST' && url.searchParams.has('uploads')) {
        const id = randomUUID();
        uploads.set(id, new Map());
        return send(200, `<InitiateMultipartUploadResult><Bucket>b</Bucket><Key>${key}</Key><UploadId>${id}</UploadId></InitiateMultipartUploadResult>`);
      }
      if (request.method === 'PUT' && uploadId) {
        uploads.get(uploadId)?.set(Number(url.searchParams.get('partNumber')), body);
        return send(200, '', { etag: `"${randomUUID()}"` });
      }
      if (request.method === 'POST' && uploadId) {
        const parts = [...(uploads.get(uploadId) ?? new Map<number, Buffer>()).entries()].sort(([a], [b]) => a - b);
        objects.set(key, Buffer.concat(parts.map(([, part]) => part)));
        uploads.delete(uploadId);
        return send(200, `<CompleteMultipartUploadResult><Key>${key}</Key><ETag>"done"</ETag></CompleteMultipartUploadResult>`);
      }
      if (request.method === 'PUT') {
        objects.set(key, body);
        return send(200, '', { etag: '"single"' });
      }
      if (request.method === 'GET') {
        const object = objects.get(key);
        if (!object) return send(404, '<Error><Code>NoSuchKey</Code><Message>missing</Message></Error>');
        response.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': String(object.length) });
        return response.end(object);
      }
      if (request.method === 'DELETE') {
        objects.delete(key);
        return send(204);
      }
      return send(400, '<Error><Code>NotImplemented</Code></Error>');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    objects,
    largestBody: () => largestBody,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

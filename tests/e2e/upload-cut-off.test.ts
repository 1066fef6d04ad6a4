import { readdirSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { startApp, type RunningApp } from './support/app-server.js';

/**
 * Uploads that never finish (issue 12, defect 2) and uploads without a client (defect 10), sent
 * over raw sockets as an attacker would, to the app as `npm start` runs it.
 */
const running: RunningApp[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((app) => app.stop()));
});

const BOUNDARY = 'cutoffboundary7MA4YWxkTrZu0gW';

async function signedInWithClient(app: RunningApp): Promise<{ cookie: string; clientId: number }> {
  const json = (body: object, cookie = '') => ({
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify(body),
  });
  const account = { firstName: 'Cut', lastName: 'Off', email: `cut.off.${Date.now()}@example.com`, password: 'stops mid-file' };
  expect((await fetch(`${app.url}/api/auth/register`, json(account))).status).toBe(201);
  const login = await fetch(`${app.url}/api/auth/login`, json({ email: account.email, password: account.password }));
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const client = await fetch(`${app.url}/api/clients`, json({ name: 'Stalled Co' }, cookie));
  return { cookie, clientId: ((await client.json()) as { id: number }).id };
}

/** Every file in the app's local storage. */
function storedFiles(app: RunningApp): string[] {
  try {
    return readdirSync(path.join(app.dataDir, 'files'), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
}

interface RawUpload {
  socket: net.Socket;
  /** Whatever the server has sent so far. */
  received(): string;
  /** The whole answer, once the server has sent it and closed or ended it. */
  answer: Promise<string>;
  /** Resolves when the server closes the connection. */
  closed: Promise<void>;
}

/**
 * Opens an upload whose headers promise `declaredBytes` of body and sends `parts` of it; the
 * caller decides whether the rest ever comes.
 */
function openUpload(app: RunningApp, cookie: string, declaredBytes: number, firstBytes: string): RawUpload {
  const { port } = new URL(app.url);
  const socket = net.connect(Number(port), '127.0.0.1');
  let received = '';
  socket.on('data', (chunk) => (received += chunk.toString()));
  socket.on('error', () => undefined);
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  socket.write(
    [
      'POST /api/files/upload HTTP/1.1',
      `Host: 127.0.0.1:${port}`,
      `Cookie: ${cookie}`,
      `Content-Type: multipart/form-data; boundary=${BOUNDARY}`,
      `Content-Length: ${declaredBytes}`,
      '',
      '',
    ].join('\r\n') + firstBytes,
  );
  return { socket, received: () => received, answer: closed.then(() => received), closed };
}

function clientField(clientId: number): string {
  return `--${BOUNDARY}\r\nContent-Disposition: form-data; name="clientId"\r\n\r\n${clientId}\r\n`;
}

function fileHeader(name: string): string {
  return `--${BOUNDARY}\r\nContent-Disposition: form-data; name="files"; filename="${name}"\r\nContent-Type: text/plain\r\n\r\n`;
}

describe('an upload cut off before its end', () => {
  it('is answered 408 after the idle timeout, and nothing of it stays in storage', { timeout: 60_000 }, async () => {
    const app = await startApp({ env: { UPLOAD_IDLE_TIMEOUT_SECONDS: '2' } });
    running.push(app);
    const { cookie, clientId } = await signedInWithClient(app);

    // Half a file of a body that promises a whole one, then silence with the socket open.
    const sent = clientField(clientId) + fileHeader('half.txt') + 'x'.repeat(64 * 1024);
    const started = Date.now();
    const upload = openUpload(app, cookie, sent.length + 64 * 1024 + 200, sent);
    await sleep(500);
    expect(storedFiles(app)).toHaveLength(1); // being written

    const answer = await upload.answer;
    const waited = Date.now() - started;
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(answer).toContain('no data arrived for 2 seconds');
    expect(waited).toBeGreaterThan(1_500);
    expect(waited).toBeLessThan(10_000);
    expect(storedFiles(app)).toEqual([]);
    expect((await fetch(`${app.url}/api/health`)).status).toBe(200);
  });

  it('cannot hold a graceful shutdown: three stalled uploads are cut at the shutdown deadline', { timeout: 60_000 }, async () => {
    // The idle timeout is long here, so that only the shutdown deadline can end them.
    const app = await startApp({ env: { UPLOAD_IDLE_TIMEOUT_SECONDS: '300', SHUTDOWN_TIMEOUT_SECONDS: '3' } });
    running.push(app);
    const { cookie, clientId } = await signedInWithClient(app);
    const uploads = Array.from({ length: 3 }, (_, index) => {
      const sent = clientField(clientId) + fileHeader(`stalled-${index}.txt`) + 'y'.repeat(32 * 1024);
      return openUpload(app, cookie, sent.length + 1024 * 1024, sent);
    });
    await sleep(500);
    expect(storedFiles(app)).toHaveLength(3);

    const started = Date.now();
    const exitCode = await app.stop();
    const took = Date.now() - started;
    expect(exitCode).toBe(0);
    // 87 s before the deadline existed; now the deadline and a clean database stop.
    expect(took).toBeLessThan(15_000);
    await Promise.all(uploads.map((upload) => upload.closed));
    expect(storedFiles(app)).toEqual([]);
  });
});

describe('an upload without its client first', () => {
  it('is refused at once, before any file byte is stored', { timeout: 60_000 }, async () => {
    const app = await startApp();
    running.push(app);
    const { cookie } = await signedInWithClient(app);
    const fileBytes = 49 * 1024 * 1024;
    // A file part first, no clientId field at all: the probe's five 49 MB files stored 253 MB.
    const head = fileHeader('big.txt');
    const upload = openUpload(app, cookie, head.length + fileBytes + BOUNDARY.length + 8, head);
    let sentBytes = 0;
    const chunk = Buffer.alloc(256 * 1024, 'z');
    // Keep sending, as a client that does not read its answer would, until the answer comes.
    const answered = new Promise((resolve) => upload.socket.once('data', resolve));
    while (upload.received() === '' && sentBytes < fileBytes) {
      const flowing = upload.socket.write(chunk);
      sentBytes += chunk.length;
      if (!flowing) await Promise.race([new Promise((resolve) => upload.socket.once('drain', resolve)), answered]);
    }
    await sleep(200);
    upload.socket.end();
    const answer = await upload.answer;
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer).toContain('Choose a client before uploading files.');
    expect(answer.toLowerCase()).toContain('connection: close');
    // Answered long before the body was sent, and nothing of it stored.
    expect(sentBytes).toBeLessThan(fileBytes / 2);
    expect(storedFiles(app)).toEqual([]);
    console.log(`no-client upload: refused after ${(sentBytes / 1024 / 1024).toFixed(1)} MB of ${fileBytes / 1024 / 1024} MB sent, 0 bytes stored`);
  });
});

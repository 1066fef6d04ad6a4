import { setTimeout as sleep } from 'node:timers/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import type { StoredFile } from '../../src/shared/contract/files.js';
import { EXTRACTION_LIMITS } from '../../src/server/files/extraction/extraction-limits.js';
import { decompressionBombs } from '../fixtures/extraction/build-test-files.js';
import { startApp, type RunningApp } from './support/app-server.js';
import { childProcesses, residentMegabytes, sampleServerMemory } from './support/process-memory.js';

/** What the server may grow by while it extracts bombs: extraction's memory is not the server's. */
const SERVER_GROWTH_BOUND_MB = 300;
/** An extraction process may pass its budget by what it allocates between two 20 ms samples. */
const EXTRACTION_BOUND_MB = EXTRACTION_LIMITS.maxMemoryMb + 150;

let app: RunningApp;
let cookie: string;
let clientId: number;

beforeAll(async () => {
  app = await startApp();
  const json = (body: object, headers: Record<string, string> = {}) => ({
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  // Any free account can upload: the attacker needs nothing more.
  const account = { firstName: 'Bo', lastName: 'Mb', email: 'bombs@example.com', password: 'decompression bombs' };
  expect((await fetch(`${app.url}/api/auth/register`, json(account))).status).toBe(201);
  const login = await fetch(`${app.url}/api/auth/login`, json({ email: account.email, password: account.password }));
  cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const client = await fetch(`${app.url}/api/clients`, json({ name: 'Bomb squad' }, { cookie }));
  clientId = ((await client.json()) as { id: number }).id;
  return () => app.stop();
});

async function listFiles(): Promise<StoredFile[]> {
  const response = await fetch(`${app.url}/api/files?clientId=${clientId}`, { headers: { cookie } });
  expect(response.status).toBe(200);
  return (await response.json()) as StoredFile[];
}

describe('decompression bombs uploaded through the API', () => {
  it('each end failed, too large when decompressed, and the server’s memory stays bounded during and after', async () => {
    const files = await decompressionBombs();
    const serverPid = app.process.pid!;
    await sleep(2_000); // start-up settles
    const baselineMb = residentMegabytes(serverPid);
    const memory = sampleServerMemory(serverPid);

    const form = new FormData();
    form.append('clientId', String(clientId));
    for (const file of files) form.append('files', new Blob([file.data]), file.name);
    const upload = await fetch(`${app.url}/api/files/upload`, { method: 'POST', headers: { cookie }, body: form });
    expect(upload.status).toBe(201);

    let stored = await listFiles();
    const deadline = Date.now() + 60_000;
    while (stored.some((file) => file.processingStatus === 'pending') && Date.now() < deadline) {
      await sleep(250);
      stored = await listFiles();
    }
    await sleep(1_000); // and after
    memory.stop();
    const afterMb = residentMegabytes(serverPid);
    const extractionPeaks = [...memory.extractionPeaksMb.values()];
    console.log(
      `server RSS: baseline ${baselineMb.toFixed(0)} MB, peak ${memory.serverPeakMb.toFixed(0)} MB, after ${afterMb.toFixed(0)} MB; ` +
        `extraction processes' peaks: ${extractionPeaks.map((peak) => peak.toFixed(0)).join(', ')} MB`,
    );

    expect(Object.fromEntries(stored.map((file) => [file.originalName, [file.processingStatus, file.failureReason]]))).toEqual(
      Object.fromEntries(files.map((file) => [file.name, ['failed', file.reason]])),
    );
    expect(memory.serverPeakMb).toBeLessThan(baselineMb + SERVER_GROWTH_BOUND_MB);
    expect(afterMb).toBeLessThan(baselineMb + SERVER_GROWTH_BOUND_MB);
    // Each file ran in its own process; the PDF's grew until its budget stopped it, none went past it.
    expect(Math.max(...extractionPeaks)).toBeGreaterThan(EXTRACTION_LIMITS.maxMemoryMb / 2);
    for (const peak of extractionPeaks) expect(peak).toBeLessThan(EXTRACTION_BOUND_MB);
    // And they are gone: the memory is the system's again.
    expect(childProcesses(serverPid).filter((child) => child.command.includes('extraction-process'))).toEqual([]);
    expect((await fetch(`${app.url}/api/health`)).status).toBe(200);
  });
});

/**
 * Issue 4's figures: extraction time per MB for each type, and the server's peak memory while a
 * 50 MB file uploads (DESIGN.md budget: it grows by no more than 64 MB).
 *
 * Run: npm run build && npx tsx bench/uploads.bench.ts   (writes its section of docs/benchmarks.md)
 */
import { openAsBlob } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { extractText } from '../src/server/files/extraction/index.js';
import type { FileKind } from '../src/server/files/extraction/index.js';
import {
  docxEntries,
  FIXTURES,
  pdf,
  pptxEntries,
  temporaryDirectory,
  xlsxEntries,
  zip,
} from '../tests/fixtures/extraction/build-test-files.js';
import { startApp } from '../tests/e2e/support/app-server.js';
import { machineDescription, writeSection } from './support/report.js';

const sentence = 'The spring campaign leads with recycled packaging and a clear promise to independent grocers. ';
const paragraphs = (count: number) => Array.from({ length: count }, (_, index) => `${index}. ${sentence.repeat(4)}`);

async function extractionRows(): Promise<string[]> {
  const files = await temporaryDirectory();
  try {
    const inputs: Array<[FileKind, string, string]> = [
      ['txt', 'plain text', await files.write('sample.txt', paragraphs(12_000).join('\n'))],
      ['docx', 'Word, 4,000 paragraphs', await files.write('sample.docx', await zip(docxEntries(paragraphs(4_000))))],
      ['pptx', 'PowerPoint, 300 slides', await files.write('sample.pptx', await zip(pptxEntries(Array.from({ length: 300 }, (_, index) => ({ text: paragraphs(3).map((line) => `${index} ${line}`), notes: sentence }))))) ],
      ['xlsx', 'Excel, 20,000 rows', await files.write('sample.xlsx', await zip(xlsxEntries([{ name: 'Plan', rows: Array.from({ length: 20_000 }, (_, index) => [`Row ${index}`, index, sentence]) }])))],
      ['pdf', 'PDF, 200 pages', await files.write('sample.pdf', pdf(Array.from({ length: 200 }, (_, index) => `Page ${index} ${sentence}`)))],
      ['png', 'PNG, OCR', path.join(FIXTURES, 'ocr-sample.png')],
      ['jpg', 'JPEG, OCR', path.join(FIXTURES, 'ocr-sample.jpg')],
    ];
    const rows: string[] = [];
    for (const [kind, label, file] of inputs) {
      const bytes = (await stat(file)).size;
      await extractText(file, kind); // warm-up: module loading and OCR start-up are not per-MB costs
      const started = performance.now();
      const result = await extractText(file, kind);
      const elapsed = performance.now() - started;
      const megabytes = bytes / 1024 / 1024;
      rows.push(`| ${label} | ${(bytes / 1024).toFixed(0)} KB | ${result.status} | ${elapsed.toFixed(0)} | ${(elapsed / megabytes).toFixed(0)} |`);
      console.log(rows.at(-1));
    }
    return rows;
  } finally {
    await files.remove();
  }
}

/** Resident memory of a process, from /proc (Linux). */
async function residentBytes(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
}

async function uploadMemory(): Promise<{ before: number; peak: number; seconds: number; status: number }> {
  const app = await startApp();
  const files = await temporaryDirectory();
  try {
    const account = { firstName: 'Bench', lastName: 'Upload', email: 'upload@example.com', password: 'upload benchmark' };
    const json = (body: object, cookie = '') => ({ method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify(body) });
    await fetch(`${app.url}/api/auth/register`, json(account));
    const login = await fetch(`${app.url}/api/auth/login`, json({ email: account.email, password: account.password }));
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const client = (await (await fetch(`${app.url}/api/clients`, json({ name: 'Bench' }, cookie))).json()) as { id: number };

    const big = await files.write('big.txt', Buffer.alloc(50 * 1024 * 1024 - 1024, 'Lorem ipsum dolor sit amet. '));
    const pid = app.process.pid!;
    await sleep(2_000); // let start-up settle
    const before = await residentBytes(pid);
    let peak = before;
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        peak = Math.max(peak, await residentBytes(pid));
        await sleep(5);
      }
    })();
    const form = new FormData();
    form.append('clientId', String(client.id));
    form.append('files', await openAsBlob(big), 'big.txt'); // streamed from disk, not held in the bench either
    const started = performance.now();
    const response = await fetch(`${app.url}/api/files/upload`, { method: 'POST', headers: { cookie }, body: form });
    await response.arrayBuffer();
    const seconds = (performance.now() - started) / 1000;
    sampling = false;
    await sampler;
    return { before, peak, seconds, status: response.status };
  } finally {
    await files.remove();
    await app.stop();
  }
}

const extraction = await extractionRows();
const upload = await uploadMemory();
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
writeSection(
  'uploads',
  `## Uploads and text extraction

- Date: ${new Date().toISOString()}
- Machine: ${machineDescription()}
- Command: \`npm run build && npx tsx bench/uploads.bench.ts\`
- Budget: a 50 MB upload streams to storage without the server's memory growing by more than 64 MB.

Extraction (in-process \`extractText\`, one warm-up run per type, then one timed run; generated files):

| input | size | status | ms | ms per MB |
| --- | --- | --- | --- | --- |
${extraction.join('\n')}

A 50 MB upload to the server started as \`npm start\` starts it (local-disk storage; the server's
resident memory sampled from /proc every 5 ms): answered ${upload.status} in ${upload.seconds.toFixed(1)} s; resident memory ${mb(upload.before)} MB before, peak ${mb(upload.peak)} MB, growth ${mb(upload.peak - upload.before)} MB.`,
);
console.log(`upload: ${upload.status}, before ${mb(upload.before)} MB, peak ${mb(upload.peak)} MB`);

import { readdir } from 'node:fs/promises';
import os from 'node:os';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { longPdf, temporaryDirectory, xlsxEntries, zip } from '../../../../tests/fixtures/extraction/build-test-files.js';
import { runExtractionInWorker } from './index.js';

const scratchDirectories = async () => (await readdir(os.tmpdir())).filter((name) => name.startsWith('inkwise-extraction-worker-'));

describe('extraction in a worker thread', () => {
  let files: Awaited<ReturnType<typeof temporaryDirectory>>;
  beforeAll(async () => {
    files = await temporaryDirectory();
  });
  afterAll(() => files.remove());

  it('extracts in the worker and answers with its result', async () => {
    const file = await files.write('note.txt', 'Hello from a worker');
    expect(await runExtractionInWorker(file, 'txt')).toEqual({ status: 'completed', text: 'Hello from a worker', reason: null });
  });

  it('terminates the worker when the time budget runs out', async () => {
    const file = await files.write('long.pdf', longPdf(1_500, 'Slow page'));
    const scratchBefore = await scratchDirectories();
    const started = Date.now();
    expect(await runExtractionInWorker(file, 'pdf', { timeoutMs: 50 })).toEqual({ status: 'failed', text: '', reason: 'Extraction took too long' });
    expect(Date.now() - started).toBeLessThan(1_000);
    // The worker's scratch directory goes with it.
    await vi.waitFor(async () => expect((await scratchDirectories()).filter((name) => !scratchBefore.includes(name))).toEqual([]));
  });

  it('fails the file, not the server, when the worker runs out of memory', async () => {
    const small = await files.write('small.txt', 'fits');
    expect(await runExtractionInWorker(small, 'txt', { maxOldGenerationSizeMb: 16 })).toMatchObject({ status: 'completed' });
    // 300,000 shared strings held at once: far more than a 16 MB heap.
    const rows = Array.from({ length: 300_000 }, (_, index) => [`string ${index}`]);
    const file = await files.write('many-strings.xlsx', await zip(xlsxEntries([{ name: 'Big', rows }])));
    expect(await runExtractionInWorker(file, 'xlsx', { maxOldGenerationSizeMb: 16 })).toEqual({
      status: 'failed',
      text: '',
      reason: 'The file needs more memory to read than the server allows',
    });
  });

  it('rejects with the reason when aborted, recording nothing', async () => {
    const file = await files.write('long2.pdf', longPdf(1_500, 'Slow page'));
    const controller = new AbortController();
    const running = runExtractionInWorker(file, 'pdf', {}, { signal: controller.signal });
    controller.abort(new Error('shutting down'));
    await expect(running).rejects.toThrow('shutting down');
  });
});

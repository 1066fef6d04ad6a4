import { readdir, readFile } from 'node:fs/promises';
import os from 'node:os';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { longPdf, pdfBomb, temporaryDirectory } from '../../../../tests/fixtures/extraction/build-test-files.js';
import { runExtractionInChildProcess, TOO_LARGE_WHEN_DECOMPRESSED } from './index.js';
import { childPids, residentBytes } from './resident-memory.js';

const MB = 1024 * 1024;
const scratchDirectories = async () => (await readdir(os.tmpdir())).filter((name) => name.startsWith(`inkwise-extraction-${process.pid}-`));

/** The extraction processes this test process started that still run, with the peak memory each was seen at. */
function watchExtractionProcesses() {
  const peaks = new Map<number, number>();
  const sample = async () => {
    for (const pid of childPids(process.pid)) {
      const command = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
      if (command.includes('extraction-process')) peaks.set(pid, Math.max(peaks.get(pid) ?? 0, await residentBytes(pid)));
    }
  };
  const timer = setInterval(() => void sample(), 10);
  return {
    peaks,
    running: () => [...peaks.keys()].filter((pid) => childPids(process.pid).includes(pid)),
    stop: () => clearInterval(timer),
  };
}

describe('extraction in a child process', () => {
  let files: Awaited<ReturnType<typeof temporaryDirectory>>;
  beforeAll(async () => {
    files = await temporaryDirectory();
  });
  afterAll(() => files.remove());

  it('extracts in the child process and answers with its result', async () => {
    const file = await files.write('note.txt', 'Hello from a child process');
    const watch = watchExtractionProcesses();
    expect(await runExtractionInChildProcess(file, 'txt')).toEqual({ status: 'completed', text: 'Hello from a child process', reason: null });
    watch.stop();
    expect(watch.peaks.size).toBe(1);
    expect(watch.running()).toEqual([]);
  });

  it('kills the process when the time budget runs out, and removes its scratch folder', async () => {
    const file = await files.write('long.pdf', longPdf(1_500, 'Slow page'));
    const scratchBefore = await scratchDirectories();
    const watch = watchExtractionProcesses();
    const started = Date.now();
    expect(await runExtractionInChildProcess(file, 'pdf', { timeoutMs: 300 })).toEqual({ status: 'failed', text: '', reason: 'Extraction took too long' });
    expect(Date.now() - started).toBeLessThan(1_500);
    watch.stop();
    expect(watch.running()).toEqual([]);
    expect((await scratchDirectories()).filter((name) => !scratchBefore.includes(name))).toEqual([]);
  });

  it('kills a PDF whose stream inflates past the memory budget: failed, the process gone, the memory back', async () => {
    // 1.3 MB on disk, 1 GiB once inflated: PDF.js holds decoded streams in ArrayBuffers, outside any heap limit.
    const file = await files.write('bomb.pdf', await pdfBomb(1024 * MB));
    const budgetMb = 300;
    const rssBefore = process.memoryUsage.rss();
    const watch = watchExtractionProcesses();
    expect(await runExtractionInChildProcess(file, 'pdf', { maxMemoryMb: budgetMb })).toEqual({ status: 'failed', text: '', reason: TOO_LARGE_WHEN_DECOMPRESSED });
    watch.stop();
    const [peak] = [...watch.peaks.values()];
    // Sampled every 20 ms while inflating at up to ~1 GB/s: it is stopped within a few samples of the budget.
    expect(peak).toBeGreaterThan(200 * MB);
    expect(peak).toBeLessThan((budgetMb + 100) * MB);
    expect(watch.running()).toEqual([]);
    expect(process.memoryUsage.rss() - rssBefore).toBeLessThan(50 * MB);
  });

  it('rejects with the reason when aborted, recording nothing, and stops the process', async () => {
    const file = await files.write('long2.pdf', longPdf(1_500, 'Slow page'));
    const controller = new AbortController();
    const watch = watchExtractionProcesses();
    const running = runExtractionInChildProcess(file, 'pdf', {}, { signal: controller.signal });
    await vi.waitFor(() => expect(watch.peaks.size).toBe(1));
    controller.abort(new Error('shutting down'));
    await expect(running).rejects.toThrow('shutting down');
    watch.stop();
    expect(watch.running()).toEqual([]);
  });
});

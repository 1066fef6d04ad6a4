import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Worker, type ResourceLimits } from 'node:worker_threads';
import { EXTRACTION_LIMITS } from './extraction-limits.js';
import type { ExtractionResult, FileKind } from './extraction-result.js';

export interface ExtractionBudget {
  /** Wall-clock time before the worker is terminated; 60 s unless given. */
  timeoutMs?: number;
  /** The worker's V8 heap; 512 MB unless given. */
  maxOldGenerationSizeMb?: number;
}

export interface ExtractionWorkerRequest {
  filePath: string;
  kind: FileKind;
  /** Scratch space owned by the supervisor, removed after the worker even if it was killed. */
  tempDirectory: string;
}

export type ExtractionWorkerMessage =
  | { type: 'result'; result: ExtractionResult }
  | { type: 'child-process'; pid: number; state: 'started' | 'exited' };

const failed = (reason: string): ExtractionResult => ({ status: 'failed', text: '', reason });

/**
 * Runs `extractText` in a fresh worker thread with a time and a memory budget, so a hostile file
 * costs at most one thread: a timeout terminates it, and a heap past its limit kills only it.
 * Either way the file ends "failed" with a reason. Child processes the worker started
 * (LibreOffice) are killed with it, and its scratch directory removed. Aborting `signal` (at shutdown) rejects with its reason and
 * records nothing, so the job can be handed back.
 */
export async function runExtractionInWorker(
  filePath: string,
  kind: FileKind,
  budget: ExtractionBudget = {},
  { signal }: { signal?: AbortSignal } = {},
): Promise<ExtractionResult> {
  signal?.throwIfAborted();
  const resourceLimits: ResourceLimits = { maxOldGenerationSizeMb: budget.maxOldGenerationSizeMb ?? EXTRACTION_LIMITS.maxOldGenerationSizeMb };
  const tempDirectory = await mkdtemp(path.join(os.tmpdir(), 'inkwise-extraction-worker-'));
  const worker = startWorker({ filePath, kind, tempDirectory } satisfies ExtractionWorkerRequest, resourceLimits);
  worker.stdout.resume();
  const childProcesses = new Set<number>();

  return new Promise<ExtractionResult>((resolve, reject) => {
    let settled = false;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      for (const pid of childProcesses) killProcessGroup(pid);
      const cleanUp = async () => {
        await worker.terminate();
        await rm(tempDirectory, { recursive: true, force: true }).catch(() => undefined);
      };
      // A killed child is reaped by the thread that spawned it: give the worker a moment to do
      // that before terminating it, or the process would linger as a zombie of the server.
      if (childProcesses.size > 0) setTimeout(() => void cleanUp(), 250);
      else void cleanUp();
      outcome();
    };
    const timer = setTimeout(() => finish(() => resolve(failed('Extraction took too long'))), budget.timeoutMs ?? EXTRACTION_LIMITS.timeoutMs);
    const onAbort = () => finish(() => reject(signal?.reason));
    signal?.addEventListener('abort', onAbort, { once: true });
    if (signal?.aborted) onAbort();

    worker.on('message', (message: ExtractionWorkerMessage) => {
      if (message.type === 'result') finish(() => resolve(message.result));
      // An exited child is forgotten at once: its pid may soon belong to another process.
      else if (message.state === 'started') childProcesses.add(message.pid);
      else childProcesses.delete(message.pid);
    });
    worker.on('error', (error: Error & { code?: string }) => {
      finish(() =>
        resolve(
          failed(
            error.code === 'ERR_WORKER_OUT_OF_MEMORY'
              ? 'The file needs more memory to read than the server allows'
              : 'The file could not be read; it may be damaged',
          ),
        ),
      );
    });
    worker.on('exit', () => finish(() => resolve(failed('Extraction stopped unexpectedly'))));
  });
}

/**
 * Compiled, the worker is the sibling `.js` file. From source (Vitest, `npm run dev`) it is the
 * `.ts` file, loaded through tsx's API: `--import tsx` in a worker's execArgv does not install
 * tsx's loader on Node 20.
 */
function startWorker(workerData: ExtractionWorkerRequest, resourceLimits: ResourceLimits): Worker {
  // Libraries chatter on stdout (PDF.js, tesseract.js); stderr still reaches the server's log.
  const options = { workerData, resourceLimits, stdout: true } as const;
  const here = new URL(import.meta.url);
  if (!here.pathname.endsWith('.ts')) return new Worker(new URL('./extraction-worker.js', here), options);
  const entry = new URL('./extraction-worker.ts', here).href;
  const tsx = import.meta.resolve('tsx/esm/api');
  const source = `import(${JSON.stringify(tsx)}).then((tsx) => tsx.tsImport(${JSON.stringify(entry)}, ${JSON.stringify(here.href)}))`;
  return new Worker(source, { ...options, eval: true });
}

function killProcessGroup(pid: number): void {
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // Already gone.
  }
}

import { fork, type ChildProcess } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { EXTRACTION_LIMITS } from './extraction-limits.js';
import { TOO_LARGE_WHEN_DECOMPRESSED, type ExtractionResult, type FileKind } from './extraction-result.js';
import { watchResidentMemory } from './resident-memory.js';
import { createScratchDirectory } from './scratch-directory.js';

export interface ExtractionBudget {
  /** Wall-clock time before the process is killed; 60 s unless given. */
  timeoutMs?: number;
  /** Resident memory of the process and what it starts; 1,024 MB unless given. */
  maxMemoryMb?: number;
}

export interface ExtractionRequest {
  filePath: string;
  kind: FileKind;
  /** Scratch space owned by the supervisor, removed after the process even if it was killed. */
  tempDirectory: string;
  /** `text` for a reference file's text; `markdown` for a Word document imported as a document. */
  output: ExtractionOutput;
}

export type ExtractionOutput = 'text' | 'markdown';

export type ExtractionProcessMessage =
  | { type: 'result'; result: ExtractionResult }
  | { type: 'child-process'; pid: number; state: 'started' | 'exited' };

const failed = (reason: string): ExtractionResult => ({ status: 'failed', text: '', reason });
const MB = 1024 * 1024;
/** A killed LibreOffice is reaped by the process that started it: give it this long before killing that one too. */
const REAP_GRACE_MS = 250;

/**
 * Runs `extractText` in a fresh Node process with a time and a memory budget, so a hostile file
 * costs at most that process: a timeout kills it, and so does its resident memory (sampled from
 * here, with everything it started) passing the budget, which no heap limit could promise since
 * PDF.js, tesseract.js and zlib keep their data outside the V8 heap (ADR 0007). Either way the
 * file ends "failed" with a reason, and the memory is the system's again when this settles.
 * Child processes it reported (LibreOffice) are killed with it, and its scratch directory is
 * removed. Aborting `signal` (at shutdown) rejects with its reason and records nothing, so the job
 * can be handed back.
 */
export async function runExtractionInChildProcess(
  filePath: string,
  kind: FileKind,
  budget: ExtractionBudget = {},
  { signal, output = 'text' }: { signal?: AbortSignal; output?: ExtractionOutput } = {},
): Promise<ExtractionResult> {
  signal?.throwIfAborted();
  const maxMemoryMb = budget.maxMemoryMb ?? EXTRACTION_LIMITS.maxMemoryMb;
  const tempDirectory = await createScratchDirectory();
  const child = startExtractionProcess(maxMemoryMb);
  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    // It never started. `on`, not `once`: a second 'error' (a send to a dead child) must not crash the server.
    child.on('error', () => resolve());
  });
  const childProcesses = new Set<number>();

  return new Promise<ExtractionResult>((resolve, reject) => {
    let settled = false;
    /** Kills whatever still runs, waits until it is gone, removes the scratch folder, then answers. */
    const finish = (outcome: () => void, { memoryExceeded = false } = {}) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      memory.stop();
      signal?.removeEventListener('abort', onAbort);
      const reaping = childProcesses.size > 0 && !memoryExceeded;
      for (const pid of childProcesses) killProcessGroup(pid);
      setTimeout(() => child.kill('SIGKILL'), reaping ? REAP_GRACE_MS : 0);
      void exited
        .then(() => rm(tempDirectory, { recursive: true, force: true }))
        .catch(() => undefined)
        .then(outcome);
    };
    const timer = setTimeout(() => finish(() => resolve(failed('Extraction took too long'))), budget.timeoutMs ?? EXTRACTION_LIMITS.timeoutMs);
    const memory = watchResidentMemory(child.pid ?? 0, {
      limitBytes: maxMemoryMb * MB,
      intervalMs: EXTRACTION_LIMITS.memorySampleIntervalMs,
      others: () => childProcesses,
      onExceeded: () => finish(() => resolve(failed(TOO_LARGE_WHEN_DECOMPRESSED)), { memoryExceeded: true }),
    });
    const onAbort = () => finish(() => reject(signal?.reason));
    signal?.addEventListener('abort', onAbort, { once: true });
    if (signal?.aborted) onAbort();

    child.on('message', (message: ExtractionProcessMessage) => {
      if (message.type === 'result') finish(() => resolve(message.result));
      // An exited child is forgotten at once: its pid may soon belong to another process.
      else if (message.state === 'started') childProcesses.add(message.pid);
      else childProcesses.delete(message.pid);
    });
    child.once('error', () => finish(() => resolve(failed('Extraction stopped unexpectedly'))));
    child.once('exit', (code, exitSignal) => finish(() => resolve(failed(reasonForEarlyExit(code, exitSignal)))));
    child.send({ filePath, kind, tempDirectory, output } satisfies ExtractionRequest);
  });
}

/**
 * Why a process ended without a result. V8 aborts when its heap limit is reached, and the kernel's
 * out-of-memory killer sends SIGKILL: both mean the file needed more memory than it may have.
 */
function reasonForEarlyExit(code: number | null, signal: NodeJS.Signals | null): string {
  if (signal === 'SIGABRT' || signal === 'SIGKILL') return TOO_LARGE_WHEN_DECOMPRESSED;
  if (code !== null && code !== 0) return 'The file could not be read; it may be damaged';
  return 'Extraction stopped unexpectedly';
}

/**
 * Compiled, the entry is the sibling `extraction-process.js`. From source (Vitest, `npm run dev`)
 * it is the `.ts` file, run through tsx's loader. Its own process group (`detached`) keeps a
 * Ctrl-C meant for the server from killing it before the job is handed back; it exits by itself
 * when the server disappears (see the entry). Libraries chatter on stdout (PDF.js,
 * tesseract.js); stderr still reaches the server's log.
 */
function startExtractionProcess(maxMemoryMb: number): ChildProcess {
  const here = new URL(import.meta.url);
  const fromSource = here.pathname.endsWith('.ts');
  const entry = fileURLToPath(new URL(fromSource ? './extraction-process.ts' : './extraction-process.js', here));
  // The heap limit too, so a heap that grows faster than the sampling still stops at the budget.
  const execArgv = [`--max-old-space-size=${maxMemoryMb}`, ...(fromSource ? ['--import', import.meta.resolve('tsx')] : [])];
  return fork(entry, [], { execArgv, detached: true, stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
}

function killProcessGroup(pid: number): void {
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // Already gone.
  }
}

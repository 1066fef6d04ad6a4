import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { promisify } from 'node:util';

const execFileAsync = promisify(execFile);
const hasProc = existsSync('/proc/self/status');

/**
 * The resident memory, in bytes, of a process, every process below it and the `others` (with
 * theirs): what a child really costs the machine, ArrayBuffers, WebAssembly memory and
 * grandchildren included, which no V8 heap limit sees. 0 once they are all gone.
 *
 * Linux reads /proc: each process's VmRSS (in kB, so no page size to guess) and each thread's
 * `children` list, a few dozen microseconds with no process started. Elsewhere (macOS) `ps` is
 * asked about the given pids, which cannot see grandchildren the child did not report.
 */
export async function residentBytes(pid: number, others: Iterable<number> = []): Promise<number> {
  const roots = [pid, ...others];
  return hasProc ? procResidentBytes(roots) : psResidentBytes(roots);
}

/** Linux: the processes and every process below them, from /proc. */
export function procResidentBytes(roots: readonly number[]): number {
  const seen = new Set<number>();
  return roots.reduce((total, root) => total + procTreeResidentBytes(root, seen), 0);
}

/** Anywhere with `ps` (macOS): the processes themselves. */
export async function psResidentBytes(pids: readonly number[]): Promise<number> {
  try {
    const { stdout } = await execFileAsync('ps', ['-o', 'rss=', '-p', pids.join(',')]);
    return stdout.split('\n').reduce((total, line) => total + (Number(line.trim()) || 0) * 1024, 0);
  } catch {
    return 0; // ps exits 1 when none of the pids exists any more
  }
}

function procTreeResidentBytes(pid: number, seen: Set<number>): number {
  if (seen.has(pid)) return 0;
  seen.add(pid);
  let status: string;
  try {
    status = readFileSync(`/proc/${pid}/status`, 'utf8');
  } catch {
    return 0;
  }
  const kilobytes = Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? 0);
  return childPids(pid).reduce((total, child) => total + procTreeResidentBytes(child, seen), kilobytes * 1024);
}

/** The pids a process started, from every one of its threads (a child belongs to the thread that forked it). */
export function childPids(pid: number): number[] {
  let threads: string[];
  try {
    threads = readdirSync(`/proc/${pid}/task`);
  } catch {
    return [];
  }
  return threads.flatMap((thread) => {
    try {
      return readFileSync(`/proc/${pid}/task/${thread}/children`, 'utf8').split(' ').filter(Boolean).map(Number);
    } catch {
      return [];
    }
  });
}

export interface MemoryWatch {
  /** The highest total seen so far, in bytes. */
  readonly peakBytes: number;
  stop(): void;
}

/**
 * Samples `residentBytes(pid, others())` every `intervalMs` from this process, so a child that is
 * busy (PDF.js inflating a stream blocks its own event loop) is still measured, and calls
 * `onExceeded` once when the total passes `limitBytes`. Samples never overlap.
 */
export function watchResidentMemory(
  pid: number,
  { limitBytes, intervalMs, others = () => [], onExceeded }: { limitBytes: number; intervalMs: number; others?: () => Iterable<number>; onExceeded: () => void },
): MemoryWatch {
  let stopped = false;
  let peakBytes = 0;
  let timer: NodeJS.Timeout | undefined;
  const sample = async () => {
    const bytes = await residentBytes(pid, others());
    if (stopped) return;
    peakBytes = Math.max(peakBytes, bytes);
    if (bytes > limitBytes) {
      stopped = true;
      onExceeded();
      return;
    }
    timer = setTimeout(() => void sample(), intervalMs);
  };
  void sample();
  return {
    get peakBytes() {
      return peakBytes;
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}

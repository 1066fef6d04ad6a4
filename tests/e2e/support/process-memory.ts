import { readFileSync, readdirSync } from 'node:fs';

/** Resident memory of a process in MB, from /proc/<pid>/status (Linux); 0 once it is gone. */
export function residentMegabytes(pid: number): number {
  try {
    return Number(/^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

/** The processes `pid` started that still run, each with its command line. */
export function childProcesses(pid: number): { pid: number; command: string }[] {
  let threads: string[];
  try {
    threads = readdirSync(`/proc/${pid}/task`);
  } catch {
    return [];
  }
  const pids = threads.flatMap((thread) => {
    try {
      return readFileSync(`/proc/${pid}/task/${thread}/children`, 'utf8').split(' ').filter(Boolean).map(Number);
    } catch {
      return [];
    }
  });
  return pids.flatMap((child) => {
    try {
      return [{ pid: child, command: readFileSync(`/proc/${child}/cmdline`, 'utf8').replaceAll('\0', ' ') }];
    } catch {
      return [];
    }
  });
}

/**
 * Samples, every `intervalMs`, the resident memory of a server and of the extraction processes it
 * runs (each by pid), keeping the peaks.
 */
export function sampleServerMemory(serverPid: number, intervalMs = 20) {
  const extractionPeaks = new Map<number, number>();
  let serverPeak = residentMegabytes(serverPid);
  const timer = setInterval(() => {
    serverPeak = Math.max(serverPeak, residentMegabytes(serverPid));
    for (const child of childProcesses(serverPid)) {
      if (!child.command.includes('extraction-process')) continue;
      extractionPeaks.set(child.pid, Math.max(extractionPeaks.get(child.pid) ?? 0, residentMegabytes(child.pid)));
    }
  }, intervalMs);
  return {
    get serverPeakMb() {
      return serverPeak;
    },
    extractionPeaksMb: extractionPeaks,
    stop: () => clearInterval(timer),
  };
}

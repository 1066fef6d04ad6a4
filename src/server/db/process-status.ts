import { readFile } from 'node:fs/promises';

/**
 * What became of a process, as far as another process can tell. A killed process stays a
 * "zombie" until its parent (after a crash, the system's init) collects it; `kill(pid, 0)` still
 * succeeds on a zombie, which is why PostgreSQL takes a dead postmaster's lock file for a live
 * one. On Linux /proc tells the two apart; elsewhere a signal probe is all there is.
 */
export type ProcessStatus = 'running' | 'zombie' | 'gone';

interface ProcStat {
  state: string;
  /** Clock ticks after boot at which the process started: with the pid, a process's identity. */
  startTime: string;
}

async function readProcStat(pid: number): Promise<ProcStat | undefined> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may itself contain spaces or ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { state: fields[0] ?? '', startTime: fields[19] ?? '' };
  } catch {
    return undefined;
  }
}

function answersSignals(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export async function processStatus(pid: number): Promise<ProcessStatus> {
  if (process.platform === 'linux') {
    const stat = await readProcStat(pid);
    if (!stat) return 'gone';
    return stat.state === 'Z' || stat.state === 'X' ? 'zombie' : 'running';
  }
  return answersSignals(pid) ? 'running' : 'gone';
}

/**
 * A token that names one run of a process: its start time on Linux, so that a pid reused after
 * a reboot or a long uptime is not taken for the process that wrote a lock file. Empty elsewhere.
 */
export async function processStartToken(pid: number): Promise<string> {
  return (await readProcStat(pid))?.startTime ?? '';
}

export async function processCommandLine(pid: number): Promise<string | undefined> {
  try {
    return (await readFile(`/proc/${pid}/cmdline`, 'utf8')).replaceAll('\0', ' ');
  } catch {
    return undefined;
  }
}

/**
 * CPU time of processes on Linux, from /proc: a benchmark's cost per request, which moves far
 * less than requests per second on a shared virtual machine whose speed drifts within minutes.
 */
import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second in /proc's times (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** User and system CPU time of one process, in microseconds; 0 once it has exited. */
export function processCpuMicros(pid: number): number {
  try {
    // The fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1_000_000) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** CPU time of every process named `command` (all of PostgreSQL's), by process id. */
function cpuByPid(command: string): Map<number, number> {
  const byPid = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === command) byPid.set(Number(entry), processCpuMicros(Number(entry)));
    } catch {
      // Exited meanwhile.
    }
  }
  return byPid;
}

/** Starts counting the CPU time of every process named `command`; the returned function reads the total since. */
export function countCpuOf(command: string): () => number {
  const before = cpuByPid(command);
  return () => {
    let spent = 0;
    for (const [pid, micros] of cpuByPid(command)) spent += micros - (before.get(pid) ?? 0);
    return spent;
  };
}

import { performance } from 'node:perf_hooks';
import { percentile } from './percentile.js';

/**
 * Times a synchronous action: its first call apart (cold), then `warmUpRuns` untimed and `runs`
 * timed calls; p50, p95 and max in milliseconds.
 */
export function timed(action: () => void, { warmUpRuns = 10, runs = 100 } = {}) {
  const once = () => {
    const start = performance.now();
    action();
    return performance.now() - start;
  };
  const first = once();
  for (let run = 0; run < warmUpRuns; run += 1) once();
  const samples = Array.from({ length: runs }, once).sort((a, b) => a - b);
  return { first, p50: percentile(samples, 0.5), p95: percentile(samples, 0.95), max: samples.at(-1) ?? Number.NaN };
}

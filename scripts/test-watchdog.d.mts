// Types for scripts/test-watchdog.mjs (plain JavaScript, so that `npm test` runs without a build).
export function diagnosticReportArgs(directory: string): string[];

export interface WatchedRunOptions {
  /** Names the run's files in the results folder: `<name>.json`, `<name>-progress.ndjson`. */
  name: string;
  /** The npm command that runs Vitest, ending where Vitest's own options may follow. */
  npmArgs: string[];
  env: NodeJS.ProcessEnv;
  /** How long no test may start or finish before the run counts as stuck. */
  stallMs: number;
  resultsDirectory?: string;
  log?: (line: string) => void;
  stdio?: 'inherit' | 'ignore';
}

export function runVitestWatched(options: WatchedRunOptions): Promise<{ passed: number; failed: number } | undefined>;

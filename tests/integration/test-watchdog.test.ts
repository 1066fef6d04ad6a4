import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { diagnosticReportArgs, runVitestWatched } from '../../scripts/test-watchdog.mjs';

/**
 * `npm test`'s watchdog, on a real Vitest run of small test files in a scratch folder inside the
 * project (so that they import the project's Vitest): a file that blocks its worker's event loop,
 * which no test timeout can end, must be found, described and ended, and the run must not wait
 * for ever.
 */
const scratch = path.resolve('test-results', `watchdog-${process.pid}`);
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const BLOCKING_FILE = `
import { existsSync, writeFileSync } from 'node:fs';
import { it } from 'vitest';

function blockTheEventLoop() {
  const until = Date.now() + 120_000;
  while (Date.now() < until) {
    // Busy: no timer, and so no test timeout, can fire.
  }
}

it('blocks its worker the first time it runs', () => {
  const marker = new URL('./ran-once', import.meta.url);
  if (existsSync(marker)) return;
  writeFileSync(marker, '');
  blockTheEventLoop();
});
`;

/** A scratch project with the given test files, and the options to run it under the watchdog. */
function project(name: string, files: Record<string, string>) {
  const root = path.join(scratch, name);
  const results = path.join(root, 'results');
  mkdirSync(root, { recursive: true });
  for (const [file, text] of Object.entries(files)) writeFileSync(path.join(root, file), text);
  writeFileSync(
    path.join(root, 'vitest.config.mjs'),
    `export default { test: { include: ['*.check.mjs'], testTimeout: 5000, maxWorkers: 2, execArgv: ${JSON.stringify(diagnosticReportArgs(path.join(results, 'hung-reports')))} } };`,
  );
  const lines: string[] = [];
  const options = {
    name: 'run',
    npmArgs: ['exec', '--', 'vitest', 'run', '--root', root, '--config', path.join(root, 'vitest.config.mjs')],
    env: process.env,
    stallMs: 4_000,
    resultsDirectory: results,
    log: (line: string) => void lines.push(line),
    stdio: 'ignore' as const,
  };
  return { options, output: () => lines.join('\n') };
}

describe('npm test’s watchdog', () => {
  it('ends a run whose worker is stuck, says where with its stack, and runs the stuck file once more on its own', async () => {
    const { options, output } = project('stuck-once', {
      'adds.check.mjs': `import { expect, it } from 'vitest';\nit('adds', () => expect(1 + 1).toBe(2));\nit('subtracts', () => expect(2 - 1).toBe(1));\n`,
      'blocks.check.mjs': BLOCKING_FILE,
    });
    const startedAt = Date.now();
    const counts = await runVitestWatched(options);

    expect(counts).toEqual({ passed: 3, failed: 0 });
    // Nowhere near the blocking loop's two minutes.
    expect(Date.now() - startedAt).toBeLessThan(60_000);
    expect(output()).toContain('No test has started or finished for 0.1 minutes: the run is stuck.');
    expect(output()).toMatch(/still running: .*blocks\.check\.mjs/);
    // Busy in JavaScript: the worker cannot write a report, and says so by its state.
    expect(output()).toMatch(/Test worker \d+: running \(busy in JavaScript\?\), [\d.]+ s of CPU/);
    expect(output()).toContain('0 answered');
    expect(output()).toMatch(/Running once more, on their own, the 1 file\(s\) that never finished: .*blocks\.check\.mjs/);
    expect(output()).toContain('They passed on their own (1 tests).');
  }, 90_000);

  it('reads the report of a worker that waits for ever, and fails the run when the file is stuck again', async () => {
    const { options, output } = project('waits', {
      'waits.check.mjs': `import { it } from 'vitest';\nawait new Promise(() => setInterval(() => undefined, 1_000));\nit('never runs', () => undefined);\n`,
    });
    expect(await runVitestWatched(options)).toBeUndefined();
    expect(output()).toMatch(/not started yet, or stuck loading: .*waits\.check\.mjs/);
    expect(output()).toMatch(/Test worker \d+: sleeping/);
    expect(output()).toContain('1 answered');
    expect(output()).toContain('(none: it runs no JavaScript, it waits)');
    expect(output()).toMatch(/Its active handles: \{.*"timer":\d/);
    expect(output()).toMatch(/Running once more, on their own, the 1 file\(s\) that never finished: .*waits\.check\.mjs/);
  }, 90_000);

  it('fails the run when a file that finished before it got stuck had failed', async () => {
    const { options, output } = project('failed-then-stuck', {
      'fails.check.mjs': `import { expect, it } from 'vitest';\nit('is wrong', () => expect(1 + 1).toBe(3));\n`,
      'blocks.check.mjs': BLOCKING_FILE,
    });
    expect(await runVitestWatched(options)).toBeUndefined();
    expect(output()).toMatch(/Failed before the run got stuck: .*fails\.check\.mjs/);
    expect(output()).not.toContain('Running once more');
  }, 90_000);

  it('passes a run that makes progress through to its own result', async () => {
    const { options, output } = project('healthy', {
      'adds.check.mjs': `import { expect, it } from 'vitest';\nit('adds', () => expect(1 + 1).toBe(2));\n`,
      'fails.check.mjs': `import { expect, it } from 'vitest';\nit('is wrong', () => expect(1 + 1).toBe(3));\n`,
    });
    expect(await runVitestWatched(options)).toBeUndefined();
    rmSync(path.join(scratch, 'healthy', 'fails.check.mjs'));
    expect(await runVitestWatched(options)).toEqual({ passed: 1, failed: 0 });
    expect(output()).not.toContain('stuck');
  }, 90_000);
});

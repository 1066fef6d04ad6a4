// `npm test`: every check, in order, stopping at the first failure. Browser tests need Chromium;
// without it the run fails with instructions rather than skipping them.
import './require-node.mjs';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { runVitestWatched } from './test-watchdog.mjs';

const chromiumCandidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
const chromium = chromiumCandidates.find((candidate) => candidate && existsSync(candidate));
if (!chromium) {
  console.error(
    'No Chromium found for the browser tests. Install it (Debian/Ubuntu: `sudo apt-get install -y chromium`) ' +
      'or point CHROMIUM_PATH at a Chromium or Chrome binary, then run `npm test` again.',
  );
  process.exit(1);
}

// Each Vitest run writes a JSON report, summed into the closing "N passed, N failed" line, and runs
// under a watchdog that ends a stuck run and says where it was stuck (scripts/test-watchdog.mjs).
const env = { ...process.env, CHROMIUM_PATH: chromium };
// The longest single test takes under two minutes here; ten without any test starting or ending
// is a stuck run, not a slow one.
const STALL_MS = 10 * 60_000;

function runCommand(args) {
  const result = spawnSync('npm', args, { stdio: 'inherit', env });
  return result.status === 0 ? { passed: 0, failed: 0 } : undefined;
}

const runVitest = (name, script) => runVitestWatched({ name, npmArgs: ['run', '--silent', script, '--'], env, stallMs: STALL_MS });

const steps = [
  ['Type check', () => runCommand(['run', '--silent', 'typecheck'])],
  ['Lint', () => runCommand(['run', '--silent', 'lint'])],
  ['Build', () => runCommand(['run', '--silent', 'build'])],
  ['Unit and API tests', () => runVitest('unit', 'test:unit')],
  ['Browser tests', () => runVitest('e2e', 'test:e2e')],
];

let passed = 0;
let failed = 0;
for (const [name, run] of steps) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const counts = await run();
  if (!counts) {
    console.error(`\n✖ ${name} failed.`);
    process.exit(1);
  }
  passed += counts.passed;
  failed += counts.failed;
  console.log(`✔ ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}
if (passed === 0) {
  console.error('No test ran.');
  process.exit(1);
}
console.log('\nAll checks passed.');
console.log(`${passed} passed, ${failed} failed`);

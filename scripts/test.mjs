// `npm test`: every check, in order, stopping at the first failure. Browser tests need Chromium;
// without it the run fails with instructions rather than skipping them.
import './require-node.mjs';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';

const chromiumCandidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
const chromium = chromiumCandidates.find((candidate) => candidate && existsSync(candidate));
if (!chromium) {
  console.error(
    'No Chromium found for the browser tests. Install it (Debian/Ubuntu: `sudo apt-get install -y chromium`) ' +
      'or point CHROMIUM_PATH at a Chromium or Chrome binary, then run `npm test` again.',
  );
  process.exit(1);
}

// Each Vitest run also writes a JSON report, summed into the closing "N passed, N failed" line.
mkdirSync('test-results', { recursive: true });
const report = (name) => ['--', '--reporter=default', '--reporter=json', `--outputFile.json=test-results/${name}.json`];
const reports = ['test-results/unit.json', 'test-results/e2e.json'];

const steps = [
  ['Type check', ['run', '--silent', 'typecheck']],
  ['Lint', ['run', '--silent', 'lint']],
  ['Build', ['run', '--silent', 'build']],
  ['Unit and API tests', ['run', '--silent', 'test:unit', ...report('unit')]],
  ['Browser tests', ['run', '--silent', 'test:e2e', ...report('e2e')]],
];

for (const [name, args] of steps) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const result = spawnSync('npm', args, { stdio: 'inherit', env: { ...process.env, CHROMIUM_PATH: chromium } });
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed.`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}
let passed = 0;
let failed = 0;
for (const file of reports) {
  const results = JSON.parse(readFileSync(file, 'utf8'));
  passed += results.numPassedTests;
  failed += results.numFailedTests;
}
if (passed === 0) {
  console.error('No test ran.');
  process.exit(1);
}
console.log('\nAll checks passed.');
console.log(`${passed} passed, ${failed} failed`);

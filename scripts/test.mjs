// `npm test`: every check, in order, stopping at the first failure. Browser tests need Chromium;
// without it the run fails with instructions rather than skipping them.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromiumCandidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
const chromium = chromiumCandidates.find((candidate) => candidate && existsSync(candidate));
if (!chromium) {
  console.error(
    'No Chromium found for the browser tests. Install it (Debian/Ubuntu: `sudo apt-get install -y chromium`) ' +
      'or point CHROMIUM_PATH at a Chromium or Chrome binary, then run `npm test` again.',
  );
  process.exit(1);
}

const steps = [
  ['Type check', ['run', '--silent', 'typecheck']],
  ['Lint', ['run', '--silent', 'lint']],
  ['Build', ['run', '--silent', 'build']],
  ['Unit and API tests', ['run', '--silent', 'test:unit']],
  ['Browser tests', ['run', '--silent', 'test:e2e']],
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
console.log('\nAll checks passed.');

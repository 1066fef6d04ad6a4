// `npm start`: build what is missing or out of date, then run the production server in this
// process (so signals reach it directly and a kill of this pid is a kill of the server).
import './require-node.mjs';
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The builds rewrite these on every run, so the oldest one dates the last complete build.
const buildOutputs = ['dist/server/index.js', 'dist/client/index.html', 'dist/ssr/entry-server.js'];
const buildInputs = ['src', 'migrations', 'package-lock.json', 'vite.config.ts', 'tsconfig.base.json', 'tsconfig.build.json'];

function newestChange(entry) {
  const stats = statSync(entry, { throwIfNoEntry: false });
  if (!stats) return 0;
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(entry).reduce((newest, name) => Math.max(newest, newestChange(path.join(entry, name))), stats.mtimeMs);
}

function buildIsCurrent() {
  const outputs = buildOutputs.map((output) => statSync(path.join(root, output), { throwIfNoEntry: false }));
  if (outputs.some((output) => !output)) return false;
  const builtAt = Math.min(...outputs.map((output) => output.mtimeMs));
  return buildInputs.every((input) => newestChange(path.join(root, input)) <= builtAt);
}

if (!buildIsCurrent()) {
  console.log('Building the app (first start or sources changed)…');
  // Always a production build, whoever starts it: a test runner's NODE_ENV=test would make Vite
  // emit React's development JSX runtime, which React's production build (below) lacks.
  const env = { ...process.env, NODE_ENV: 'production' };
  const result = spawnSync('npm', ['run', '--silent', 'build'], { cwd: root, stdio: 'inherit', env });
  if (result.status !== 0) {
    console.error('The build failed; see the output above.');
    process.exit(result.status ?? 1);
  }
}

// React's production build for the server-side rendering of the public pages (ADR 0012).
process.env.NODE_ENV ??= 'production';
await import(path.join(root, 'dist/server/index.js'));

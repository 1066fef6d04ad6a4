/**
 * Client budget (DESIGN.md): each product screen downloads under 250 KB of JavaScript, gzipped,
 * on a first load: a signed-in user opening the screen's address in a fresh browser profile
 * (nothing cached), against the production build served as `npm start` serves it.
 * Also measured: opening a saved document (/editor/{id}), which loads the editor's co-editing code
 * too, and /analytics once the account has a document (its charts load then).
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
// Opening a saved document loads more than /editor: its co-editing code waits for a document id.
const savedDocument = {
  title: 'Launch plan',
  content: '# Launch plan\n\nWe open the **spring** range on 3 March.\n\n- Email the list\n- Brief the shops\n\n> Keep it short and warm.\n',
};

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

    const measure = async (screen: string): Promise<{ weight: ScriptWeight; worker: ScriptWeight }> => {
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
      const weight = { weight: gzippedKb(scripts.filter((script) => !isWorker(script))), worker: gzippedKb(scripts.filter(isWorker)) };
      await context.close();
      return weight;
    };

    const results: { label: string; weight: ScriptWeight; worker: ScriptWeight }[] = [];
    for (const screen of productPagePaths) results.push({ label: screen, ...(await measure(screen)) });
    // Created after the screens above, which are measured as a new account sees them: with a
    // document, /analytics also loads its charts, so it is measured again below.
    const api = await browser.newContext({ storageState: session });
    const created = await api.request.post(`${app.url}/api/documents`, { data: savedDocument });
    if (!created.ok()) throw new Error(`creating the saved document failed: ${created.status()}`);
    const { id: documentId } = (await created.json()) as { id: number };
    await api.close();
    results.push({ label: '/editor/{id} (a saved document)', ...(await measure(`/editor/${documentId}`)) });
    results.push({ label: '/analytics (with a document: its charts)', ...(await measure('/analytics')) });

    const rows = results.map(
      ({ label, weight, worker }) =>
        `| ${label} | ${weight.total.toFixed(1)} | ${weight.files.length} | ${worker.files.length === 0 ? '' : worker.total.toFixed(1)} | ${weight.total < BUDGET_KB ? 'within budget' : '**over budget**'} |`,
    );
    writeSection(
      'screen-javascript',
      `## Product screens: JavaScript on a first load

- Date: ${new Date().toISOString()}
- Machine: ${machineDescription()}
- Command: \`npx tsx bench/screen-javascript.bench.ts\` (Debian Chromium headless, production build started as \`npm start\` starts it)
- Budget: under ${BUDGET_KB} KB of JavaScript, gzipped, for each product screen's first load.
- Measured: a signed-in user opens the screen's address in a fresh browser profile (nothing cached) and waits until no script has been requested for a second; every same-origin script requested, as gzip -9 of the built file. The editor's writing-feedback worker (the engine, loaded once the page runs, off its main thread) is listed apart and not counted against the budget; its dictionary (190 KB gzipped) is data, fetched by the worker. \`/editor/{id}\` opens a saved document of the bench account (created through \`POST /api/documents\` with a short markdown text: a heading, bold, a list, a quote), measured the same way, and /analytics again once that document exists, since its charts load only for an account with documents.

| Screen | KB gzipped | Scripts | Worker KB gzipped | |
| --- | --- | --- | --- | --- |
${rows.join('\n')}`,
    );
    for (const { label, weight, worker } of results) console.log(label, weight.total.toFixed(1), 'KB', worker.files.length ? `+ worker ${worker.total.toFixed(1)} KB` : '');
  } finally {
    await browser.close();
    await app.stop();
  }
}

await main();

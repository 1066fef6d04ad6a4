// A watchdog for the Vitest runs of `npm test`. Vitest bounds each test and hook, but not a test
// process that stops answering (a blocked event loop, a worker that never reports its file done):
// such a run waits for ever, and CI learns nothing but its own time limit. The watchdog reads the
// progress file tests/support/progress-reporter.ts writes; when no test has started or finished
// for `stallMs`, it says which files were still running and at which test, asks each Vitest
// worker for a Node.js diagnostic report (its JavaScript stack and open handles), prints them,
// and ends the run. The files that had finished keep their results; those that never finished
// are run once more, on their own, and must pass then.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

const PROGRESS_REPORTER = fileURLToPath(new URL('../tests/support/progress-reporter.ts', import.meta.url));

/** Node.js options for the Vitest workers (both configs' execArgv): a report on SIGUSR2. */
export function diagnosticReportArgs(directory) {
  return ['--report-on-signal', '--report-signal=SIGUSR2', `--report-directory=${path.resolve(directory)}`];
}

/**
 * What the progress file says: `files`, each test file of the run (by absolute path) with what
 * became of it, or undefined when the run never got as far as listing its files.
 */
export function readProgress(progressFile) {
  if (!existsSync(progressFile)) return undefined;
  let files;
  for (const line of readFileSync(progressFile, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    const event = JSON.parse(line);
    if (event.event === 'run-start') {
      files = new Map(event.files.map((file) => [file, { started: false, ended: false, passed: 0, failed: 0, fileFailed: false, lastTest: undefined }]));
    }
    const file = event.file && files?.get(event.file);
    if (!file) continue;
    if (event.event === 'file-start') file.started = true;
    if (event.event === 'test-start') Object.assign(file, { started: true, lastTest: event.test });
    if (event.event === 'file-end') Object.assign(file, { ended: true, passed: event.passed, failed: event.failed, fileFailed: event.fileFailed });
  }
  return files;
}

const shown = (file) => path.relative(process.cwd(), file);

/** The fields of /proc/<pid>/stat after the command name (state first), or undefined once it is gone. */
function statFields(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined; // It ended while we looked.
  }
}

const parentOf = (pid) => {
  const fields = statFields(pid);
  return fields ? Number(fields[1]) : undefined;
};

function descendantsOf(root) {
  const pids = readdirSync('/proc').filter((entry) => /^\d+$/.test(entry)).map(Number);
  const found = new Set([root]);
  // Parents are listed before their children only by chance: repeat until nothing is added.
  for (let added = true; added; ) {
    added = false;
    for (const pid of pids) {
      if (!found.has(pid) && found.has(parentOf(pid))) {
        found.add(pid);
        added = true;
      }
    }
  }
  found.delete(root);
  return [...found];
}

function commandLine(pid) {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return '';
  }
}

const PROCESS_STATES = { R: 'running (busy in JavaScript?)', S: 'sleeping', D: 'in an uninterruptible system call', T: 'stopped', Z: 'a zombie' };

/** The process's state and CPU seconds so far, from /proc. */
function describeProcess(pid) {
  const fields = statFields(pid);
  if (!fields) return 'gone';
  // utime and stime, in clock ticks (100 a second on Linux).
  const cpuSeconds = (Number(fields[11]) + Number(fields[12])) / 100;
  return `${PROCESS_STATES[fields[0]] ?? fields[0]}, ${cpuSeconds.toFixed(1)} s of CPU`;
}

/**
 * Describes every Vitest worker under `rootPid`: its state, and what its Node.js diagnostic report
 * says (JavaScript stack, open handles). Node.js writes that report from its event loop, so a
 * worker whose JavaScript is busy, or blocked in a system call, does not answer — which tells the
 * two kinds of hang apart.
 */
async function printWorkerReports(rootPid, reportsDirectory, log) {
  if (process.platform !== 'linux') return;
  const workers = descendantsOf(rootPid).filter((pid) => commandLine(pid).includes('--report-on-signal'));
  for (const pid of workers) {
    log(`Test worker ${pid}: ${describeProcess(pid)}`);
    try {
      process.kill(pid, 'SIGUSR2');
    } catch {
      // Gone already.
    }
  }
  await sleep(5_000);
  const reports = readdirSync(reportsDirectory).filter((name) => name.endsWith('.json'));
  log(`Asked ${workers.length} test worker(s) for a diagnostic report; ${reports.length} answered.`);
  for (const name of reports) {
    const report = JSON.parse(readFileSync(path.join(reportsDirectory, name), 'utf8'));
    const handles = {};
    for (const handle of report.libuv ?? []) if (handle.is_active) handles[handle.type] = (handles[handle.type] ?? 0) + 1;
    log(`\nTest worker ${report.header?.processId}, its JavaScript stack:`);
    const stack = report.javascriptStack?.stack ?? [];
    log(stack.length > 0 ? stack.slice(0, 30).join('\n') : '(none: it runs no JavaScript, it waits)');
    log(`Its active handles: ${JSON.stringify(handles)}`);
  }
}

/**
 * Runs `npm <args>` in a process group of its own, watching its progress file. Resolves with the
 * exit status, and `stalled: true` when it was ended for making no progress.
 */
async function runWatched(args, { env, progressFile, reportsDirectory, stallMs, log, stdio }) {
  rmSync(progressFile, { force: true });
  // Node.js writes a report only into a folder that exists.
  rmSync(reportsDirectory, { recursive: true, force: true });
  mkdirSync(reportsDirectory, { recursive: true });
  const child = spawn('npm', args, { stdio, env: { ...env, INKWISE_TEST_PROGRESS: progressFile }, detached: true });
  const endGroup = () => {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  };
  // A Ctrl+C or a CI cancel reaches only our own process group: pass it on.
  const onSignal = () => {
    endGroup();
    process.exit(130);
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))));
  const started = Date.now();
  let stalled = false;
  let endingStalledRun = Promise.resolve();
  const timer = setInterval(
    () => {
      if (stalled) return;
      const lastProgress = existsSync(progressFile) ? statSync(progressFile).mtimeMs : started;
      if (Date.now() - lastProgress < stallMs) return;
      stalled = true;
      log(`\n⚠ No test has started or finished for ${(stallMs / 60_000).toFixed(1)} minutes: the run is stuck.`);
      const files = [...(readProgress(progressFile) ?? [])];
      for (const [file, state] of files) {
        if (state.started && !state.ended) log(`  still running: ${shown(file)}${state.lastTest ? ` — last test started: “${state.lastTest}”` : ''}`);
      }
      // Vitest says a file has started once it has loaded, so a file stuck loading is among these.
      const waiting = files.filter(([, state]) => !state.started).map(([file]) => shown(file));
      if (waiting.length > 5) log(`  ${waiting.length} files not started yet`);
      else for (const file of waiting) log(`  not started yet, or stuck loading: ${file}`);
      endingStalledRun = printWorkerReports(child.pid, reportsDirectory, log).finally(endGroup);
    },
    Math.min(10_000, stallMs / 3),
  );
  const status = await exited;
  clearInterval(timer);
  await endingStalledRun;
  process.off('SIGINT', onSignal);
  process.off('SIGTERM', onSignal);
  return { status, stalled };
}

function countsOf(reportFile) {
  const results = JSON.parse(readFileSync(reportFile, 'utf8'));
  return { passed: results.numPassedTests, failed: results.numFailedTests };
}

/**
 * One Vitest run (`npm <npmArgs> <Vitest options>`) under the watchdog, writing
 * `<resultsDirectory>/<name>.json`. Resolves with the tests passed and failed, or undefined when
 * the run failed.
 */
export async function runVitestWatched({ name, npmArgs, env, stallMs, resultsDirectory = 'test-results', log = console.log, stdio = 'inherit' }) {
  mkdirSync(resultsDirectory, { recursive: true });
  const reportsDirectory = path.join(resultsDirectory, 'hung-reports');
  const watched = (runName, files) =>
    runWatched(
      [
        ...npmArgs,
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${path.join(resultsDirectory, `${runName}.json`)}`,
        `--reporter=${PROGRESS_REPORTER}`,
        ...files,
      ],
      { env, progressFile: path.join(resultsDirectory, `${runName}-progress.ndjson`), reportsDirectory, stallMs, log, stdio },
    );

  const run = await watched(name, []);
  if (!run.stalled) return run.status === 0 ? countsOf(path.join(resultsDirectory, `${name}.json`)) : undefined;

  const progress = readProgress(path.join(resultsDirectory, `${name}-progress.ndjson`));
  if (!progress) {
    log('\nThe run got stuck before it had listed its test files.');
    return undefined;
  }
  const files = [...progress];
  const failedFiles = files.filter(([, file]) => file.fileFailed).map(([file]) => shown(file));
  const unfinished = files.filter(([, file]) => !file.ended).map(([file]) => file);
  const finished = files.filter(([, file]) => file.ended).map(([, file]) => file);
  const counts = {
    passed: finished.reduce((sum, file) => sum + file.passed, 0),
    failed: finished.reduce((sum, file) => sum + file.failed, 0),
  };
  if (failedFiles.length > 0) {
    log(`\nFailed before the run got stuck: ${failedFiles.join(', ')}`);
    return undefined;
  }
  if (unfinished.length === 0) {
    log('\nEvery test file had finished and passed; Vitest itself did not exit, and was ended.');
    return counts;
  }
  log(`\n▶ Running once more, on their own, the ${unfinished.length} file(s) that never finished: ${unfinished.map(shown).join(', ')}`);
  const rerun = await watched(`${name}-rerun`, unfinished);
  if (rerun.stalled || rerun.status !== 0) return undefined;
  const again = countsOf(path.join(resultsDirectory, `${name}-rerun.json`));
  log(`They passed on their own (${again.passed} tests). The stuck run is described above: look into it.`);
  return { passed: counts.passed + again.passed, failed: counts.failed + again.failed };
}

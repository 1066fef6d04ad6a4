/**
 * Co-editing budgets (issue 19): a keystroke reaches the other editors in under 100 ms p95 with
 * 10 editors on one document; one instance holds 500 open connections (20 documents × 25) with
 * the memory per idle connection reported; a document with 10,000 stored updates loads in under
 * 300 ms after compaction.
 *
 * The app runs as `npm start` runs it (`node scripts/start.mjs`, production build, LOG_LEVEL
 * info), on a PostgreSQL this script starts. The baseline, in the same run, is a bare Hocuspocus
 * server in a process of its own (no authentication, storage or write-back): what the protocol
 * and the library cost by themselves. Clients are @hocuspocus/provider over real WebSockets, as
 * in the browser, in this process; they do not render, so the figures are the network and
 * server's share of what a writer sees.
 *
 * Run: npx tsx bench/collab.bench.ts   (writes its section of docs/benchmarks.md)
 */
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pino from 'pino';
import pg from 'pg';
import * as Y from 'yjs';
import { startEmbeddedPostgres } from '../src/server/db/embedded-postgres.js';
import { startApp } from '../tests/e2e/support/app-server.js';
import { residentMegabytes } from '../tests/e2e/support/process-memory.js';
import { openCollabClient, type CollabClient } from '../tests/support/collab-client.js';
import { percentile } from './support/percentile.js';
import { machineDescription, writeSection } from './support/report.js';

const EDITORS = 10;
const KEYSTROKES = 300;
/** A fast typist: 12 keys a second. */
const KEY_INTERVAL_MS = 80;
const DOCUMENTS = 20;
const CONNECTIONS_PER_DOCUMENT = 25;
const STORED_UPDATES = 10_000;
const LOAD_RUNS = 7;

interface Account {
  cookie: string;
  documentId: number;
}

async function main() {
  const database = await startEmbeddedPostgres(mkdtempSync(path.join(os.tmpdir(), 'inkwise-bench-')), pino({ level: 'warn' }));
  // One trusted proxy hop lets each benchmark account sign up from an address of its own, under
  // the per-address sign-up limit, as twenty writers behind a load balancer would.
  const app = await startApp({ env: { DATABASE_URL: database.url, LOG_LEVEL: 'info', TRUST_PROXY: '1' }, discardOutput: true });
  const bare = await startBareServer();
  const pool = new pg.Pool({ connectionString: database.url, max: 4 });
  // node-postgres emits an idle client's error on the pool, and an unhandled one ends the process:
  // at the end, the database stopping is such an error (seen once, after the figures were written).
  pool.on('error', () => undefined);
  const lines: string[] = [];
  const report = (line: string) => {
    lines.push(line);
    console.log(line);
  };

  try {
    const accounts: Account[] = [];
    for (let index = 0; index < DOCUMENTS; index += 1) accounts.push(await newAccount(app.url, index));

    // 1. Keystrokes among 10 editors of one document.
    const keystrokeRows: string[] = [];
    const appEditors = await openAll(Array.from({ length: EDITORS }, () => () => openCollabClient(app.url, accounts[0]!.documentId, accounts[0]!.cookie)));
    const bareEditors = await openAll(Array.from({ length: EDITORS }, () => () => openCollabClient(bare.url, 'keystrokes', null)));
    keystrokeRows.push(row('baseline: bare Hocuspocus', await keystrokeLatency(bareEditors)));
    keystrokeRows.push(row('Inkwise /collab', await keystrokeLatency(appEditors)));
    closeAll([...appEditors, ...bareEditors]);
    report('keystrokes: ' + keystrokeRows.join(' / '));

    // 2. 500 open connections: 20 documents × 25, each document its own account's.
    await sleep(2_000);
    const appBefore = residentMegabytes(app.process.pid!);
    const bareBefore = residentMegabytes(bare.pid);
    const started = performance.now();
    const appConnections = await openAll(
      accounts.flatMap((account) => Array.from({ length: CONNECTIONS_PER_DOCUMENT }, () => () => openCollabClient(app.url, account.documentId, account.cookie))),
    );
    const openSeconds = (performance.now() - started) / 1000;
    const bareConnections = await openAll(
      accounts.flatMap((_, document) => Array.from({ length: CONNECTIONS_PER_DOCUMENT }, () => () => openCollabClient(bare.url, `document-${document}`, null))),
    );
    await sleep(5_000);
    const appAfter = residentMegabytes(app.process.pid!);
    const bareAfter = residentMegabytes(bare.pid);
    const busyLatency = await keystrokeLatency(appConnections.slice(0, EDITORS));
    const busyBaseline = await keystrokeLatency(bareConnections.slice(0, EDITORS));
    closeAll([...appConnections, ...bareConnections]);
    const connections = appConnections.length;
    const perConnection = (before: number, after: number) => ((1024 * (after - before)) / connections).toFixed(0);
    report(`connections: ${connections} open in ${openSeconds.toFixed(1)} s, app ${appBefore.toFixed(0)} → ${appAfter.toFixed(0)} MB, bare ${bareBefore.toFixed(0)} → ${bareAfter.toFixed(0)} MB`);

    // 3. Loading a document with 10,000 stored updates, before and after the server compacts them.
    await sleep(3_000);
    // An account of its own: the loads below open some 25 connections, and each account may open
    // 60 a minute.
    const load = await storedUpdatesLoad(app.url, await newAccount(app.url, DOCUMENTS), pool);
    report(`load: ${JSON.stringify(load)}`);

    writeSection(
      'collab',
      `## Co-editing: keystrokes, connections, loading stored updates (issue 19)

- Date: ${new Date().toISOString()}
- Machine: ${machineDescription()}
- Command: \`npx tsx bench/collab.bench.ts\` (the app started as \`npm start\` starts it, LOG_LEVEL info, on an embedded PostgreSQL; the baseline a bare Hocuspocus server in its own process; the clients @hocuspocus/provider over real WebSockets in the benchmark's process, on the same machine)
- Budgets: a keystroke reaches the other editors in under 100 ms p95 with 10 editors on one document; 500 open connections on one instance, memory per idle connection reported; a document with 10,000 stored updates loads in under 300 ms after compaction.

**Keystrokes** (${KEYSTROKES} single-character edits, one every ${KEY_INTERVAL_MS} ms, by one of ${EDITORS} editors of one document; each sample is the time until one of the other ${EDITORS - 1} holds the change):

| server | p50 ms | p95 ms | max ms |
| --- | --- | --- | --- |
${keystrokeRows.join('\n')}
| Inkwise /collab, while ${connections} connections are open | ${busyLatency.p50} | ${busyLatency.p95} | ${busyLatency.max} |
| baseline, while ${connections} connections are open | ${busyBaseline.p50} | ${busyBaseline.p95} | ${busyBaseline.max} |

**Connections**: ${connections} (${DOCUMENTS} documents × ${CONNECTIONS_PER_DOCUMENT}, each signed in and synced) opened in ${openSeconds.toFixed(1)} s, 0 refused. Resident memory of the app's process ${appBefore.toFixed(0)} → ${appAfter.toFixed(0)} MB, about ${perConnection(appBefore, appAfter)} KB per idle connection (documents loaded included); the bare server ${bareBefore.toFixed(0)} → ${bareAfter.toFixed(0)} MB, about ${perConnection(bareBefore, bareAfter)} KB.

**Loading** a document whose ${STORED_UPDATES.toLocaleString('en-US')} single-keystroke updates are stored as ${STORED_UPDATES.toLocaleString('en-US')} rows (connect, sign-in check, load, first sync; median of ${LOAD_RUNS} loads, the server having unloaded it between loads):

| stored as | rows | median ms | max ms |
| --- | --- | --- | --- |
| a new 1-paragraph document (the floor: connect, check, sync) | ${load.small.rows} | ${load.small.median} | ${load.small.max} |
| ${STORED_UPDATES.toLocaleString('en-US')} rows, before compaction | ${load.before.rows} | ${load.before.median} | ${load.before.max} |
| after the server compacted them (${load.compactionEdits} more edits appended) | ${load.after.rows} | ${load.after.median} | ${load.after.max} |`,
    );
  } finally {
    await app.stop();
    bare.stop();
    await pool.end();
    await database.stop();
  }
}

function row(name: string, latency: { p50: string; p95: string; max: string }) {
  return `| ${name} | ${latency.p50} | ${latency.p95} | ${latency.max} |`;
}

async function newAccount(baseUrl: string, index: number): Promise<Account> {
  const address = `10.77.0.${index + 1}`;
  const account = { firstName: 'Bench', lastName: `Writer ${index}`, email: `collab-bench-${index}@example.com`, password: 'benchmark password' };
  const registered = await fetch(`${baseUrl}/api/auth/register`, post(account, '', address));
  if (!registered.ok) throw new Error(`sign-up ${index}: ${registered.status} ${await registered.text()}`);
  const login = await fetch(`${baseUrl}/api/auth/login`, post({ email: account.email, password: account.password }, '', address));
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const created = await fetch(`${baseUrl}/api/documents`, post({ title: `Shared ${index}`, content: 'Writers draft together here.' }, cookie, address));
  if (!created.ok) throw new Error(`document ${index}: ${created.status} ${await created.text()}`);
  return { cookie, documentId: ((await created.json()) as { id: number }).id };
}

function post(body: object, cookie: string, forwardedFor: string) {
  return {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, 'x-forwarded-for': forwardedFor },
    body: JSON.stringify(body),
  };
}

/** Opens clients a few at a time (as writers arrive, not in one burst) and waits for each first sync. */
async function openAll(openers: Array<() => CollabClient>): Promise<CollabClient[]> {
  const clients: CollabClient[] = [];
  for (let start = 0; start < openers.length; start += 10) {
    const batch = openers.slice(start, start + 10).map((open) => open());
    clients.push(...batch);
    await Promise.all(batch.map((client) => client.ready));
  }
  return clients;
}

function closeAll(clients: CollabClient[]) {
  for (const client of clients) client.close();
}

/** The text of the document's first paragraph, made by the first editor when the document is empty. */
async function firstParagraphText(editors: CollabClient[]): Promise<Y.XmlText> {
  const fragment = editors[0]!.doc.getXmlFragment('default');
  if (fragment.length === 0) {
    const paragraph = new Y.XmlElement('paragraph');
    paragraph.insert(0, [new Y.XmlText('Writers draft together here.')]);
    fragment.insert(0, [paragraph]);
    await until(() => editors.every((editor) => editor.doc.getXmlFragment('default').length > 0));
  }
  return (fragment.get(0) as Y.XmlElement).get(0) as Y.XmlText;
}

/** Types single characters with the first editor; each sample is one other editor receiving one. */
async function keystrokeLatency(editors: CollabClient[]) {
  const text = await firstParagraphText(editors);
  const samples: number[] = [];
  let sentAt = 0;
  let waiting = new Set<Y.Doc>();
  const listeners = editors.slice(1).map((editor) => {
    const listener = () => {
      if (waiting.delete(editor.doc)) samples.push(performance.now() - sentAt);
    };
    editor.doc.on('update', listener);
    return () => editor.doc.off('update', listener);
  });
  for (let key = 0; key < KEYSTROKES; key += 1) {
    waiting = new Set(editors.slice(1).map((editor) => editor.doc));
    sentAt = performance.now();
    text.insert(text.length, key % 6 === 5 ? ' ' : 'a');
    await until(() => waiting.size === 0, 5_000);
    await sleep(Math.max(0, KEY_INTERVAL_MS - (performance.now() - sentAt)));
  }
  for (const stop of listeners) stop();
  samples.sort((a, b) => a - b);
  const at = (share: number) => percentile(samples, share).toFixed(1);
  return { p50: at(0.5), p95: at(0.95), max: (samples.at(-1) ?? Number.NaN).toFixed(1) };
}

async function storedUpdatesLoad(baseUrl: string, account: Account, pool: pg.Pool) {
  const { documentId, cookie } = account;
  const rows = async () => (await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM document_updates WHERE document_id = $1', [documentId])).rows[0]!.n;
  const timeLoads = async () => {
    const times: number[] = [];
    for (let run = 0; run < LOAD_RUNS; run += 1) {
      await sleep(1_500); // the server unloads a document once its last editor has gone
      const started = performance.now();
      const client = openCollabClient(baseUrl, documentId, cookie);
      await client.ready;
      times.push(performance.now() - started);
      client.close();
    }
    times.sort((a, b) => a - b);
    return { rows: await rows(), median: percentile(times, 0.5).toFixed(1), max: (times.at(-1) ?? Number.NaN).toFixed(1) };
  };

  const small = await timeLoads();

  // 10,000 keystrokes made on a copy of the stored state, stored one row each, as the server
  // appends a row per message a writer sends.
  const seeded = openCollabClient(baseUrl, documentId, cookie);
  await seeded.ready;
  const local = new Y.Doc();
  Y.applyUpdate(local, Y.encodeStateAsUpdate(seeded.doc));
  seeded.close();
  const updates: Uint8Array[] = [];
  local.on('update', (update: Uint8Array) => updates.push(update));
  const text = (local.getXmlFragment('default').get(0) as Y.XmlElement).get(0) as Y.XmlText;
  for (let key = 0; key < STORED_UPDATES; key += 1) text.insert(text.length, key % 6 === 5 ? ' ' : 'b');
  const { workspace_id: workspaceId } = (await pool.query<{ workspace_id: number }>('SELECT workspace_id FROM documents WHERE id = $1', [documentId])).rows[0]!;
  for (let start = 0; start < updates.length; start += 1_000) {
    await pool.query('INSERT INTO document_updates (document_id, workspace_id, update) SELECT $1, $2, unnest($3::bytea[])', [
      documentId,
      workspaceId,
      updates.slice(start, start + 1_000).map((update) => Buffer.from(update)),
    ]);
  }
  const before = await timeLoads();

  // The server compacts once a loaded document has gathered enough new rows: a writer's edits.
  const writer = openCollabClient(baseUrl, documentId, cookie);
  await writer.ready;
  const writerText = (writer.doc.getXmlFragment('default').get(0) as Y.XmlElement).get(0) as Y.XmlText;
  let compactionEdits = 0;
  while ((await rows()) > 100 && compactionEdits < 1_000) {
    writerText.insert(writerText.length, 'c');
    compactionEdits += 1;
    await sleep(20);
  }
  await sleep(1_000);
  writer.close();
  const after = await timeLoads();
  return { small, before, after, compactionEdits };
}

async function until(check: () => boolean, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('a change did not arrive in time');
    await sleep(1);
  }
}

async function startBareServer(): Promise<{ url: string; pid: number; stop(): void }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'support/bare-collab-server.ts')], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      const match = /port (\d+)/.exec(chunk.toString());
      if (match) resolve(Number(match[1]));
    });
    child.on('exit', (code) => reject(new Error(`the bare server exited (${code})`)));
  });
  return { url: `http://127.0.0.1:${port}`, pid: child.pid!, stop: () => child.kill() };
}

await main();

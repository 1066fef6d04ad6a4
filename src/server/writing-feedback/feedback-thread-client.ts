import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';
import type { StoredFeedback } from '../db/schema.js';
import type { FeedbackOptions, FeedbackReport, TextBlock } from '../../shared/writing-feedback/index.js';
import type { ThreadAnswer, ThreadQuestion, ThreadRequest, ThreadResponse } from './thread-protocol.js';

/**
 * A save waits at most this long for its feedback (queue included); past it the document is saved
 * without new counts (the editor shows the live ones) and the thread is restarted, so one
 * pathological text cannot hold up the saves after it.
 */
export const FEEDBACK_DEADLINE_MS = 10_000;
/** The thread's heap: the dictionary (~13 MB), the engine's cache of one document, and a 2 MB text's trees. */
const THREAD_HEAP_MB = 384;

type Pending = { resolve: (answer: ThreadAnswer | null) => void; timer: ReturnType<typeof setTimeout> };

/** Where the thread's troubles are told: the app's logger, set when the app is built (none in tests). */
let log: Pick<FastifyBaseLogger, 'warn'> | null = null;
export function reportFeedbackThreadTo(logger: Pick<FastifyBaseLogger, 'warn'>): void {
  log = logger;
}

let thread: Worker | null = null;
const pending = new Map<number, Pending>();
let lastId = 0;

/**
 * Compiled, the thread runs the sibling `feedback-thread.js`. From source (Vitest, `npm run dev`)
 * it is the `.ts` file, loaded through tsx's ESM hooks, registered in the thread before the import.
 */
function startThread(): Worker {
  const here = new URL(import.meta.url);
  const fromSource = here.pathname.endsWith('.ts');
  const entry = new URL(fromSource ? './feedback-thread.ts' : './feedback-thread.js', here);
  const options = { resourceLimits: { maxOldGenerationSizeMb: THREAD_HEAP_MB } };
  const started = fromSource
    ? new Worker(
        `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry.href)}); });`,
        { ...options, eval: true },
      )
    : new Worker(fileURLToPath(entry), options);
  // The thread never keeps the server (or a test run) alive on its own.
  started.unref();
  started.on('message', (response: ThreadResponse) => {
    const waiting = pending.get(response.id);
    if (!waiting) return;
    pending.delete(response.id);
    clearTimeout(waiting.timer);
    if ('error' in response) log?.warn({ reason: response.error }, 'writing feedback could not be measured');
    waiting.resolve('error' in response ? null : response);
  });
  const fail = (reason: string) => {
    if (thread === started) thread = null;
    log?.warn({ reason }, 'the writing-feedback thread stopped; it starts again with the next save');
    for (const [id, waiting] of pending) {
      clearTimeout(waiting.timer);
      waiting.resolve(null);
      pending.delete(id);
    }
  };
  started.on('error', (error) => fail(error.message));
  started.on('exit', (code) => {
    if (thread === started) fail(`exit code ${code}`);
  });
  return started;
}

/** Asks the thread; null when it could not answer in time (the thread is then restarted). */
function ask(question: ThreadQuestion): Promise<ThreadAnswer | null> {
  thread ??= startThread();
  const current = thread;
  const id = ++lastId;
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      pending.delete(id);
      resolve(null);
      log?.warn({ deadlineMs: FEEDBACK_DEADLINE_MS }, 'writing feedback took too long; the thread is restarted');
      if (thread === current) thread = null;
      void current.terminate();
    }, FEEDBACK_DEADLINE_MS);
    pending.set(id, { resolve, timer });
    current.postMessage({ ...question, id } satisfies ThreadRequest);
  });
}

/**
 * The feedback of a document's markdown, measured in the feedback thread; null when it could not
 * be measured in time (the save goes on without it).
 */
export async function measureInThread(request: { content: string; options: Omit<FeedbackOptions, 'speller'> }): Promise<StoredFeedback | null> {
  const answer = await ask({ kind: 'measure', ...request });
  return answer?.kind === 'measure' ? answer.feedback : null;
}

/** A text's whole feedback report (the public API's analyze), read in the feedback thread; null when not in time. */
export async function analyzeInThread(blocks: TextBlock[], options: Omit<FeedbackOptions, 'speller'>): Promise<FeedbackReport | null> {
  const answer = await ask({ kind: 'analyze', blocks, options });
  return answer?.kind === 'analyze' ? answer.report : null;
}

import { availableParallelism } from 'node:os';
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
/**
 * How many feedback threads: one per core, at most four. A new text costs its thread 10–15 ms of
 * CPU per 1,000 words, so one thread made the public API's analyses queue behind each other on a
 * single core while the others idled (docs/benchmarks.md). Past four, memory (each thread holds its
 * own dictionary) grows faster than a single instance's useful work; more instances scale further.
 */
export const FEEDBACK_THREADS = Math.min(4, availableParallelism());

type Pending = { resolve: (answer: ThreadAnswer | null) => void; timer: ReturnType<typeof setTimeout> };

/** One feedback thread and the questions it has not answered yet. */
interface Slot {
  worker: Worker | null;
  pending: Map<number, Pending>;
}

/** Where the thread's troubles are told: the app's logger, set when the app is built (none in tests). */
let log: Pick<FastifyBaseLogger, 'warn'> | null = null;
export function reportFeedbackThreadTo(logger: Pick<FastifyBaseLogger, 'warn'>): void {
  log = logger;
}

/**
 * The first slot measures every save, so the autosaves of a document being written reach the
 * engine that has read its other paragraphs (ADR 0030). The public API's texts are each new: they
 * go to whichever thread has the fewest questions waiting, the first one included.
 */
const slots: Slot[] = Array.from({ length: FEEDBACK_THREADS }, () => ({ worker: null, pending: new Map() }));
let lastId = 0;

/**
 * Compiled, the thread runs the sibling `feedback-thread.js`. From source (Vitest, `npm run dev`)
 * it is the `.ts` file, loaded through tsx's ESM hooks, registered in the thread before the import.
 */
function startThread(slot: Slot): Worker {
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
    const waiting = slot.pending.get(response.id);
    if (!waiting) return;
    slot.pending.delete(response.id);
    clearTimeout(waiting.timer);
    if ('error' in response) log?.warn({ reason: response.error }, 'writing feedback could not be measured');
    waiting.resolve('error' in response ? null : response);
  });
  const fail = (reason: string) => {
    if (slot.worker === started) slot.worker = null;
    log?.warn({ reason }, 'a writing-feedback thread stopped; it starts again with the next text');
    for (const [id, waiting] of slot.pending) {
      clearTimeout(waiting.timer);
      waiting.resolve(null);
      slot.pending.delete(id);
    }
  };
  started.on('error', (error) => fail(error.message));
  started.on('exit', (code) => {
    if (slot.worker === started) fail(`exit code ${code}`);
  });
  return started;
}

/** The slot with the fewest questions waiting; the first such one, so a quiet server uses one thread. */
function leastBusySlot(): Slot {
  return slots.reduce((best, slot) => (slot.pending.size < best.pending.size ? slot : best));
}

/** Asks a thread; null when it could not answer in time (that thread is then restarted). */
function ask(slot: Slot, question: ThreadQuestion): Promise<ThreadAnswer | null> {
  slot.worker ??= startThread(slot);
  const current = slot.worker;
  const id = ++lastId;
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      slot.pending.delete(id);
      resolve(null);
      log?.warn({ deadlineMs: FEEDBACK_DEADLINE_MS }, 'writing feedback took too long; the thread is restarted');
      if (slot.worker === current) slot.worker = null;
      void current.terminate();
    }, FEEDBACK_DEADLINE_MS);
    slot.pending.set(id, { resolve, timer });
    current.postMessage({ ...question, id } satisfies ThreadRequest);
  });
}

/**
 * The feedback of a document's markdown, measured in the saves' feedback thread; null when it could
 * not be measured in time (the save goes on without it).
 */
export async function measureInThread(request: { content: string; options: Omit<FeedbackOptions, 'speller'> }): Promise<StoredFeedback | null> {
  const answer = await ask(slots[0]!, { kind: 'measure', ...request });
  return answer?.kind === 'measure' ? answer.feedback : null;
}

/** A text's whole feedback report (the public API's analyze), read in the least busy feedback thread; null when not in time. */
export async function analyzeInThread(blocks: TextBlock[], options: Omit<FeedbackOptions, 'speller'>): Promise<FeedbackReport | null> {
  const answer = await ask(leastBusySlot(), { kind: 'analyze', blocks, options });
  return answer?.kind === 'analyze' ? answer.report : null;
}

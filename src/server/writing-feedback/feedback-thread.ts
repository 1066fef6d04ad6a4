import { parentPort } from 'node:worker_threads';
import { parseMarkdown } from '../../shared/rich-text/markdown.js';
import { documentBlocks } from '../../shared/writing-feedback/document-blocks.js';
import { createFeedbackAnalyzer, type Speller } from '../../shared/writing-feedback/index.js';
import { loadSpeller } from './speller.js';
import type { ThreadAnswer, ThreadRequest, ThreadResponse } from './thread-protocol.js';

/**
 * The server's writing analysis, in worker threads (ADR 0030; feedback-thread-client.ts starts one
 * per core, at most four): reading a long document afresh takes 70–130 ms per 5,000 words and up to
 * a second for 2 MB, which must not hold up the requests the server's main thread is answering.
 * Saves are all measured by the first thread, with one engine, so the autosaves of a document being
 * written read only the paragraphs that changed.
 */
const analyzer = createFeedbackAnalyzer();
/**
 * The public API's texts are each new, so they get an engine of their own: sharing one would throw
 * away the readings of the document being written at every call.
 */
const apiAnalyzer = createFeedbackAnalyzer();

/**
 * The stored figures are counts, so the server never needs a misspelling's corrections: looking
 * them up costs 2–25 ms a word.
 */
function countingOnly(speller: Speller): Speller {
  return { correct: (word) => speller.correct(word), suggest: () => [] };
}

async function answer(request: ThreadRequest): Promise<ThreadAnswer> {
  if (request.kind === 'analyze') {
    // The API's callers get the corrections of misspellings (time-boxed by the engine).
    return { kind: 'analyze', report: apiAnalyzer.analyze(request.blocks, { ...request.options, speller: await loadSpeller() }) };
  }
  const speller = countingOnly(await loadSpeller());
  const measured = analyzer.measure(documentBlocks(parseMarkdown(request.content)), { ...request.options, speller });
  return { kind: 'measure', feedback: { counts: measured.counts, readabilityGrade: measured.readability.grade } };
}

parentPort?.on('message', (request: ThreadRequest) => {
  answer(request).then(
    (answered) => parentPort?.postMessage({ id: request.id, ...answered } satisfies ThreadResponse),
    (error: unknown) => parentPort?.postMessage({ id: request.id, error: error instanceof Error ? error.message : String(error) } satisfies ThreadResponse),
  );
});

import nspell from 'nspell';
// Never inlined as a data: address, which the page's Content-Security-Policy does not let a worker fetch.
import affUrl from '@dictionary-en/index.aff?url&no-inline';
import dicUrl from '@dictionary-en/index.dic?url';
import { createFeedbackAnalyzer, type Speller } from '@shared/writing-feedback/index';
import type { AnalyzeRequest, AnalyzeResponse } from './worker-protocol';

/**
 * The writing-feedback engine off the main thread (ADR 0030): typing never waits for it. The
 * engine keeps each paragraph's reading, so after the first run only edited paragraphs cost time.
 * The dictionary (550 KB) is fetched once the worker starts; until it is ready, every check but
 * spelling runs, and the last request is answered again with spelling once it is.
 */
// The client is compiled with the DOM's types, which clash with the worker's; this is the part used.
const scope = self as unknown as {
  postMessage(message: AnalyzeResponse): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<AnalyzeRequest>) => void): void;
};
const analyzer = createFeedbackAnalyzer();
let speller: Speller | null = null;
let latest: AnalyzeRequest | null = null;

function answer(request: AnalyzeRequest) {
  const started = performance.now();
  let response: AnalyzeResponse;
  try {
    const report = analyzer.analyze(request.blocks, { ...request.options, speller });
    response = { type: 'report', id: request.id, report, spelling: speller !== null, milliseconds: performance.now() - started };
  } catch (error) {
    response = { type: 'failed', id: request.id, message: error instanceof Error ? error.message : String(error) };
  }
  scope.postMessage(response);
}

async function loadSpeller(): Promise<void> {
  const [aff, dic] = await Promise.all([fetch(affUrl), fetch(dicUrl)].map(async (pending) => {
    const response = await pending;
    if (!response.ok) throw new Error(`The spelling dictionary did not load (${response.status}).`);
    return response.text();
  }));
  speller = nspell(aff!, dic!);
  if (latest) answer(latest);
}

void loadSpeller().catch(() => {
  // Spelling stays off; every other check goes on. The panel says spelling is not checked.
});

scope.addEventListener('message', (event: MessageEvent<AnalyzeRequest>) => {
  if (event.data.type !== 'analyze') return;
  latest = event.data;
  answer(event.data);
});

/**
 * Text extraction for uploaded reference files (issue 4, ADR 0007). The upload pipeline calls
 * `runExtractionInWorker` from its background job; `extractText` is the same work in the calling
 * thread.
 */
export { extractText, type ExtractTextOptions } from './extract-text.js';
export { runExtractionInWorker, type ExtractionBudget } from './run-extraction-in-worker.js';
export { EXTRACTION_LIMITS } from './extraction-limits.js';
export type { ExtractionResult, ExtractionStatus, FileKind } from './extraction-result.js';

/**
 * Text extraction for uploaded reference files (issue 4, ADR 0007). The upload pipeline calls
 * `runExtractionInChildProcess` from its background job; `extractText` is the same work in the
 * calling thread.
 */
export { extractText, type ExtractTextOptions } from './extract-text.js';
export { runExtractionInChildProcess, type ExtractionBudget } from './run-extraction-in-child-process.js';
export { removeStaleScratchDirectories } from './scratch-directory.js';
export { EXTRACTION_LIMITS } from './extraction-limits.js';
export { TOO_LARGE_WHEN_DECOMPRESSED } from './extraction-result.js';
export type { ExtractionResult, ExtractionStatus, FileKind } from './extraction-result.js';

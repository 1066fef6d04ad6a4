/**
 * The budgets a file gets for text extraction (ADR 0007). A hostile or broken file that exceeds
 * one ends "failed" or "partial" with a reason; none of them can take the server down.
 */
export const EXTRACTION_LIMITS = {
  /** Wall-clock budget of one extraction in its worker thread. */
  timeoutMs: 60_000,
  /** V8 heap of that worker; past it the worker dies alone, not the server. */
  maxOldGenerationSizeMb: 512,
  /** Text kept per file: enough for any real reference document, bounded for the database row. */
  maxTextCharacters: 5_000_000,
  /** PDF pages read; the rest of a longer document is skipped and the file ends "partial". */
  maxPdfPages: 2_000,
  /** OOXML (docx, pptx, xlsx) zip: total uncompressed bytes and number of entries. */
  maxUnzippedBytes: 200 * 1024 * 1024,
  maxZipEntries: 10_000,
  /** Pixels of an image given to OCR (a 12-megapixel photo is 12,000,000). */
  maxImagePixels: 40_000_000,
  /** tesseract.js start-up (wasm core and English data from node_modules). */
  ocrStartTimeoutMs: 20_000,
  /** LibreOffice's headless conversion of a legacy .doc, .xls or .ppt. */
  legacyConversionTimeoutMs: 45_000,
} as const;

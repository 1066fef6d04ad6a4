/**
 * The budgets a file gets for text extraction (ADR 0007). A hostile or broken file that exceeds
 * one ends "failed" or "partial" with a reason; none of them can take the server down.
 */
export const EXTRACTION_LIMITS = {
  /** Wall-clock budget of one extraction in its own process. */
  timeoutMs: 60_000,
  /**
   * Resident memory of that process and the processes it starts (LibreOffice), ArrayBuffers and
   * WebAssembly memory included; past it they are killed and the file ends "failed". Reading a
   * 40-megapixel RGBA image, the largest OCR accepts, peaks at about 750 MB.
   */
  maxMemoryMb: 1_024,
  /** How often the server samples that memory; a bomb inflating at 1 GB/s overshoots by ~20 MB. */
  memorySampleIntervalMs: 20,
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

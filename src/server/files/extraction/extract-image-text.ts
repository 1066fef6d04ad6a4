import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type Tesseract from 'tesseract.js';
import type { ExtractionContext, ExtractorOutcome } from './extractor.js';
import { EXTRACTION_LIMITS } from './extraction-limits.js';
import { ExtractionFailure, formatCount, TOO_LARGE_WHEN_DECOMPRESSED } from './extraction-result.js';
import { imageDimensions } from './image-dimensions.js';

/**
 * The English LSTM model shipped by @tesseract.js-data/eng (`4.0.0_best_int`, the one
 * tesseract.js itself picks for LSTM-only recognition). Without a local path tesseract.js would
 * fetch it from a CDN, and with no network it would wait for ever.
 */
const englishDataPath = path.join(path.dirname(createRequire(import.meta.url).resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');

/**
 * JPG, PNG and WebP by OCR (English). An image with no text in it (a photo) is read correctly
 * and ends "completed" with empty text: nothing was left unread.
 */
export async function extractImageText(filePath: string, { signal, text }: ExtractionContext): Promise<ExtractorOutcome> {
  const image = await readFile(filePath);
  const size = imageDimensions(image);
  if (!size || size.width === 0 || size.height === 0) throw new ExtractionFailure('This image is damaged or not a valid JPG, PNG or WebP file');
  if (size.width * size.height > EXTRACTION_LIMITS.maxImagePixels) {
    throw new ExtractionFailure(
      `${TOO_LARGE_WHEN_DECOMPRESSED} (more than ${formatCount(EXTRACTION_LIMITS.maxImagePixels / 1_000_000)} megapixels); scale the image down and upload it again`,
    );
  }

  const worker = await startOcrWorker(signal);
  const stop = () => void worker.terminate();
  signal?.addEventListener('abort', stop, { once: true });
  try {
    const result = await worker.recognize(image).catch(() => {
      signal?.throwIfAborted();
      throw new ExtractionFailure('This image is damaged or not a valid JPG, PNG or WebP file');
    });
    text.append(result.data.text);
    return { unreadable: null };
  } finally {
    signal?.removeEventListener('abort', stop);
    await worker.terminate();
  }
}

async function startOcrWorker(signal: AbortSignal | undefined): Promise<Tesseract.Worker> {
  signal?.throwIfAborted();
  const { default: tesseract } = await import('tesseract.js');
  const starting = tesseract.createWorker('eng', tesseract.OEM.LSTM_ONLY, {
    langPath: englishDataPath,
    gzip: true,
    // 'none': neither read nor write a cached copy in the working directory.
    cacheMethod: 'none',
    logger: () => undefined,
    // Without a handler, tesseract.js rethrows a failed job inside its message listener.
    errorHandler: () => undefined,
  });
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ExtractionFailure('The text recognition engine did not start in time; try again later')), EXTRACTION_LIMITS.ocrStartTimeoutMs);
  });
  let onAbort: (() => void) | undefined;
  const aborted = new Promise<never>((_, reject) => {
    onAbort = () => reject(signal?.reason);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
  try {
    return await Promise.race([starting, timedOut, aborted]);
  } catch (error) {
    // A worker that starts after all must not be left running.
    starting.then((late) => late.terminate()).catch(() => undefined);
    if (error instanceof ExtractionFailure || signal?.aborted) throw error;
    throw new ExtractionFailure('The text recognition engine could not start; try again later');
  } finally {
    clearTimeout(timer);
    if (onAbort) signal?.removeEventListener('abort', onAbort);
  }
}

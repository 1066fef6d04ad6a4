import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { DocumentInitParameters } from 'pdfjs-dist/types/src/display/api.js';
import type { ExtractionContext, ExtractorOutcome } from './extractor.js';
import { EXTRACTION_LIMITS } from './extraction-limits.js';
import { ExtractionFailure, formatCount, unreadableParts } from './extraction-result.js';

const pdfjsDirectory = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));

/**
 * PDF.js options for reading text from untrusted files on a server with no network:
 * - PDF.js 6 no longer compiles fonts into JavaScript (the old `isEvalSupported` path, see
 *   CVE-2024-4367); we pass `isEvalSupported: false` anyway so an older copy keeps it off.
 * - Character maps and the standard fonts come from the package on disk, never a URL.
 * - No font faces, system fonts or WebAssembly image decoders: extracting text needs none.
 */
const SAFE_OPTIONS: Omit<DocumentInitParameters, 'data'> & { isEvalSupported: false } = {
  isEvalSupported: false,
  cMapUrl: `${path.join(pdfjsDirectory, 'cmaps')}/`,
  cMapPacked: true,
  standardFontDataUrl: `${path.join(pdfjsDirectory, 'standard_fonts')}/`,
  useWorkerFetch: false,
  disableFontFace: true,
  useSystemFonts: false,
  useWasm: false,
  enableXfa: false,
  stopAtErrors: false,
  // 0 = errors only: PDF.js warns loudly about everyday quirks of real files.
  verbosity: 0,
};

/**
 * PDF: the text layer of each page, pages separated by a blank line. Reads at most
 * `maxPdfPages`; a page that fails is named and the rest are kept. A PDF without any text layer
 * (a scan) ends failed with a reason that says so, since OCR of PDF pages is not offered.
 */
export async function extractPdf(filePath: string, { signal, text }: ExtractionContext): Promise<ExtractorOutcome> {
  // The legacy build is PDF.js's build for Node; the modern one needs Node 22 (ADR 0007).
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const data = new Uint8Array(await readFile(filePath));
  const loading = pdfjs.getDocument({ ...SAFE_OPTIONS, data });
  try {
    const document = await loading.promise.catch((error: unknown) => {
      if (error instanceof pdfjs.PasswordException) throw new ExtractionFailure('This PDF is password-protected');
      throw new ExtractionFailure('This PDF is damaged or not a valid PDF file');
    });
    const pageCount = Math.min(document.numPages, EXTRACTION_LIMITS.maxPdfPages);
    const unreadable: number[] = [];
    let sawText = false;
    for (let pageNumber = 1; pageNumber <= pageCount && !text.full; pageNumber += 1) {
      signal?.throwIfAborted();
      const mark = text.mark();
      try {
        const page = await document.getPage(pageNumber);
        const content = await page.getTextContent();
        text.startBlock();
        for (const item of content.items) {
          if (!('str' in item)) continue;
          text.append(item.str);
          sawText ||= item.str.trim() !== '';
          if (item.hasEOL) text.append('\n');
        }
        page.cleanup();
      } catch {
        text.rollback(mark);
        unreadable.push(pageNumber);
      }
    }

    const problems: string[] = [];
    if (unreadable.length > 0) problems.push(unreadableParts('Page', 'Pages', unreadable));
    if (document.numPages > pageCount && !text.full) {
      problems.push(`Only the first ${formatCount(pageCount)} of ${formatCount(document.numPages)} pages were read`);
    }
    if (!sawText && unreadable.length < pageCount) {
      problems.push('This PDF has no text layer (it may be a scan); upload its pages as images to have them read by OCR');
    }
    return { unreadable: problems.length > 0 ? problems.join('. ') : null };
  } finally {
    await loading.destroy();
  }
}

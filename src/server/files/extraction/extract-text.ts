import { open, readFile } from 'node:fs/promises';
import type { ExtractionContext, ExtractorOutcome } from './extractor.js';
import { ExtractionFailure, formatCount, type ExtractionResult, type FileKind } from './extraction-result.js';
import { TextCollector } from './text-collector.js';

export interface ExtractTextOptions {
  /** Aborting rejects with the signal's reason; it is a cancellation, not a verdict on the file. */
  signal?: AbortSignal;
  /** Where extractors may write scratch files (LibreOffice's); the system temp directory unless given. */
  tempDirectory?: string;
  /** Told when a child process (LibreOffice) starts and exits, so a supervisor can kill it. */
  onChildProcess?: (pid: number, state: 'started' | 'exited') => void;
}

const DESCRIPTIONS: Record<FileKind, string> = {
  pdf: 'PDF',
  doc: 'Word document',
  docx: 'Word document',
  ppt: 'presentation',
  pptx: 'presentation',
  xls: 'spreadsheet',
  xlsx: 'spreadsheet',
  txt: 'text file',
  jpg: 'image',
  jpeg: 'image',
  png: 'image',
  webp: 'image',
};

/**
 * Reads the text of one stored file. Never throws for a bad file: a file that cannot be read at
 * all ends "failed", one read in part "partial", both with a reason a user can read. Runs in the
 * calling thread; the upload pipeline calls `runExtractionInChildProcess` instead, which adds the
 * time and memory budgets.
 */
export async function extractText(filePath: string, kind: FileKind, options: ExtractTextOptions = {}): Promise<ExtractionResult> {
  const { signal } = options;
  signal?.throwIfAborted();
  if (!Object.hasOwn(DESCRIPTIONS, kind)) return { status: 'failed', text: '', reason: 'Files of this type cannot be read' };
  const collector = new TextCollector();
  const context: ExtractionContext = { text: collector, ...options };
  let outcome: ExtractorOutcome;
  try {
    outcome = await extractByContent(filePath, kind, context);
  } catch (error) {
    if (signal?.aborted) throw signal.reason;
    const reason = error instanceof ExtractionFailure ? error.message : `This ${DESCRIPTIONS[kind]} is damaged or could not be read`;
    return { status: 'failed', text: '', reason };
  }

  const text = tidy(collector.text());
  const problems = [outcome.unreadable];
  if (collector.full) {
    const limit = formatCount(collector.limit);
    problems.push(`The text is longer than ${limit} characters; only the first ${limit} were kept`);
  }
  const reason = problems.filter((problem): problem is string => Boolean(problem)).join('. ') || null;
  if (!reason) return { status: 'completed', text, reason: null };
  return { status: text === '' ? 'failed' : 'partial', text, reason };
}

/**
 * Picks the extractor. For Office files the content decides between the zip-based (OOXML) and
 * the compound-file (legacy) readers, so a .doc saved as .docx, or the reverse, still reads;
 * an OOXML file inside a compound file is an encrypted one.
 */
async function extractByContent(filePath: string, kind: FileKind, context: ExtractionContext): Promise<ExtractorOutcome> {
  switch (kind) {
    case 'pdf':
      return (await import('./extract-pdf.js')).extractPdf(filePath, context);
    case 'txt':
      return (await import('./extract-plain-text.js')).extractPlainText(filePath, context);
    case 'jpg':
    case 'jpeg':
    case 'png':
    case 'webp':
      return (await import('./extract-image-text.js')).extractImageText(filePath, context);
    default:
      return extractOffice(filePath, kind, context);
  }
}

const OFFICE_FAMILIES = {
  doc: { legacy: 'doc', ooxml: 'docx' },
  docx: { legacy: 'doc', ooxml: 'docx' },
  xls: { legacy: 'xls', ooxml: 'xlsx' },
  xlsx: { legacy: 'xls', ooxml: 'xlsx' },
  ppt: { legacy: 'ppt', ooxml: 'pptx' },
  pptx: { legacy: 'ppt', ooxml: 'pptx' },
} as const;

const ZIP_MAGIC = Buffer.from('504b0304', 'hex');
const COMPOUND_FILE_MAGIC = Buffer.from('d0cf11e0a1b11ae1', 'hex');
/** The stream an encrypted OOXML file keeps its package in (MS-OFFCRYPTO), named in UTF-16LE. */
const ENCRYPTED_PACKAGE = Buffer.from('EncryptedPackage', 'utf16le');

async function extractOffice(filePath: string, kind: keyof typeof OFFICE_FAMILIES, context: ExtractionContext): Promise<ExtractorOutcome> {
  const family = OFFICE_FAMILIES[kind];
  const head = await readHead(filePath, 8);
  if (head.subarray(0, 4).equals(ZIP_MAGIC)) return extractOoxml(family.ooxml, filePath, context);
  if (kind === family.ooxml) {
    if (!head.equals(COMPOUND_FILE_MAGIC)) throw new Error('Neither a zip nor a compound file');
    if ((await readFile(filePath)).includes(ENCRYPTED_PACKAGE)) {
      throw new ExtractionFailure(`This ${DESCRIPTIONS[kind]} is password-protected`);
    }
  }
  // LibreOffice also reads what old tools saved under a legacy name (RTF as .doc, HTML as .xls).
  const legacy = await import('./extract-legacy-office.js');
  return legacy.extractLegacyOffice(family.legacy, filePath, context, await legacy.findLibreOffice());
}

async function extractOoxml(kind: 'docx' | 'xlsx' | 'pptx', filePath: string, context: ExtractionContext): Promise<ExtractorOutcome> {
  switch (kind) {
    case 'docx':
      return (await import('./extract-docx.js')).extractDocx(filePath, context);
    case 'xlsx':
      return (await import('./extract-xlsx.js')).extractXlsx(filePath, context);
    case 'pptx':
      return (await import('./extract-pptx.js')).extractPptx(filePath, context);
  }
}

async function readHead(filePath: string, length: number): Promise<Buffer> {
  const file = await open(filePath, 'r');
  try {
    const buffer = Buffer.alloc(length);
    const { bytesRead } = await file.read(buffer, 0, length, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}

/** One line-ending style, no control characters (PostgreSQL text refuses NUL), no runs of blank lines. */
function tidy(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    // eslint-disable-next-line no-control-regex -- removing control characters is the point
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

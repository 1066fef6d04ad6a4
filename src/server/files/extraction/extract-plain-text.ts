import { open } from 'node:fs/promises';
import chardet from 'chardet';
import iconv from 'iconv-lite';
import type { ExtractionContext, ExtractorOutcome } from './extractor.js';

/** How much of the file the detector looks at: enough to see past a plain-ASCII opening. */
const DETECTION_SAMPLE_BYTES = 256 * 1024;

/**
 * Plain text in whatever encoding it was saved in. A byte-order mark decides first; then valid
 * UTF-8 is taken as UTF-8; then UTF-16 without a mark is recognised by its zero bytes; anything
 * else goes to chardet's statistical guess. Latin-1 is read as Windows-1252, as browsers do,
 * so the curly quotes and euro sign of files saved on Windows come out right.
 */
export async function extractPlainText(filePath: string, { text }: ExtractionContext): Promise<ExtractorOutcome> {
  // UTF-8 needs at most 4 bytes per character, so this is all the budget can use.
  const bytes = await readStart(filePath, text.limit * 4);
  text.append(decodeText(bytes));
  return { unreadable: null };
}

export function decodeText(bytes: Buffer): string {
  const encoding = detectEncoding(bytes);
  const withoutBom = encoding.bomLength > 0 ? bytes.subarray(encoding.bomLength) : bytes;
  return iconv.decode(withoutBom, encoding.name, { stripBOM: false });
}

export function detectEncoding(bytes: Buffer): { name: string; bomLength: number } {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return { name: 'utf8', bomLength: 3 };
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return { name: 'utf16le', bomLength: 2 };
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return { name: 'utf16be', bomLength: 2 };

  const sample = bytes.subarray(0, DETECTION_SAMPLE_BYTES);
  if (isUtf8(sample, sample.length < bytes.length)) return { name: 'utf8', bomLength: 0 };
  const utf16 = utf16WithoutBom(sample);
  if (utf16) return { name: utf16, bomLength: 0 };

  const guess = chardetGuess(sample);
  return { name: guess && iconv.encodingExists(guess) ? guess : 'windows-1252', bomLength: 0 };
}

const WESTERN = new Set(['iso-8859-1', 'windows-1252']);

/**
 * chardet's best guess, leaning Western: on short texts its statistics often rank a Central
 * European code page a few points above Latin-1 (French prose scores 48 for ISO-8859-2 against
 * 45 for ISO-8859-1), and most text this product sees is Western.
 */
function chardetGuess(sample: Buffer): string | null {
  const matches = chardet.analyse(sample);
  const top = matches[0];
  if (!top) return null;
  const western = matches.find((match) => WESTERN.has(match.name.toLowerCase()));
  if (western && top.confidence - western.confidence <= 10) return 'windows-1252';
  const name = top.name.toLowerCase();
  return WESTERN.has(name) ? 'windows-1252' : name;
}

/** Strict UTF-8, allowing a character cut off at the end of a sample. */
function isUtf8(sample: Buffer, cutShort: boolean): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(sample, { stream: cutShort });
    return true;
  } catch {
    return false;
  }
}

/** Text in UTF-16 has a zero byte beside most ASCII characters: on the odd side for LE. */
function utf16WithoutBom(sample: Buffer): 'utf16le' | 'utf16be' | null {
  const pairs = Math.floor(Math.min(sample.length, 4096) / 2);
  if (pairs < 2) return null;
  let zeroEven = 0;
  let zeroOdd = 0;
  for (let index = 0; index < pairs * 2; index += 2) {
    if (sample[index] === 0) zeroEven += 1;
    if (sample[index + 1] === 0) zeroOdd += 1;
  }
  if (zeroOdd > pairs * 0.3 && zeroEven < pairs * 0.05) return 'utf16le';
  if (zeroEven > pairs * 0.3 && zeroOdd < pairs * 0.05) return 'utf16be';
  return null;
}

async function readStart(filePath: string, maxBytes: number): Promise<Buffer> {
  const file = await open(filePath, 'r');
  try {
    const { size } = await file.stat();
    const buffer = Buffer.alloc(Math.min(size, maxBytes));
    const { bytesRead } = await file.read(buffer, 0, buffer.length, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}

import type { UploadExtension } from '../../../shared/limits.js';

/** The kinds of file the upload accepts, named by extension. */
export type FileKind = UploadExtension;

export type ExtractionStatus = 'completed' | 'partial' | 'failed';

export interface ExtractionResult {
  status: ExtractionStatus;
  text: string;
  /** A short sentence a user can read; set when the status is partial or failed. */
  reason: string | null;
}

/**
 * The reason of every file refused for what it would become once decompressed: a PDF stream, a
 * zip part or an image that expands past its budget, or an extraction that ran out of memory.
 */
export const TOO_LARGE_WHEN_DECOMPRESSED = 'Too large when decompressed';

/**
 * Thrown by an extractor when the whole file cannot be read for a reason worth telling the user
 * ("This PDF is password-protected"). Any other error ends as a generic "damaged" reason.
 */
export class ExtractionFailure extends Error {
  override readonly name = 'ExtractionFailure';
}

/**
 * "Slide 3 could not be read", "Slides 3 and 7 could not be read"; long lists name the first ten
 * and count the rest.
 */
export function unreadableParts(singular: string, plural: string, parts: readonly (number | string)[]): string {
  const shown = parts.slice(0, 10).map(String);
  const hidden = parts.length - shown.length;
  const listed = hidden > 0 ? `${shown.join(', ')} and ${hidden} more` : joinWithAnd(shown);
  return `${parts.length === 1 ? singular : plural} ${listed} could not be read`;
}

function joinWithAnd(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

export function formatCount(value: number): string {
  return value.toLocaleString('en-US');
}

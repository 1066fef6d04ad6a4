import { COMMENT_QUOTE_MAX_LENGTH } from './limits.js';

/**
 * A passage as a comment quotes it (issue 19, ADR 0042): whitespace folded to single spaces and cut
 * to the quote's limit with an ellipsis. The editor, the guest's page and the server quote alike.
 */
export function quoteOf(text: string): string {
  const folded = text.replace(/\s+/g, ' ').trim();
  return folded.length > COMMENT_QUOTE_MAX_LENGTH ? `${folded.slice(0, COMMENT_QUOTE_MAX_LENGTH - 1).trimEnd()}…` : folded;
}

/**
 * The shapes of writing feedback (ADR 0030): what a check found, where, why it matters, and the
 * fix when one is safe. Shared by the editor's worker, the server and (later) the public API.
 */

export const FINDING_CATEGORIES = ['correctness', 'clarity', 'engagement', 'inclusive', 'brand', 'style'] as const;
export type FindingCategory = (typeof FINDING_CATEGORIES)[number];

export const CATEGORY_LABELS: Record<FindingCategory, string> = {
  correctness: 'Correctness',
  clarity: 'Clarity',
  engagement: 'Engagement',
  inclusive: 'Inclusive language',
  brand: 'Brand',
  style: 'Style guide',
};

/** error: wrong (a misspelling, a banned term); warning: likely to hurt; suggestion: worth a look. */
export type FindingSeverity = 'error' | 'warning' | 'suggestion';

/** A stretch of text the checks read: one paragraph, heading, list item's paragraph or quote line. */
export interface TextBlock {
  kind: 'heading' | 'paragraph';
  /**
   * The block's text, one character per editor position: an inline image or a line break is
   * U+FFFC and inline code is U+FFFC per character, so offsets map to the editor one to one and
   * code is never read as prose.
   */
  text: string;
}

export interface Finding {
  /** The check that fired, e.g. `spelling`, `passive-voice`, `long-sentence`. */
  rule: string;
  category: FindingCategory;
  severity: FindingSeverity;
  /** The block it is in (an index into the blocks analysed) and its range in that block's text. */
  block: number;
  start: number;
  end: number;
  /** The text flagged, as written. */
  text: string;
  /** What is wrong, in a short sentence. */
  message: string;
  /** Why it matters to a reader. */
  why: string;
  /** Replacements for `text`, best first; empty when no fix is certain enough to offer. */
  fixes: string[];
  /** True when the first fix can be applied without reading the sentence (used by "Fix all"). */
  safe: boolean;
}

/**
 * What a writer ignores: a rule and the text it flagged, lower-cased, so "Ignore" holds for that
 * wording wherever it is in the document and across edits.
 */
export function ignoreKey(finding: Pick<Finding, 'rule' | 'text'>): string {
  return `${finding.rule}:${finding.text.toLowerCase()}`;
}

/** One generated option, with the score it was ranked by (higher is better) and why. */
export interface Variant {
  text: string;
  score: number;
  /** What the score rewarded or missed, in words ("holds the keyphrase", "132 characters"). */
  notes: string[];
}

/** Best first; among equals, the order they were made in (earlier text first). */
export function bestFirst(variants: Variant[], count: number): Variant[] {
  return variants
    .map((variant, index) => ({ variant, index }))
    .sort((a, b) => b.variant.score - a.variant.score || a.index - b.index)
    .slice(0, count)
    .map(({ variant }) => variant);
}

/** At most this many matches are marked: a short query in a long file would otherwise mark tens of thousands. */
export const MAX_MARKED_MATCHES = 1_000;

export type TextMatches = {
  /** [start, end) of each marked match, in order. */
  ranges: Array<[number, number]>;
  /** true when there were more matches than MAX_MARKED_MATCHES. */
  truncated: boolean;
};

/**
 * Where a query occurs in a text, ignoring case. Both are lowercased with the same rule, which
 * keeps lengths for the scripts writers use here; a text whose lowercase changes length (rare:
 * "İ") is searched as it is, case-sensitively, rather than marked at wrong places.
 */
export function findMatches(text: string, query: string, limit = MAX_MARKED_MATCHES): TextMatches {
  const needle = query.trim();
  if (needle === '') return { ranges: [], truncated: false };
  const lowerText = text.toLowerCase();
  const caseless = lowerText.length === text.length;
  const haystack = caseless ? lowerText : text;
  const target = caseless ? needle.toLowerCase() : needle;
  const ranges: Array<[number, number]> = [];
  let from = 0;
  for (;;) {
    const at = haystack.indexOf(target, from);
    if (at === -1) return { ranges, truncated: false };
    if (ranges.length === limit) return { ranges, truncated: true };
    ranges.push([at, at + target.length]);
    from = at + target.length;
  }
}

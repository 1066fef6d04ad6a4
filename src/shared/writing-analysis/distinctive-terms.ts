/**
 * Words a brand keeps coming back to: content words (not the common function words of English)
 * that recur across at least two of its samples, most frequent first. A sample's own one-off
 * topic words do not count; a brand's recurring vocabulary does.
 */

// The most common English function words and fillers: never distinctive of a voice.
const COMMON = new Set(
  `a about above after again against all also am an and any are as at be because been before being below between both but by can
  could did do does doing down during each even every few for from further get gets got had has have having he her here hers him
  his how however i if in into is it its itself just let like made make many may me might more most much must my never no nor
  not now of off often on once one only or other our ours out over own per quite rather really same she should since so some
  still such than that the their theirs them then there these they this those though through thus to too under until up upon
  us use used very was way we well were what when where which while who whom whose why will with within without would yet you
  your yours also into onto each every two three new first last good great best better make makes making`.split(/\s+/),
);

const WORD = /[\p{L}][\p{L}'’-]*/gu;

export function distinctiveTerms(samples: readonly string[], max = 12): string[] {
  const totals = new Map<string, number>();
  const samplesWith = new Map<string, number>();
  for (const sample of samples) {
    const seen = new Set<string>();
    for (const match of sample.toLowerCase().matchAll(WORD)) {
      const word = match[0].replace(/’/g, "'").replace(/'s$/, '');
      if (word.length < 4 || COMMON.has(word)) continue;
      totals.set(word, (totals.get(word) ?? 0) + 1);
      seen.add(word);
    }
    for (const word of seen) samplesWith.set(word, (samplesWith.get(word) ?? 0) + 1);
  }
  const needed = Math.min(2, samples.length);
  return [...totals]
    .filter(([word, count]) => (samplesWith.get(word) ?? 0) >= needed && count >= 3)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, max)
    .map(([word]) => word);
}

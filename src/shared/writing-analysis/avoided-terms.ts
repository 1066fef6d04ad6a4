/**
 * Words a brand avoids, as its samples show it: where English has two common ways of saying the
 * same thing (use / utilize, buy / purchase, cheap / affordable), a brand whose samples choose one
 * at least twice and never the other avoids the other. Measured only on choices the samples make,
 * so a word is never called avoided just because the topic never came up.
 */
export interface AvoidedTerm {
  /** The word the samples never use. */
  term: string;
  /** What they say instead. */
  instead: string;
}

/** Each choice: two ways of saying one thing, each with the forms it takes. The first form names it. */
const CHOICES: ReadonlyArray<readonly [readonly string[], readonly string[]]> = [
  [['use', 'uses', 'used', 'using'], ['utilize', 'utilizes', 'utilized', 'utilizing', 'utilise', 'utilises', 'utilised', 'utilising']],
  [['help', 'helps', 'helped', 'helping'], ['assist', 'assists', 'assisted', 'assisting']],
  [['buy', 'buys', 'bought', 'buying'], ['purchase', 'purchases', 'purchased', 'purchasing']],
  [['start', 'starts', 'started', 'starting'], ['commence', 'commences', 'commenced', 'commencing']],
  [['need', 'needs', 'needed'], ['require', 'requires', 'required']],
  [['show', 'shows', 'showed', 'shown'], ['demonstrate', 'demonstrates', 'demonstrated', 'demonstrating']],
  [['try', 'tries', 'tried', 'trying'], ['attempt', 'attempts', 'attempted', 'attempting']],
  [['get', 'gets', 'got', 'getting'], ['obtain', 'obtains', 'obtained', 'obtaining']],
  [['improve', 'improves', 'improved', 'improving'], ['enhance', 'enhances', 'enhanced', 'enhancing']],
  [['enough'], ['sufficient']],
  [['also'], ['additionally']],
  [['but'], ['however']],
  [['people'], ['individuals']],
  [['kids'], ['children']],
  [['big', 'bigger', 'biggest'], ['large', 'larger', 'largest']],
  [['whole'], ['entire']],
  [['cheap', 'cheaper', 'cheapest'], ['affordable', 'inexpensive']],
  [['free'], ['complimentary']],
  [['because'], ['due to']],
];

/** How often the samples must make the choice before it counts. */
const MIN_USES = 2;

const WORD = /[\p{L}][\p{L}'’-]*/gu;

/** The samples' words, lower case, with each two-word phrase too (for "due to"). */
function countTerms(samples: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  const add = (term: string) => counts.set(term, (counts.get(term) ?? 0) + 1);
  for (const sample of samples) {
    let previous: string | null = null;
    for (const match of sample.toLowerCase().matchAll(WORD)) {
      const word = match[0].replace(/’/g, "'");
      add(word);
      if (previous) add(`${previous} ${word}`);
      previous = word;
    }
  }
  return counts;
}

const usesOf = (counts: Map<string, number>, forms: readonly string[]) => forms.reduce((sum, form) => sum + (counts.get(form) ?? 0), 0);

/** The words the samples avoid, the most telling first (the alternative they chose most often), at most `max`. */
export function avoidedTerms(samples: readonly string[], max = 8): AvoidedTerm[] {
  const counts = countTerms(samples);
  const found: Array<AvoidedTerm & { uses: number }> = [];
  for (const [one, other] of CHOICES) {
    const [oneUses, otherUses] = [usesOf(counts, one), usesOf(counts, other)];
    if (oneUses >= MIN_USES && otherUses === 0) found.push({ term: other[0]!, instead: one[0]!, uses: oneUses });
    else if (otherUses >= MIN_USES && oneUses === 0) found.push({ term: one[0]!, instead: other[0]!, uses: otherUses });
  }
  return found
    .sort((a, b) => b.uses - a.uses || a.term.localeCompare(b.term))
    .slice(0, max)
    .map(({ term, instead }) => ({ term, instead }));
}

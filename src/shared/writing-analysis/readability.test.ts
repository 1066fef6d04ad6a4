import { describe, expect, it } from 'vitest';
import { readabilityScore } from './readability.js';

/**
 * Expected values are worked out by hand: 206.835 − 1.015 × (words / sentences)
 * − 84.6 × (syllables / words), rounded, clamped to 0–100. Syllables per word are dictionary
 * counts, which the syllable library agrees with for these words.
 */
describe('readabilityScore', () => {
  it('scores plain prose', () => {
    // Reading(2) is(1) a(1) useful(2) habit(2). It(1) helps(1) children(2) learn(1) new(1) words(1) quickly(2).
    // 12 words, 2 sentences, 17 syllables: 206.835 − 1.015 × 6 − 84.6 × 17/12
    //   = 206.835 − 6.09 − 119.85 = 80.895 → 81
    expect(readabilityScore('Reading is a useful habit. It helps children learn new words quickly.')).toBe(81);
  });

  it('scores a long sentence of long words low', () => {
    // The(1) committee(3) will(1) review(2) each(1) application(4) carefully(3) before(2) the(1)
    // final(2) decision(3) is(1) announced(2) next(1) month(1).
    // 15 words, 1 sentence, 28 syllables: 206.835 − 1.015 × 15 − 84.6 × 28/15
    //   = 206.835 − 15.225 − 157.92 = 33.69 → 34
    expect(
      readabilityScore('The committee will review each application carefully before the final decision is announced next month.'),
    ).toBe(34);
  });

  it('measures the prose of markdown: heading text, link text, no syntax, URLs or code', () => {
    // "Reading" (heading: its own sentence) + the 12 words above. 13 words, 3 sentences,
    // 19 syllables: 206.835 − 1.015 × 13/3 − 84.6 × 19/13 = 206.835 − 4.3983 − 123.6462 = 78.79 → 79
    const markdown = [
      '# Reading',
      '',
      'Reading is a **useful** habit. It helps [children](https://example.com/kids-and-reading) learn',
      'new words _quickly_.',
      '',
      '```js',
      'const internationalization = new Documentation();',
      '```',
    ].join('\n');
    expect(readabilityScore(markdown)).toBe(79);
    expect(readabilityScore('Reading.\n\nReading is a useful habit. It helps children learn new words quickly.')).toBe(79);
  });

  it('counts a number as one syllable', () => {
    // In(1) 2024(1) we(1) sold(1) 300(1) cars(1) and(1) 45(1) trucks(1) to(1) 12(1) happy(2) buyers(2).
    // 13 words, 1 sentence, 15 syllables: 206.835 − 13.195 − 84.6 × 15/13 = 206.835 − 13.195 − 97.6154 = 96.02 → 96
    expect(readabilityScore('In 2024 we sold 300 cars and 45 trucks to 12 happy buyers.')).toBe(96);
  });

  it('clamps very easy text at 100', () => {
    // 11 one-syllable words, 2 sentences: 206.835 − 1.015 × 5.5 − 84.6 × 1 = 116.65 → 100
    expect(readabilityScore('The cat sat on the mat. The dog ran to the park.')).toBe(100);
  });

  it('clamps very hard text at 0', () => {
    // 11 words, 1 sentence, 55 syllables (8+5+4+4+5+3+6+6+3+8+3):
    // 206.835 − 1.015 × 11 − 84.6 × 5 = −227.33 → 0
    const text =
      'Internationalization considerations necessitate comprehensive documentation regarding ' +
      'organizational responsibilities concerning interoperability requirements.';
    expect(readabilityScore(text)).toBe(0);
  });

  it('is null under 11 words, counting prose words only', () => {
    expect(readabilityScore('')).toBeNull();
    expect(readabilityScore('One two three four five six seven eight nine ten.')).toBeNull();
    expect(readabilityScore('One two three four five six seven eight nine ten eleven.')).not.toBeNull();
    // 18 tokens by the spec's word count, but #, -, and the code are not prose: 10 words.
    expect(readabilityScore('# One two\n\n- three four\n- five six\n\nseven eight nine ten\n\n```\nx y z\n```')).toBeNull();
  });
});

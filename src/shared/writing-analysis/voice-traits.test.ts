import { describe, expect, it } from 'vitest';
import { averageVoice, compareVoice, measureVoice } from './voice-traits.js';

const WARM = `We brew every cup by hand. You'll taste the difference! We're a small team, and we care about you.
Don't rush your tea. Let it steep. Isn't that the best part? We think so.`;

const FORMAL = `The tea is harvested in the spring and is processed within a week of picking. The leaves are dried
slowly at a controlled temperature, after which they are sorted by grade. Each batch is tested by the quality team
before it is packed for shipment to retail partners across the region.`;

describe('measured voice traits', () => {
  it('count sentences, their length and rhythm, the person, contractions and punctuation', () => {
    const warm = measureVoice(WARM);
    expect(warm.sentences).toBe(7);
    expect(warm.sentenceLength).toBeCloseTo(warm.words / 7, 5);
    expect(warm.we).toBeGreaterThan(10);
    expect(warm.you).toBeGreaterThan(5);
    expect(warm.i).toBe(0);
    expect(warm.contractions).toBeGreaterThan(5);
    expect(warm.exclamations).toBeCloseTo(1 / 7, 5);
    expect(warm.questions).toBeCloseTo(1 / 7, 5);
    expect(warm.passive).toBe(0);
  });

  it('find passive sentences and long ones in formal prose', () => {
    const formal = measureVoice(FORMAL);
    expect(formal.sentences).toBe(3);
    expect(formal.passive).toBe(1);
    expect(formal.sentenceLength).toBeGreaterThan(15);
    expect(formal.we + formal.you + formal.i + formal.contractions).toBe(0);
    // Flesch–Kincaid: long sentences of long words need more school years than the tea shop's.
    expect(formal.readingGrade).toBeGreaterThan(7);
    expect(formal.readingGrade).toBeGreaterThan(measureVoice(WARM).readingGrade! + 3);
  });

  it('read tone and formality as live feedback does: warm and informal for the tea shop, neutral and formal for the report', () => {
    const warm = measureVoice(WARM);
    const formal = measureVoice(FORMAL);
    // "care" +2, "best" +3 in a question, not negated (AFINN-165); contractions, "you" and "!" are informal signs.
    expect(warm.sentiment).toBeGreaterThan(0.5);
    expect(warm.formality).toBeGreaterThan(3);
    // "partners" +2 is the report's one feeling word; the tea shop is warmer.
    expect(formal.sentiment).toBeLessThan(warm.sentiment!);
    expect(formal.formality).toBe(0);
    expect(measureVoice('The results were not good. The launch never felt great.').sentiment).toBeLessThan(0);
  });

  it('compare a voice learned before tone was measured on the traits both have', () => {
    const { sentiment: _sentiment, formality: _formality, ...older } = measureVoice(WARM);
    expect(compareVoice(measureVoice(WARM), older).score).toBe(100);
    expect(averageVoice([older, measureVoice(FORMAL)])).toMatchObject({ sentiment: measureVoice(FORMAL).sentiment, formality: 0 });
    expect(averageVoice([older])).not.toHaveProperty('sentiment');
  });

  it('are all zero for an empty text, never NaN', () => {
    const empty = measureVoice('');
    for (const [trait, value] of Object.entries(empty)) {
      if (value !== null) expect(Number.isFinite(value), trait).toBe(true);
    }
  });

  it('leave headings out', () => {
    expect(measureVoice('# We We We!\n\nThe text.').we).toBe(0);
  });
});

describe('voice match', () => {
  it('is 100 for the brand’s own text and lower, naming the furthest traits, for a different voice', () => {
    const brand = averageVoice([measureVoice(WARM), measureVoice(`${WARM} We love it.`)]);
    if (!brand) throw new Error('no brand voice');
    expect(compareVoice(measureVoice(WARM), measureVoice(WARM))).toEqual({ score: 100, furthest: [] });
    const formal = compareVoice(measureVoice(FORMAL), brand);
    expect(formal.score).toBeLessThan(60);
    expect(formal.furthest.length).toBeGreaterThan(0);
    expect(formal.furthest.length).toBeLessThanOrEqual(3);
    expect(formal.furthest.join(' ')).toMatch(/Sentences \d+% longer than the brand’s|Says “we” less|passive/);
  });

  it('says how much longer the sentences are, in words a writer can act on', () => {
    const short = measureVoice('Short one here. Another short one. Third short one.');
    const long = measureVoice('This sentence has quite a few more words in it than those. So does this one, which keeps on going a while.');
    const match = compareVoice(long, short);
    expect(match.furthest[0]).toMatch(/^Sentences \d+% longer than the brand’s \(\d+\.\d words against 3\.0\)$/);
  });

  it('has no brand voice without samples', () => {
    expect(averageVoice([])).toBeNull();
  });
});

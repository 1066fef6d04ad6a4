import { describe, expect, it } from 'vitest';
import { findingsOf, flagged } from './feedback-test-helpers.js';

describe('overused words', () => {
  it('flags a content word from its fourth use within 100 words', () => {
    const text = 'Our strategy shapes the plan. The strategy is clear. A good strategy helps teams. We share the strategy weekly.';
    const findings = findingsOf(text, 'overused-word');
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ text: 'strategy', category: 'engagement', severity: 'suggestion', message: '“strategy” is used 4 times within 100 words.' });
    expect(text.slice(findings[0]!.start, findings[0]!.end)).toBe('strategy');
    expect(findings[0]!.start).toBe(text.lastIndexOf('strategy'));
  });

  it('counts across blocks and in any case', () => {
    expect(flagged('# Strategy\n\nStrategy first.\n\n- A strategy\n- The STRATEGY wins', 'overused-word')).toEqual(['STRATEGY']);
  });

  it('does not flag uses far apart, short words, function words, or the words a writer means to repeat', () => {
    const filler = Array.from({ length: 40 }, (_, index) => `word${'abcdefghij'[index % 10]}`).join(' ');
    expect(flagged(`Strategy helps. ${filler} strategy. ${filler} strategy. ${filler} strategy.`, 'overused-word')).toEqual([]);
    expect(flagged('The cat, the cat, the cat and the cat sat with the other cat.', 'overused-word')).toEqual([]);
    expect(flagged('They would have been there, they would have been there, they would, they would.', 'overused-word')).toEqual([]);
    const keyphrase = 'Content calendar tips: a content calendar plans content. Every content calendar helps a calendar.';
    expect(flagged(keyphrase, 'overused-word')).toEqual(['content', 'calendar']);
    expect(flagged(keyphrase, 'overused-word', { expectedWords: ['content calendar'] })).toEqual([]);
  });
});

describe('monotonous sentences', () => {
  it('flags four or more sentences in a row of about the same length, once, over the run', () => {
    const run = 'We plan each week. We write each day. We edit on Monday. We publish on Friday.';
    const findings = findingsOf(`${run} Then, after a long and careful review of everything we made, we rest for a while.`, 'monotonous-sentences');
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ text: run, message: '4 sentences in a row are about the same length.', category: 'engagement' });
  });

  it('does not flag three alike, varied lengths, or alike sentences in different paragraphs', () => {
    expect(flagged('We plan each week. We write each day. We edit on Monday.', 'monotonous-sentences')).toEqual([]);
    expect(flagged('We plan. We write every single day of the week. We edit. Then we publish on Friday after lunch with the team.', 'monotonous-sentences')).toEqual([]);
    expect(flagged('We plan each week. We write each day.\n\nWe edit on Monday. We publish on Friday.', 'monotonous-sentences')).toEqual([]);
  });
});

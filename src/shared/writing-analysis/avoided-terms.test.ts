import { describe, expect, it } from 'vitest';
import { avoidedTerms } from './avoided-terms.js';

describe('avoidedTerms', () => {
  it('names the word a brand never uses where its samples say the same another way, at least twice', () => {
    const samples = [
      'Use the stove at camp. We use it every morning, and you will use it too. Buy the fuel in town.',
      'Our guides help you pack. They helped hundreds of hikers last year. Buy once, buy well.',
      'People love the trail. People come back.',
    ];
    expect(avoidedTerms(samples)).toEqual([
      { term: 'purchase', instead: 'buy' },
      { term: 'utilize', instead: 'use' },
      { term: 'assist', instead: 'help' },
      { term: 'individuals', instead: 'people' },
    ]);
  });

  it('works either way round, counts two-word phrases, and says nothing of a choice made once or both ways', () => {
    const formal = ['Individuals may purchase the kit. Many individuals purchase two. Due to demand, and due to the season, we ship weekly.'];
    expect(avoidedTerms(formal)).toEqual([
      { term: 'because', instead: 'due to' },
      { term: 'buy', instead: 'purchase' },
      { term: 'people', instead: 'individuals' },
    ]);
    expect(avoidedTerms(['We use it. We utilize it. We use it again.'])).toEqual([]);
    expect(avoidedTerms(['Buy it once.'])).toEqual([]);
    expect(avoidedTerms([])).toEqual([]);
  });

  it('keeps the most telling few', () => {
    const many = ['use use help help buy buy start start need need show show try try get get improve improve enough enough'];
    expect(avoidedTerms(many, 3)).toHaveLength(3);
  });
});

import { describe, expect, it } from 'vitest';
import { fleschScores } from './flesch.js';

describe('fleschScores', () => {
  it('applies the published formulas', () => {
    // 100 words, 5 sentences, 150 syllables: ease 206.835 − 20.3 − 126.9 = 59.6; grade 7.8 + 17.7 − 15.59 = 9.9.
    expect(fleschScores(100, 5, 150)).toEqual({ ease: 60, grade: 9.9 });
  });

  it('keeps the ease within 0–100 and the grade at 0 or above', () => {
    expect(fleschScores(12, 12, 12)).toEqual({ ease: 100, grade: 0 });
    expect(fleschScores(60, 1, 180).ease).toBe(0);
  });

  it('never divides by zero', () => {
    expect(fleschScores(0, 0, 0)).toEqual({ ease: 100, grade: 0 });
  });
});

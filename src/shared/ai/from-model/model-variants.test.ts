import { describe, expect, it } from 'vitest';
import { parseModelVariants } from './model-variants.js';

describe('parseModelVariants', () => {
  it('reads numbered headlines, leaves out any over 60 characters, and ranks those with the keyphrase first', () => {
    const answer = [
      '1. Green Tea at Home',
      '2. "Brewing Green Tea: A Practical Guide for Busy Mornings"',
      '3. **A Headline That Is Far Too Long For Any Search Result To Show In Full, Clearly**',
      '4. Why Your Cup Tastes Bitter',
    ].join('\n');
    const { variants, overLimit } = parseModelVariants('headlines', answer, { keyphrase: 'green tea' });
    expect(overLimit).toBe(1);
    expect(variants.map((variant) => variant.text)).toEqual(['Brewing Green Tea: A Practical Guide for Busy Mornings', 'Green Tea at Home', 'Why Your Cup Tastes Bitter']);
    expect(variants.every((variant) => [...variant.text].length <= 60)).toBe(true);
    expect(variants[0]!.notes).toEqual(expect.arrayContaining(['54 of 60 characters']));
  });

  it('checks meta descriptions against 156 characters and notes their reading ease', () => {
    const good = 'Brew green tea without bitterness: cooler water, a short steep and fresh leaves make a calmer, sweeter cup every morning at home.';
    const { variants, overLimit } = parseModelVariants('meta-description', `${good}\n${'x'.repeat(157)}`, { keyphrase: 'green tea' });
    expect(overLimit).toBe(1);
    expect(variants).toHaveLength(1);
    expect(variants[0]!.notes.join(' ')).toMatch(/reading ease \d+/);
  });

  it('splits subject lines from their preheaders and keeps social posts per network within its limit', () => {
    const subjects = parseModelVariants('subject-lines', '1. Your calmer cup | Three changes to how you brew green tea\n2. ' + 'S'.repeat(61) + ' | too long');
    expect(subjects.overLimit).toBe(1);
    expect(subjects.variants[0]).toMatchObject({ text: 'Your calmer cup', detail: 'Preheader: Three changes to how you brew green tea' });

    const posts = parseModelVariants('social-posts', `X: ${'a'.repeat(281)}\nLinkedIn: A longer post for colleagues.\nFacebook: Tea time!\nInstagram: not asked for`);
    expect(posts.overLimit).toBe(1);
    expect(posts.variants.map((variant) => variant.detail).sort()).toEqual(['Facebook', 'LinkedIn']);
  });
});

import type { Root } from 'nlcst';
import { search } from 'nlcst-search';
import { toString } from 'nlcst-to-string';
import retextEnglish from 'retext-english';
import { unified } from 'unified';
import { describe, expect, it, vi } from 'vitest';

// nlcst-search is installed from vendor/nlcst-search (ADR 0058): retext-equality, -simplify,
// -intensify and -passive find their phrases with it. These tests hold the copy to upstream's
// behaviour and to the two changes it makes.

const parse = (text: string): Root => unified().use(retextEnglish).parse(text);

function found(text: string | Root, phrases: string[], options?: Parameters<typeof search>[3]): string[] {
  const matches: string[] = [];
  const tree = typeof text === 'string' ? parse(text) : text;
  search(tree, phrases, (nodes) => void matches.push(toString(nodes)), options);
  return matches;
}

describe('phrase search (vendored nlcst-search)', () => {
  it('finds phrases across white space, in any case, with wildcards, and not where quoted', () => {
    expect(found('We Utilize a  lot of tools. A LOT.', ['utilize', 'a lot'])).toEqual(['Utilize', 'a  lot', 'A LOT']);
    expect(found('in my humble opinion', ['in * humble opinion'])).toEqual(['in my humble opinion']);
    expect(found('The word “utilize” is quoted.', ['utilize'])).toEqual([]);
    expect(found('The word “utilize” is quoted.', ['utilize'], { allowLiterals: true })).toEqual(['utilize']);
  });

  it('normalizes apostrophes and dashes as the options say, for the same words one after another', () => {
    const text = 'Don’t re-use it.';
    expect(found(text, ['dont', 'reuse'])).toEqual(['Don’t', 're-use']);
    expect(found(text, ["don't"], { allowApostrophes: true })).toEqual(['Don’t']);
    expect(found(text, ['dont'], { allowApostrophes: true })).toEqual([]);
    expect(found(text, ['re-use'], { allowDashes: true })).toEqual(['re-use']);
    expect(found(text, ['dont', 'reuse'])).toEqual(['Don’t', 're-use']);
  });

  it('indexes a phrase list once, however many texts it searches', () => {
    const phrases = Array.from({ length: 1_000 }, (_, index) => `phrase${index} here`);
    phrases.push('utilize');
    expect(found('First we utilize it.', phrases)).toEqual(['utilize']);
    const tree = parse('Then we utilize it again.');
    // Indexing splits every phrase to find its first word; searching splits only those whose first word matched.
    const split = vi.spyOn(String.prototype, 'split');
    try {
      expect(found(tree, phrases)).toEqual(['utilize']);
      expect(split.mock.calls.length).toBeLessThan(10);
    } finally {
      split.mockRestore();
    }
  });

  it('indexes a list again once it has changed', () => {
    const phrases = ['utilize'];
    expect(found('We leverage and utilize.', phrases)).toEqual(['utilize']);
    phrases.push('leverage');
    expect(found('We leverage and utilize.', phrases)).toEqual(['leverage', 'utilize']);
    phrases[0] = 'and';
    expect(found('We leverage and utilize.', phrases)).toEqual(['leverage', 'and']);
  });
});

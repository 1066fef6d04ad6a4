import { describe, expect, it } from 'vitest';
import { analyzeDocument } from './analyze-document.js';
import { readabilityScore, seoChecks } from './index.js';

describe('analyzeDocument', () => {
  it('analyses the empty document', () => {
    expect(analyzeDocument('')).toEqual({
      wordCount: 0,
      readabilityScore: null,
      seoScore: 0,
      suggestions: [
        { check: 'length', message: 'Add about 300 more words: pages under 300 words give search engines little to rank.' },
        {
          check: 'has-heading',
          message: 'Add a heading (a line starting with # or ##) so readers and search engines see the structure.',
        },
      ],
    });
  });

  it('counts words by the spec rule while measuring the prose', () => {
    const content = '# Reading\n\nReading is a useful habit. It helps children learn new words quickly.';
    const analysis = analyzeDocument(content, { keywords: ['reading'] });
    // "#" is a token by the spec's count: 14, though the prose has 13 words.
    expect(analysis.wordCount).toBe(14);
    // Same as readability.test.ts: 13 words, 3 sentences, 19 syllables → 79.
    expect(analysis.readabilityScore).toBe(79);
    // Passing: heading, structure (20), paragraphs, sentences (30), keywords-present, introduction
    // (20); failing: length (20), density, title, subheading, slug, meta (50), seo-title and
    // meta-description (20), links (20): 70 of 180.
    expect(analysis.seoScore).toBe(39);
    expect(analysis.suggestions.map((suggestion) => suggestion.check)).toEqual([
      'length',
      'keyword-density',
      'keyphrase-in-title',
      'keyphrase-in-subheading',
      'keyphrase-in-slug',
      'keyphrase-in-meta-description',
      'seo-title',
      'meta-description',
      'internal-link',
      'outbound-link',
    ]);
  });

  it('agrees with the separate measures', () => {
    const content = '## Part one\n\nShort text here, with a [link](https://example.com).\n\n- one item\n- another item';
    const seo = seoChecks(content, { keywords: ['text'] });
    expect(analyzeDocument(content, { keywords: ['text'] })).toEqual({
      wordCount: 15,
      readabilityScore: readabilityScore(content),
      seoScore: seo.score,
      suggestions: seo.checks.filter((check) => !check.passed).map(({ check, message }) => ({ check, message })),
    });
  });

  it('stays linear on hostile input', () => {
    // Each of these once took minutes for a 2 MB document (a pattern rescanning a run of
    // characters at every position); linear work is a few milliseconds each. The bound is loose
    // on purpose: it tells linear from quadratic, not fast from slow.
    const run = 200_000;
    const hostile = [
      `a${'!'.repeat(run)}a`,
      `${'.'.repeat(run)}a`,
      `a${'x'.repeat(run)}b`,
      `# a${' '.repeat(run)}#x`,
      '[a]('.repeat(run / 4),
      `![${'['.repeat(run)}`,
      `[a](${'a '.repeat(run / 2)}`,
      `<https:${'a'.repeat(run)}`,
    ];
    // A quadratic or exponential reading of these takes minutes; the bound is for that, with room
    // for a loaded machine, not a speed budget (that is bench/writing-analysis.bench.ts).
    const start = performance.now();
    for (const content of hostile) analyzeDocument(content, { keywords: ['a'] });
    expect(performance.now() - start).toBeLessThan(5_000);
  });
});

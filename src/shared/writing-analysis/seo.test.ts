import { describe, expect, it } from 'vitest';
import { seoChecks, type SeoCheckId, type SeoOptions } from './seo.js';

const VOCABULARY = ['the', 'quiet', 'river', 'runs', 'past', 'old', 'stone', 'mills', 'and', 'green', 'fields'];

/** `count` words of filler prose in sentences of `perSentence` words, never using "kayak". */
function prose(count: number, perSentence = 10): string {
  const sentences: string[] = [];
  for (let start = 0; start < count; start += perSentence) {
    const length = Math.min(perSentence, count - start);
    const words = Array.from({ length }, (_, index) => VOCABULARY[(start + index) % VOCABULARY.length]);
    sentences.push(`${words.join(' ')}.`);
  }
  return sentences.join(' ');
}

const check = (text: string, id: SeoCheckId, options?: SeoOptions) =>
  seoChecks(text, options).checks.find((result) => result.check === id);
const ids = (text: string, options?: SeoOptions) => seoChecks(text, options).checks.map((result) => result.check);

describe('seoChecks', () => {
  it('scores the empty text 0, with only the length and heading checks', () => {
    for (const text of ['', '  \n\n ', '#\n\n---\n\n```\ncode only\n```']) {
      expect(seoChecks(text)).toMatchObject({ score: 0 });
      expect(ids(text)).toEqual(['length', 'has-heading']);
    }
    expect(seoChecks('', { keywords: ['kayak'] }).score).toBe(0);
  });

  it('scores a well-built article 100', () => {
    const section = `${prose(50)}\n\n${prose(50)}\n\n${prose(50)}`;
    // 1 + 2 + 150 + 2 + 150 = 305 words, two subheadings.
    const text = `# Guide\n\n## First part\n\n${section}\n\n## Second part\n\n${section}`;
    const report = seoChecks(text);
    expect(report.checks.filter((result) => !result.passed)).toEqual([]);
    expect(report.score).toBe(100);
    expect(ids(text)).toEqual([
      'length',
      'has-heading',
      'heading-structure',
      'paragraph-length',
      'sentence-length',
      'subheading-distribution',
    ]);
  });

  it('weights the score by the checks that passed', () => {
    // Everything but length (20) passes: 50 of 70.
    expect(seoChecks(`# Guide\n\n${prose(40)}`).score).toBe(71);
    // Length and heading fail; heading structure, paragraphs and sentences pass: 40 of 70.
    expect(seoChecks(prose(40)).score).toBe(57);
    // With a keyword used nowhere: 50 of 100.
    expect(seoChecks(`# Guide\n\n${prose(40)}`, { keywords: ['kayak'] }).score).toBe(50);
  });

  it('asks for at least 300 words', () => {
    // The heading's word counts: 1 + 298 = 299.
    const short = check(`# Guide\n\n${prose(298)}`, 'length');
    expect(short).toMatchObject({ passed: false, weight: 20 });
    expect(short?.message).toContain('Add about 1 more words');
    expect(check(`# Guide\n\n${prose(299)}`, 'length')?.passed).toBe(true);
  });

  it('asks for a markdown heading line', () => {
    expect(check(prose(20), 'has-heading')?.passed).toBe(false);
    expect(check(`#hashtag ${prose(20)}`, 'has-heading')?.passed).toBe(false);
    expect(check(`## Part\n\n${prose(20)}`, 'has-heading')?.passed).toBe(true);
  });

  it('wants at most one H1, as the first heading', () => {
    const body = prose(20);
    expect(check(`# Title\n\n${body}\n\n## Part\n\n${body}`, 'heading-structure')?.passed).toBe(true);
    expect(check(`## Part\n\n${body}`, 'heading-structure')?.passed).toBe(true);
    expect(check(`${body}`, 'heading-structure')?.passed).toBe(true);

    const twoTitles = check(`# Title\n\n${body}\n\n# Another\n\n${body}`, 'heading-structure');
    expect(twoTitles).toMatchObject({ passed: false });
    expect(twoTitles?.message).toContain('this text has 2');
    const lateTitle = check(`## Part\n\n${body}\n\n# Title\n\n${body}`, 'heading-structure');
    expect(lateTitle).toMatchObject({ passed: false });
    expect(lateTitle?.message).toContain('first heading');
  });

  it('flags paragraphs and list items over 150 words', () => {
    expect(check(`${prose(150)}\n\n${prose(150)}`, 'paragraph-length')?.passed).toBe(true);
    const long = check(`${prose(20)}\n\n${prose(151)}`, 'paragraph-length');
    expect(long).toMatchObject({ passed: false });
    expect(long?.message).toContain('the longest has 151');
    expect(check(`- ${prose(151)}`, 'paragraph-length')?.passed).toBe(false);
    // Soft-wrapped lines are one paragraph.
    expect(check(`${prose(80)}\n${prose(80)}`, 'paragraph-length')?.passed).toBe(false);
  });

  it('wants sentences to average 20 words or fewer', () => {
    expect(check(prose(60, 20), 'sentence-length')?.passed).toBe(true);
    expect(check(prose(63, 21), 'sentence-length')?.passed).toBe(false);
    // Headings are not sentences: counting "# Guide" would bring the average to 11.
    expect(check(`# Guide\n\n${prose(21, 21)}`, 'sentence-length')?.passed).toBe(false);
  });

  it('allows at most a quarter of sentences over 25 words', () => {
    // One 26-word sentence in four: 25% long, average 14 words.
    expect(check(`${prose(26, 26)} ${prose(30)}`, 'sentence-length')?.passed).toBe(true);
    // Two in six: 33% long, though the average is only 15.3 words.
    const tooMany = check(`${prose(52, 26)} ${prose(40)}`, 'sentence-length');
    expect(tooMany).toMatchObject({ passed: false });
    expect(tooMany?.message).toContain('33% have over 25 words');
  });

  it('asks for a subheading every 300 words, from 300 words on', () => {
    const paragraphs = (count: number) => Array.from({ length: count }, () => prose(100)).join('\n\n');
    expect(ids(`# Title\n\n${paragraphs(2)}`)).not.toContain('subheading-distribution');
    // 1 + 600 words call for two subheadings; the H1 is no subheading.
    expect(check(`# Title\n\n${paragraphs(6)}`, 'subheading-distribution')?.passed).toBe(false);
    const one = check(`# Title\n\n## A\n\n${paragraphs(6)}`, 'subheading-distribution');
    expect(one).toMatchObject({ passed: false });
    expect(one?.message).toContain('Add 1 more');
    expect(check(`# Title\n\n## A\n\n${paragraphs(3)}\n\n## B\n\n${paragraphs(3)}`, 'subheading-distribution')?.passed).toBe(true);
  });

  describe('keywords', () => {
    it('adds no keyword checks without keywords, or with blank ones', () => {
      const text = `# Guide\n\n${prose(40)}`;
      for (const options of [undefined, {}, { keywords: [] }, { keywords: ['', '  '] }]) {
        expect(ids(text, options)).not.toContain('keywords-present');
        expect(ids(text, options)).not.toContain('keyword-density');
      }
      expect(ids(text, { keywords: ['kayak'] })).toEqual(expect.arrayContaining(['keywords-present', 'keyword-in-introduction', 'keyword-density']));
    });

    it('uses the first 20 distinct keywords of up to 8 words', () => {
      const text = `${prose(20)} kayak.`;
      const unused = Array.from({ length: 19 }, (_, index) => `unused${index}`);
      const missing = (keywords: string[]) => check(text, 'keywords-present', { keywords })?.message ?? '';
      // "kayak" is the 20th keyword once the repeat is dropped, the 21st is ignored.
      expect(missing([...unused, 'unused0', 'kayak', 'canoe'])).not.toContain('canoe');
      expect(missing([...unused.slice(0, 18), 'kayak', 'canoe'])).toContain('“canoe”');
      expect(missing(['a b c d e f g h i', 'canoe'])).toBe('Use this keyword at least once: “canoe”.');
    });

    it('wants every keyword at least once, as whole words in any case', () => {
      const text = `Kayak trips on ${prose(20)} green fields.`;
      expect(check(text, 'keywords-present', { keywords: ['kayak', 'green fields'] })?.passed).toBe(true);
      const missing = check(text, 'keywords-present', { keywords: ['kayak', 'canoe', 'kay'] });
      expect(missing).toMatchObject({ passed: false, weight: 10 });
      expect(missing?.message).toBe('Use these keywords at least once: “canoe”, “kay”.');
    });

    it('wants the first keyword in the first paragraph or a heading', () => {
      const intro = `${prose(20)} kayak.\n\n${prose(20)}`;
      const late = `${prose(20)}\n\n${prose(20)} kayak.`;
      expect(check(intro, 'keyword-in-introduction', { keywords: ['kayak'] })?.passed).toBe(true);
      expect(check(late, 'keyword-in-introduction', { keywords: ['kayak'] })?.passed).toBe(false);
      expect(check(`## Kayak basics\n\n${late}`, 'keyword-in-introduction', { keywords: ['kayak'] })?.passed).toBe(true);
      // Only the first keyword counts.
      expect(check(intro, 'keyword-in-introduction', { keywords: ['canoe', 'kayak'] })?.passed).toBe(false);
    });

    it('wants the first keyword to make up 0.5% to 3% of the words', () => {
      // Each "kayak." replaces one filler word, so the text keeps `words` words.
      const withMentions = (count: number, words: number) =>
        `${prose(words - count)} ${Array.from({ length: count }, () => 'kayak.').join(' ')}`;
      const density = (count: number, words = 200) =>
        check(withMentions(count, words), 'keyword-density', { keywords: ['kayak'] });
      expect(density(0)).toMatchObject({ passed: false });
      expect(density(0)?.message).toContain('more often');
      expect(density(1)?.passed).toBe(true);
      expect(density(1, 201)?.passed).toBe(false); // 0.4975%
      expect(density(6)?.passed).toBe(true);
      expect(density(7)).toMatchObject({ passed: false });
      expect(density(7)?.message).toContain('less often: 7 mention(s) in 200 words is 3.5%; aim for at most 6');
    });

    it('says when a text is too short for any keyword density to pass', () => {
      const result = check(`${prose(20)} kayak`, 'keyword-density', { keywords: ['kayak'] });
      expect(result).toMatchObject({ passed: false });
      expect(result?.message).toContain('Write more');
    });
  });
});

describe('SEO title and meta description', () => {
  const text = `# Kayak trips\n\n${prose(40)} kayak.`;

  it('apply only when the writer set them', () => {
    expect(ids(text)).not.toContain('seo-title');
    expect(ids(text)).not.toContain('meta-description');
    expect(ids(text, { seoTitle: 'Trips', metaDescription: 'x'.repeat(130) })).toEqual(expect.arrayContaining(['seo-title', 'meta-description']));
  });

  it('measure the title in characters as search results show them, and look for the main keyword', () => {
    expect(check(text, 'seo-title', { seoTitle: 'é'.repeat(60) })?.passed).toBe(true);
    expect(check(text, 'seo-title', { seoTitle: 'é'.repeat(61) })?.message).toBe(
      'In the SEO title, shorten it to 60 characters or fewer (it has 61) so search results show all of it.',
    );
    expect(check(text, 'seo-title', { seoTitle: 'River trips', keywords: ['kayak'] })?.message).toBe('In the SEO title, include “kayak”.');
    expect(check(text, 'seo-title', { seoTitle: 'Kayak trips on the river', keywords: ['kayak'] })?.passed).toBe(true);
  });

  it('want a description of 120 to 160 characters holding the main keyword', () => {
    const description = (length: number) => `Kayak ${'a'.repeat(length - 6)}`;
    expect(check(text, 'meta-description', { metaDescription: description(119), keywords: ['kayak'] })?.passed).toBe(false);
    expect(check(text, 'meta-description', { metaDescription: description(120), keywords: ['kayak'] })?.passed).toBe(true);
    expect(check(text, 'meta-description', { metaDescription: description(160), keywords: ['kayak'] })?.passed).toBe(true);
    expect(check(text, 'meta-description', { metaDescription: description(161) })?.message).toMatch(/shorten it to 160 characters or fewer \(it has 161\)/);
    expect(check(text, 'meta-description', { metaDescription: 'b'.repeat(130), keywords: ['kayak'] })?.message).toBe(
      'In the meta description, include “kayak”.',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { characterLength, fitToLength } from './fit-length.js';
import {
  headlines,
  HEADLINE_MAX,
  META_DESCRIPTION_MAX,
  metaDescriptions,
  PREHEADER_MAX,
  readSource,
  SOCIAL_LIMITS,
  socialPosts,
  SUBJECT_MAX,
  subjectLines,
  summaries,
} from './index.js';

const ARTICLE = `# Brewing green tea at home

Green tea rewards a little care. Water just off the boil scorches the leaves and makes the cup bitter. Let the kettle rest for two minutes before you pour.

## Pick the leaves

Loose leaves unfold and give more flavour than bags. Sencha is a good first green tea: grassy, bright and forgiving.

## Time the steep

Two minutes is enough for most green tea. Taste at one minute, then again at two. A bitter cup means the water was too hot or the steep too long.

- Warm the pot first.
- Use one spoon of leaves per cup.`;

const source = readSource(ARTICLE);

describe('the built-in engine reads a document', () => {
  it('as its title, headings, lead and sentences, without markdown', () => {
    expect(source.title).toBe('Brewing green tea at home');
    expect(source.headings).toEqual(['Brewing green tea at home', 'Pick the leaves', 'Time the steep']);
    expect(source.lead).toEqual([
      'Green tea rewards a little care.',
      'Water just off the boil scorches the leaves and makes the cup bitter.',
      'Let the kettle rest for two minutes before you pour.',
    ]);
    expect(source.sentences.at(-1)?.text).toBe('Use one spoon of leaves per cup.');
  });
});

describe('meta descriptions', () => {
  it('are the text’s own sentences, within 156 characters, those with the keyphrase and 120+ characters first', () => {
    const variants = metaDescriptions(source, { keyphrase: 'green tea' });
    expect(variants.length).toBeGreaterThanOrEqual(3);
    for (const variant of variants) expect(characterLength(variant.text)).toBeLessThanOrEqual(META_DESCRIPTION_MAX);
    expect(variants[0]?.text).toBe(
      'Green tea rewards a little care. Water just off the boil scorches the leaves and makes the cup bitter. Let the kettle rest for two minutes before you pour.',
    );
    expect(variants[0]?.notes).toContain('holds “green tea”');
    expect(variants.map((variant) => variant.score)).toEqual([...variants.map((variant) => variant.score)].sort((a, b) => b - a));
  });

  it('shorten a single long sentence at a word, marked with an ellipsis', () => {
    const long = readSource(`${'This sentence keeps going with more words '.repeat(10)}end.`);
    const [first] = metaDescriptions(long);
    expect(characterLength(first?.text ?? '')).toBeLessThanOrEqual(META_DESCRIPTION_MAX);
    expect(first?.text.endsWith('…')).toBe(true);
    expect(first?.text).not.toMatch(/\s…$/);
  });
});

describe('headlines', () => {
  it('vary the title and keyphrase in proven shapes, all within 60 characters, keyphrase first', () => {
    const variants = headlines(source, { keyphrase: 'green tea' });
    expect(variants).toHaveLength(5);
    for (const variant of variants) expect(characterLength(variant.text)).toBeLessThanOrEqual(HEADLINE_MAX);
    expect(variants.every((variant) => variant.notes.includes('holds “green tea”'))).toBe(true);
    expect(variants.map((variant) => variant.text)).toContain('Green Tea: What You Need to Know');
  });

  it('work from the title alone without a keyphrase, and give nothing for an empty document', () => {
    expect(headlines(source).map((variant) => variant.text)).toContain('Brewing green tea at home');
    expect(headlines(readSource(''))).toEqual([]);
  });
});

describe('summaries', () => {
  it('are the sentences the text leans on most, in the text’s order, 3 sentences first', () => {
    const [best, ...others] = summaries(source);
    expect(best?.notes).toEqual(['3 sentence(s)']);
    const sentences = source.sentences.map((sentence) => sentence.text);
    const chosen = best?.text ?? '';
    const positions = sentences.filter((sentence) => chosen.includes(sentence)).map((sentence) => sentences.indexOf(sentence));
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(chosen).toMatch(/green tea/i);
    expect(others.length).toBeGreaterThan(0);
  });
});

describe('email subject lines', () => {
  it('stay within 60 characters with a preheader of at most 100 from the lead', () => {
    const variants = subjectLines(source, { keyphrase: 'green tea' });
    expect(variants.length).toBeGreaterThanOrEqual(3);
    for (const variant of variants) {
      expect(characterLength(variant.text)).toBeLessThanOrEqual(SUBJECT_MAX);
      expect(characterLength(variant.preheader)).toBeLessThanOrEqual(PREHEADER_MAX);
      expect(variant.preheader.startsWith('Green tea rewards a little care.')).toBe(true);
    }
  });
});

describe('social posts', () => {
  it('fit each network, with hashtags from the keywords and the link counted as X counts it', () => {
    const link = `https://example.com/${'long-path/'.repeat(20)}`;
    const posts = socialPosts(source, { keywords: ['green tea', 'sencha'], link });
    expect(new Set(posts.map((post) => post.network))).toEqual(new Set(['x', 'linkedin', 'facebook']));
    for (const post of posts) {
      const counted = post.network === 'x' ? characterLength(post.text.replace(link, 'x'.repeat(23))) : characterLength(post.text);
      expect(counted).toBeLessThanOrEqual(SOCIAL_LIMITS[post.network]);
    }
    expect(posts.find((post) => post.network === 'x')?.text).toContain('#GreenTea #Sencha');
    expect(posts.find((post) => post.network === 'linkedin')?.text.startsWith('Brewing green tea at home\n\nGreen tea rewards')).toBe(true);
  });
});

describe('limits hold for any text', () => {
  it('on long, short, unpunctuated and non-Latin texts', () => {
    const texts = [
      '',
      'One.',
      'word '.repeat(5000),
      `# ${'Very long title '.repeat(20)}\n\n${'A sentence without end '.repeat(200)}`,
      '日本のお茶はおいしいです。とても良い香りがします。'.repeat(30),
      '🙂 emoji sentence with 🙂 faces. '.repeat(40),
    ];
    for (const text of texts) {
      const read = readSource(text);
      for (const variant of metaDescriptions(read, { keyphrase: 'tea' })) expect(characterLength(variant.text)).toBeLessThanOrEqual(META_DESCRIPTION_MAX);
      for (const variant of headlines(read, { keyphrase: 'a very long keyphrase that will not fit anywhere near sixty characters' })) {
        expect(characterLength(variant.text)).toBeLessThanOrEqual(HEADLINE_MAX);
      }
      for (const variant of subjectLines(read)) expect(characterLength(variant.preheader)).toBeLessThanOrEqual(PREHEADER_MAX);
      for (const post of socialPosts(read, { keywords: ['tea'] })) expect(characterLength(post.text)).toBeLessThanOrEqual(SOCIAL_LIMITS[post.network]);
    }
  });

  it('fitToLength never exceeds its limit', () => {
    for (const max of [0, 1, 2, 5, 60]) {
      for (const text of ['', 'short', 'a'.repeat(100), 'two words '.repeat(30), '🙂'.repeat(80)]) {
        expect(characterLength(fitToLength(text, max))).toBeLessThanOrEqual(Math.max(max, 0));
      }
    }
  });
});

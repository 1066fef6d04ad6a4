import { describe, expect, it, vi } from 'vitest';
import { parseMarkdown } from '../rich-text/markdown.js';
import { createFeedbackAnalyzer, FEEDBACK_MAX_CHARACTERS, type FeedbackOptions } from './analyze-feedback.js';
import { analyzeBlocks } from './block-analysis.js';
import { documentBlocks } from './document-blocks.js';
import { englishSpeller, feedbackOn, flagged } from './feedback-test-helpers.js';
import { ignoreKey, type TextBlock } from './finding.js';
import type { Speller } from './spelling.js';

// The real reading, watched: which blocks the analyzer reads (the per-block cache's tests).
vi.mock('./block-analysis.js', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./block-analysis.js')>();
  return { ...actual, analyzeBlocks: vi.fn(actual.analyzeBlocks) };
});

describe('ignoring findings', () => {
  it('hides a rule’s finding for that wording everywhere in the document, in any case', () => {
    const text = 'Teh plan is fine. We utilize teh tool. The the end.';
    const before = feedbackOn(text);
    const spelling = before.findings.find((finding) => finding.rule === 'spelling')!;
    expect(ignoreKey(spelling)).toBe('spelling:teh');
    const after = feedbackOn(text, { ignored: [ignoreKey(spelling)] });
    expect(after.findings.map((finding) => finding.rule)).toEqual(['simpler-word', 'repeated-word']);
    expect(after.counts.correctness).toBe(before.counts.correctness - 2);
  });

  it('ignores only that rule: the same words flagged by another rule stay', () => {
    expect(flagged('We utilize the tool.', 'simpler-word', { ignored: ['spelling:utilize'] })).toEqual(['utilize']);
  });
});

describe('deduplication', () => {
  it('keeps one finding per range, from the more important category', () => {
    // "really" is on adverb-where's list (clarity) and retext-intensify's (engagement); "very" is
    // flagged by retext-simplify (clarity) and retext-intensify (engagement).
    const report = feedbackOn('It is really very good.');
    expect(report.findings.map((finding) => `${finding.rule}:${finding.text}`)).toEqual(['adverb:really', 'simpler-word:very']);
    // A misspelt banned term is a spelling error first.
    const brand = { name: 'Acme', bannedTerms: ['zorblax'], preferredTerms: [] };
    expect(feedbackOn('Our zorblax is here.', { brand }).findings.map((finding) => finding.rule)).toEqual(['spelling']);
  });

  it('lists findings in reading order and counts them by category', () => {
    const report = feedbackOn('# Teh plan\n\nWe utilize an team. The chairman quickly agreed.');
    expect(report.findings.map((finding) => [finding.block, finding.rule])).toEqual([
      [0, 'spelling'],
      [1, 'simpler-word'],
      [1, 'a-an'],
      [1, 'inclusive'],
      [1, 'adverb'],
    ]);
    expect(report.counts).toMatchObject({ correctness: 2, clarity: 2, engagement: 0, inclusive: 1, brand: 0 });
  });
});

/** A speller that counts the words it is asked about. */
function countingSpeller(): Speller & { checked: string[] } {
  const speller = englishSpeller();
  const checked: string[] = [];
  return {
    checked,
    correct: (word) => {
      checked.push(word);
      return speller.correct(word);
    },
    suggest: (word) => speller.suggest(word),
  };
}

describe('the per-block cache', () => {
  const markdown = [
    '# How we plan',
    'We utilize a calendar. The chairman quickly agreed, and teh team followed.',
    'Each draft is reviewed by an editor. It was written carefully.',
    'Our writers really like short sentences.',
  ].join('\n\n');

  it('after an edit, re-reads only the edited block, and reports what a fresh reading reports', () => {
    const speller = countingSpeller();
    const analyzer = createFeedbackAnalyzer();
    const blocks = documentBlocks(parseMarkdown(markdown));
    analyzer.analyze(blocks, { speller });
    const firstReading = speller.checked.length;
    expect(firstReading).toBeGreaterThan(20);

    const edited: TextBlock[] = blocks.map((block, index) => (index === 3 ? { ...block, text: 'Our writers like crisp sentences.' } : block));
    speller.checked.length = 0;
    const again = analyzer.analyze(edited, { speller });
    // Only the edited block's new word was looked up: a word is looked up once per dictionary
    // (no unknown word elsewhere to re-check but "teh").
    expect(speller.checked.filter((word) => word !== 'teh')).toEqual(['crisp']);
    expect(again).toEqual(createFeedbackAnalyzer().analyze(edited, { speller: englishSpeller() }));
  });

  it('looks a word up once per dictionary, in any text and by any analyzer', () => {
    const speller = countingSpeller();
    createFeedbackAnalyzer().analyze(documentBlocks(parseMarkdown('Our writers like short sentences.')), { speller });
    expect(speller.checked).toEqual(['Our', 'writers', 'like', 'short', 'sentences']);
    speller.checked.length = 0;
    const report = createFeedbackAnalyzer().analyze(documentBlocks(parseMarkdown('Writers like short sentences. The end.')), { speller });
    expect(speller.checked).toEqual(['Writers', 'The', 'end']);
    expect(report.findings.filter((finding) => finding.rule === 'spelling')).toEqual([]);
  });

  it('keeps readings when blocks move, and the findings follow their block', () => {
    const analyzer = createFeedbackAnalyzer();
    const blocks = documentBlocks(parseMarkdown(markdown));
    analyzer.analyze(blocks, { speller: englishSpeller() });
    const moved = [blocks[2]!, blocks[0]!, blocks[1]!, blocks[3]!];
    const speller = countingSpeller();
    const report = analyzer.analyze(moved, { speller });
    expect(speller.checked.filter((word) => word !== 'teh')).toEqual([]);
    expect(report).toEqual(createFeedbackAnalyzer().analyze(moved, { speller: englishSpeller() }));
    expect(report.findings.find((finding) => finding.rule === 'spelling')?.block).toBe(2);
  });

  it('keeps the document-wide checks right when an edit changes one block of many', () => {
    // Tone, formality, key messages and overused words are assembled from each block's part,
    // kept with its reading: the edit makes a word overused across blocks and changes the tone.
    const delivered = [
      'We love our wonderful writers! They write wonderful drafts, and you\'ll love them.',
      'The launch failed badly. Sales were terrible and the team was angry.',
      'Our calendar keeps every draft on time. Our calendar is shared with clients.',
      'Drafts go out on Monday.',
    ].join('\n\n');
    const brand = { name: 'Acme', bannedTerms: [], preferredTerms: [], keyMessages: ['Every draft arrives on time', 'Writers love working with us'] };
    const options = { speller: englishSpeller(), brand, expectedWords: ['draft'] };
    const analyzer = createFeedbackAnalyzer();
    const blocks = documentBlocks(parseMarkdown(delivered));
    analyzer.analyze(blocks, options);
    const edited = blocks.map((block, index) => (index === 3 ? { ...block, text: 'Our calendar arrives late on Monday, and our calendar is a terrible mess.' } : block));
    const again = analyzer.analyze(edited, options);
    expect(again).toEqual(createFeedbackAnalyzer().analyze(edited, options));
    expect(again.findings.some((finding) => finding.rule === 'overused-word' && finding.block === 3)).toBe(true);
    expect(again.delivery.tone.negative.some((sentence) => sentence.block === 3)).toBe(true);
    expect(again.delivery.keyMessages.map((coverage) => coverage.covered)).toEqual([true, true]);
  });

  it('measures what it reports: the same counts and readability, before and after an edit', () => {
    const analyzer = createFeedbackAnalyzer();
    const measurer = createFeedbackAnalyzer();
    const options = { speller: englishSpeller(), ignored: ['inclusive:chairman'] };
    const blocks = documentBlocks(parseMarkdown(markdown));
    const edited = blocks.map((block, index) => (index === 1 ? { ...block, text: 'We utilize a calendar, a calendar, a calendar and a calendar.' } : block));
    for (const version of [blocks, edited]) {
      const report = analyzer.analyze(version, options);
      expect(measurer.measure(version, options)).toEqual({ counts: report.counts, readability: report.readability });
    }
    expect(measurer.measure(edited, options).counts.engagement).toBeGreaterThan(measurer.measure(blocks, options).counts.engagement);
  });

  it('adds spelling once the dictionary has loaded, without reading the blocks again', () => {
    const analyzer = createFeedbackAnalyzer();
    const blocks = documentBlocks(parseMarkdown(markdown));
    const options: FeedbackOptions = { speller: null };
    expect(analyzer.analyze(blocks, options).findings.some((finding) => finding.rule === 'spelling')).toBe(false);
    vi.mocked(analyzeBlocks).mockClear();
    const withDictionary = analyzer.analyze(blocks, { speller: englishSpeller() });
    expect(withDictionary.findings.filter((finding) => finding.rule === 'spelling').map((finding) => finding.text)).toEqual(['teh']);
    // The readings made before the dictionary are kept: only the words were looked up.
    expect(vi.mocked(analyzeBlocks).mock.calls.flatMap(([read]) => read)).toEqual([]);
    expect(withDictionary).toEqual(createFeedbackAnalyzer().analyze(blocks, { speller: englishSpeller() }));
  });

  it('applies a change of dictionary, brand or ignored findings without an edit', () => {
    const analyzer = createFeedbackAnalyzer();
    const blocks = documentBlocks(parseMarkdown(markdown));
    const speller = englishSpeller();
    expect(analyzer.analyze(blocks, { speller }).findings.filter((finding) => finding.rule === 'spelling')).toHaveLength(1);
    expect(analyzer.analyze(blocks, { speller, dictionary: ['teh'] }).findings.filter((finding) => finding.rule === 'spelling')).toHaveLength(0);
    const brand = { name: 'Acme', bannedTerms: ['calendar'], preferredTerms: [] };
    expect(analyzer.analyze(blocks, { speller, brand }).findings.filter((finding) => finding.rule === 'banned-term')).toHaveLength(1);
    expect(analyzer.analyze(blocks, { speller, ignored: ['inclusive:chairman'] }).findings.filter((finding) => finding.rule === 'inclusive')).toEqual([]);
  });
});

/**
 * Flesch reading ease = 206.835 − 1.015 × words/sentences − 84.6 × syllables/words, rounded and
 * kept within 0–100; Flesch–Kincaid grade = 0.39 × words/sentences + 11.8 × syllables/words −
 * 15.59, to one decimal, not below 0. Syllables are the dictionary's counts for these words (a
 * number counts as one).
 */
describe('readability', () => {
  it('scores plain prose', () => {
    // Reading(2) is(1) a(1) useful(2) habit(2). It(1) helps(1) children(2) learn(1) new(1) words(1) quickly(2).
    // 12 words, 2 sentences, 17 syllables; words/sentence 6, syllables/word 1.41667.
    // ease 206.835 − 6.09 − 119.85 = 80.895 → 81; grade 2.34 + 16.71667 − 15.59 = 3.46667 → 3.5
    expect(feedbackOn('Reading is a useful habit. It helps children learn new words quickly.').readability).toEqual({
      ease: 81,
      grade: 3.5,
      words: 12,
      sentences: 2,
      syllables: 17,
    });
  });

  it('scores a long sentence of long words', () => {
    // The(1) committee(3) will(1) review(2) each(1) application(4) carefully(3) before(2) the(1)
    // final(2) decision(3) is(1) announced(2) next(1) month(1): 15 words, 1 sentence, 28 syllables.
    // ease 206.835 − 15.225 − 157.92 = 33.69 → 34; grade 5.85 + 22.02667 − 15.59 = 12.28667 → 12.3
    const text = 'The committee will review each application carefully before the final decision is announced next month.';
    expect(feedbackOn(text).readability).toEqual({ ease: 34, grade: 12.3, words: 15, sentences: 1, syllables: 28 });
  });

  it('reads the prose of markdown: a heading is a sentence, link text counts, inline code does not', () => {
    // "Reading." + the text above less the code span "new": 12 words, 3 sentences, 18 syllables;
    // words/sentence 4, syllables/word 1.5. ease 206.835 − 4.06 − 126.9 = 75.875 → 76;
    // grade 1.56 + 17.7 − 15.59 = 3.67 → 3.7
    const markdown = '# Reading\n\nReading is a useful habit. It helps [children](https://example.com) learn `new` words _quickly_.';
    expect(feedbackOn(markdown).readability).toEqual({ ease: 76, grade: 3.7, words: 12, sentences: 3, syllables: 18 });
  });

  it('counts a number as one syllable', () => {
    // In 2024 we sold 300 cars and 45 trucks to 12 happy(2) buyers(2): 13 words, 1 sentence, 15 syllables.
    // ease 206.835 − 13.195 − 97.61538 = 96.02 → 96; grade 5.07 + 13.61538 − 15.59 = 3.09538 → 3.1
    expect(feedbackOn('In 2024 we sold 300 cars and 45 trucks to 12 happy buyers.').readability).toMatchObject({ ease: 96, grade: 3.1 });
  });

  it('keeps the scores within their ranges', () => {
    // 12 one-syllable words, 2 sentences: ease 206.835 − 6.09 − 84.6 = 116.145 → 100;
    // grade 2.34 + 11.8 − 15.59 = −1.45 → 0
    expect(feedbackOn('The cat sat on the mat. The dog ran to the park.').readability).toMatchObject({ ease: 100, grade: 0 });
    // 11 words, 1 sentence, 55 syllables (8+5+4+4+5+3+6+6+3+8+3):
    // ease 206.835 − 11.165 − 423 = −227.33 → 0; grade 4.29 + 59 − 15.59 = 47.7
    const hard =
      'Internationalization considerations necessitate comprehensive documentation regarding ' +
      'organizational responsibilities concerning interoperability requirements.';
    expect(feedbackOn(hard).readability).toMatchObject({ ease: 0, grade: 47.7, words: 11, syllables: 55 });
  });

  it('gives no score under 11 words', () => {
    expect(feedbackOn('Ten words here are not enough to score at all.').readability).toMatchObject({ ease: null, grade: null, words: 10 });
    expect(feedbackOn('').readability).toEqual({ ease: null, grade: null, words: 0, sentences: 0, syllables: 0 });
  });
});

describe('bad input', () => {
  const paragraph = 'The writer planned an editorial calendar, and the team reviewed each draft carefully before publishing it. ';

  it('reads the first 200,000 characters of a 2 MB document, says so, and returns in bounded time', () => {
    const markdown = Array.from({ length: 2_000_000 / (paragraph.length * 4) }, (_, index) => `Part ${index}: ${paragraph.repeat(4)}`).join('\n\n');
    expect(markdown.length).toBeGreaterThan(1_900_000);
    const start = performance.now();
    const report = feedbackOn(markdown);
    expect(performance.now() - start).toBeLessThan(10_000);
    expect(report.notice).toBe('This document is too long to check whole: feedback covers its first 200,000 characters.');
    expect(report.readability.words).toBeGreaterThan(25_000);
    expect(report.findings.every((finding) => finding.block < 2_000)).toBe(true);
  });

  it('says so, too, when a single block is longer than the limit', () => {
    const report = feedbackOn('word '.repeat(FEEDBACK_MAX_CHARACTERS / 4));
    expect(report.notice).toMatch(/too long to check whole/);
    expect(report.findings).toEqual([]);
  });

  it('reads a 50,000-character sentence, flagged as very long', () => {
    const words = ['writers', 'plan', 'the', 'editorial', 'calendar', 'and', 'readers', 'follow', 'each', 'draft'];
    const sentence = `${Array.from({ length: 7_000 }, (_, index) => words[index % words.length]).join(' ').slice(0, 49_999)}.`;
    const start = performance.now();
    const report = feedbackOn(sentence);
    expect(performance.now() - start).toBeLessThan(5_000);
    expect(report.findings.find((finding) => finding.rule === 'long-sentence')).toMatchObject({ severity: 'warning', start: 0 });
    expect(report.readability.sentences).toBe(1);
    expect(report.readability.ease).toBe(0);
  });

  it('reads a 50,000-letter word, and a page of strings of letters, without stalling', () => {
    expect(feedbackOn('a'.repeat(50_000)).findings).toEqual([]);
    const junk = Array.from({ length: 2_000 }, (_, index) => `zq${index.toString(26).replace(/\d/g, 'x')}vb`).join(' ');
    const start = performance.now();
    const report = feedbackOn(junk);
    expect(performance.now() - start).toBeLessThan(5_000);
    expect(report.findings.filter((finding) => finding.rule === 'spelling')).toHaveLength(2_000);
  });

  it('says a document of emoji has no words, and finds nothing', () => {
    const report = feedbackOn('😀🎉👍🏽 👨‍👩‍👧‍👦 🇫🇷 ✨\n\n'.repeat(500));
    expect(report).toMatchObject({ findings: [], notice: 'This document has no words to check.' });
    expect(report.readability).toMatchObject({ ease: null, words: 0 });
  });

  it('says a Hebrew or Arabic document is not English, and does not check it as English', () => {
    for (const text of ['שלום עולם, זהו מסמך בעברית. הכותב כתב טיוטה ארוכה מאוד. ', 'مرحبا بالعالم، هذه وثيقة باللغة العربية. كتب الكاتب مسودة طويلة. ']) {
      const report = feedbackOn(text.repeat(100));
      expect(report.notice).toBe('Most of this document is not in English: only English text is checked, and readability is not scored.');
      expect(report.readability).toMatchObject({ ease: null, grade: null });
      expect(report.findings.filter((finding) => finding.rule !== 'monotonous-sentences')).toEqual([]);
    }
  });

  it('checks the English of a document that quotes other scripts', () => {
    const report = feedbackOn('The word שלום means peace, and سلام does too; we recieve both kindly in our letters.');
    expect(report.notice).toBeNull();
    expect(report.findings.map((finding) => finding.text)).toEqual(['recieve', 'kindly']);
    expect(report.readability.ease).not.toBeNull();
  });

  it('does not throw on control characters, lone surrogates or an empty document', () => {
    const blocks: TextBlock[] = [
      { kind: 'paragraph', text: 'Hello\u0000world\u200b zero\u200dwidth \uFEFF bom \uD800 lone \uDC00 surrogates.' },
      { kind: 'heading', text: '' },
      { kind: 'paragraph', text: '\uFFFC\uFFFC' },
    ];
    expect(() => createFeedbackAnalyzer().analyze(blocks, { speller: englishSpeller() })).not.toThrow();
    expect(createFeedbackAnalyzer().analyze([], { speller: englishSpeller() })).toMatchObject({ findings: [], notice: null });
    expect(feedbackOn('![](https://example.com/a.png)').notice).toBeNull();
  });
});

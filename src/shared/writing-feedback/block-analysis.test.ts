import { describe, expect, it } from 'vitest';
import { analyzeBlocks } from './block-analysis.js';
import { findingsOf, flagged } from './feedback-test-helpers.js';
import type { TextBlock } from './finding.js';

const BLOCKS: TextBlock[] = [
  { kind: 'heading', text: 'How we plan' },
  { kind: 'paragraph', text: 'The the plan was written by an team. He or she utilizes a FAQ, and the chairman quickly agreed.' },
  { kind: 'paragraph', text: 'No full stop at the end' },
  { kind: 'paragraph', text: 'starts in lower case and says e.g. this' },
  { kind: 'paragraph', text: '' },
  { kind: 'heading', text: 'Teh end' },
  { kind: 'paragraph', text: 'A sentence.\nA second line that is very long, and maybe a bit vague.' },
];

describe('analyzeBlocks', () => {
  it('reads blocks together exactly as it reads each alone', () => {
    const together = analyzeBlocks(BLOCKS);
    const alone = BLOCKS.map((block) => analyzeBlocks([block])[0]);
    expect(together).toEqual(alone);
    // And the offsets are the block's own.
    const second = together[1]!;
    for (const finding of second.findings) expect(BLOCKS[1]!.text.slice(finding.start, finding.end)).toBe(finding.text);
    for (const word of second.words) expect(BLOCKS[1]!.text.slice(word.start, word.end)).toBe(word.text);
    expect(together[5]!.words.map((word) => word.text)).toEqual(['Teh', 'end']);
  });

  it('reads no blocks', () => {
    expect(analyzeBlocks([])).toEqual([]);
  });
});

/** A sentence of exactly `count` plain words (no other rule fires on them). */
function sentenceOf(count: number): string {
  const words = ['cats', 'sit', 'on', 'warm', 'mats', 'and', 'dogs', 'run', 'in', 'green', 'parks'];
  const text = Array.from({ length: count }, (_, index) => words[index % words.length]).join(' ');
  return `${text[0]!.toUpperCase()}${text.slice(1)}.`;
}

describe('long sentences', () => {
  it('flags a sentence over 25 words as a suggestion, over 35 as a warning', () => {
    expect(findingsOf(sentenceOf(25), 'long-sentence')).toEqual([]);
    expect(findingsOf(sentenceOf(26), 'long-sentence')).toMatchObject([
      { severity: 'suggestion', category: 'clarity', message: 'This sentence has 26 words: hard to read.', text: sentenceOf(26) },
    ]);
    expect(findingsOf(sentenceOf(35), 'long-sentence')).toMatchObject([{ severity: 'suggestion' }]);
    expect(findingsOf(sentenceOf(36), 'long-sentence')).toMatchObject([
      { severity: 'warning', message: 'This sentence has 36 words: very hard to read.' },
    ]);
  });

  it('flags only the long sentence of a paragraph, and counts words, not punctuation or code', () => {
    const text = `Short one. ${sentenceOf(30)} Another short one.`;
    const [finding] = findingsOf(text, 'long-sentence');
    expect(finding!.text).toBe(sentenceOf(30));
    // 20 words, 5 dashes and 10 code spans: not long.
    const withCode = `${sentenceOf(20).slice(0, -1)} - - - - - ${'`x` '.repeat(10).trim()}.`;
    expect(findingsOf(withCode, 'long-sentence')).toEqual([]);
  });

  it('never flags a heading, nor a list item that is one', () => {
    expect(findingsOf(`# ${sentenceOf(40)}`, 'long-sentence')).toEqual([]);
    expect(findingsOf(`- ${sentenceOf(40)}`, 'long-sentence')).toHaveLength(1);
  });
});

describe('adverbs', () => {
  it('flags -ly manner adverbs', () => {
    expect(flagged('She quickly ran and completely forgot, then left suddenly.', 'adverb')).toEqual(['quickly', 'completely', 'suddenly']);
    expect(findingsOf('He spoke softly.', 'adverb')[0]).toMatchObject({ category: 'clarity', severity: 'suggestion', fixes: [], safe: false });
  });

  it('flags no other word of the list, and no -ly word that is not a manner adverb', () => {
    const plain = [
      'It is only a draft.', 'Come early.', 'It is likely to rain.', 'The quarterly report.', 'A timely reply.',
      'A deadly bug.', 'The family is friendly.', 'Just stuff and things, maybe.', 'We reply daily.', 'Apply now.',
    ];
    for (const text of plain) expect(flagged(text, 'adverb'), text).toEqual([]);
  });
});

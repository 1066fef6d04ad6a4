import { describe, expect, it } from 'vitest';
import { analyzeBlocks } from './block-analysis.js';
import { englishSpeller } from './feedback-test-helpers.js';
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
    const together = analyzeBlocks(BLOCKS, englishSpeller());
    const alone = BLOCKS.map((block) => analyzeBlocks([block], englishSpeller())[0]);
    expect(together).toEqual(alone);
    // And the offsets are the block's own.
    const second = together[1]!;
    for (const finding of second.findings) expect(BLOCKS[1]!.text.slice(finding.start, finding.end)).toBe(finding.text);
    for (const word of second.words) expect(BLOCKS[1]!.text.slice(word.start, word.end)).toBe(word.text);
    expect(together[5]!.unknownWords.map((word) => word.text)).toEqual(['Teh']);
  });

  it('reads no blocks', () => {
    expect(analyzeBlocks([], null)).toEqual([]);
  });
});

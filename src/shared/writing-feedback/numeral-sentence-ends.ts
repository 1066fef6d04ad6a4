import type { Paragraph, ParagraphContent, Root, Sentence, SentenceContent } from 'nlcst';
import { toString } from 'nlcst-to-string';
import { SKIP, visit } from 'unist-util-visit';

/** A number of one to three digits with its full stop: what parse-latin takes for a list number or an ordinal. */
const SHORT_NUMBER_WITH_FULL_STOP = /^\d{1,3}\.$/;
const CAPITAL_START = /^\p{Lu}/u;

/**
 * parse-latin never ends a sentence after a number of up to three digits ("1." may number a list,
 * "3." is an ordinal in German), so "The sale starts on Jan. 3. It ends soon." is one sentence to
 * it, and the sentence counts of readability and the long-sentence check were off wherever prose
 * ends on a day, an amount or a page. In English, a number inside a sentence, its full stop and
 * a capital after them end the sentence; a number that opens its sentence ("1. Mix the flour.")
 * still numbers it. This transformer splits such sentences again, after parsing and before the
 * checks run.
 */
export function retextNumeralSentenceEnds() {
  return (tree: Root): undefined => {
    visit(tree, 'ParagraphNode', (paragraph: Paragraph) => {
      paragraph.children = paragraph.children.flatMap((child) => (child.type === 'SentenceNode' ? splitAfterNumbers(child) : [child]));
      // Paragraphs hold no paragraphs: the walk need not go through every sentence and word.
      return SKIP;
    });
  };
}

function splitAfterNumbers(sentence: Sentence): ParagraphContent[] {
  const end = sentenceEndAfterNumber(sentence.children);
  if (end === -1) return [sentence];
  const head = part(sentence.children.slice(0, end + 1));
  const space = sentence.children[end + 1]!;
  const rest = part(sentence.children.slice(end + 2));
  return [head, space as ParagraphContent, ...splitAfterNumbers(rest)];
}

/** The index of a "3." that ends the sentence: not its first word, followed by a space and a capital. */
function sentenceEndAfterNumber(children: SentenceContent[]): number {
  let wordsBefore = 0;
  for (let index = 0; index < children.length - 2; index++) {
    const child = children[index]!;
    if (child.type !== 'WordNode') continue;
    wordsBefore++;
    const space = children[index + 1]!;
    const next = children[index + 2]!;
    if (
      wordsBefore > 1 &&
      SHORT_NUMBER_WITH_FULL_STOP.test(toString(child)) &&
      space.type === 'WhiteSpaceNode' &&
      next.type === 'WordNode' &&
      CAPITAL_START.test(toString(next))
    ) {
      return index;
    }
  }
  return -1;
}

function part(children: SentenceContent[]): Sentence {
  const start = children[0]?.position?.start;
  const end = children.at(-1)?.position?.end;
  return { type: 'SentenceNode', children, ...(start && end ? { position: { start, end } } : {}) };
}

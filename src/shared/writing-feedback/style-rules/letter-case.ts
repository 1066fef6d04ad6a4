/**
 * The capitalization styles Vale's `capitalization` check names (`$title` in AP or Chicago style,
 * `$sentence`), our own reading of the guides' rules (ADR 0031). A word with a capital inside
 * ("iPhone"), a figure or capitals only ("NASA") is taken as written: it is a name or an acronym.
 */
const ARTICLES_AND_CONJUNCTIONS = ['a', 'an', 'the', 'and', 'but', 'or', 'nor', 'for', 'as', 'if', 'vs', 'v'];
/** AP (and APA, 6.17): prepositions and conjunctions of three letters or fewer stay lower-case. */
const AP_MINOR = new Set([...ARTICLES_AND_CONJUNCTIONS, 'so', 'yet', 'at', 'by', 'in', 'of', 'off', 'on', 'out', 'per', 'to', 'up', 'via']);
/** Chicago (CMOS 17, 8.159): every preposition, whatever its length, stays lower-case. */
const CHICAGO_MINOR = new Set([
  ...ARTICLES_AND_CONJUNCTIONS, 'to', 'about', 'above', 'across', 'after', 'against', 'along', 'among', 'around', 'at', 'before', 'behind',
  'below', 'beneath', 'beside', 'between', 'beyond', 'by', 'down', 'during', 'except', 'from', 'in', 'inside', 'into', 'like', 'near', 'of',
  'off', 'on', 'onto', 'out', 'outside', 'over', 'past', 'per', 'through', 'throughout', 'toward', 'towards', 'under', 'underneath', 'until',
  'up', 'upon', 'via', 'with', 'within', 'without',
]);

export type CaseStyle = { kind: 'title'; style: 'AP' | 'Chicago' } | { kind: 'sentence' };

interface Word {
  start: number;
  end: number;
  text: string;
}

function wordsOf(text: string): Word[] {
  return [...text.matchAll(/[\p{L}\p{N}][\p{L}\p{N}'’.-]*/gu)].map((match) => ({ start: match.index, end: match.index + match[0].length, text: match[0] }));
}

/** Names, acronyms, figures: written as they are meant. */
function isFixedForm(word: string, exceptions: ReadonlySet<string>): boolean {
  return exceptions.has(word) || /\p{N}/u.test(word) || /^\p{Lu}[\p{Lu}.]+$/u.test(word) || /.\p{Lu}/u.test(word.replace(/^(?:Mc|Mac|O')/, '')) || word === 'I';
}

const upperFirst = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** What the text would be in the style, and what share of its words already are. */
export function expectedCase(text: string, style: CaseStyle, exceptionList: readonly string[]): { expected: string; share: number } {
  const exceptions = new Set(exceptionList);
  const words = wordsOf(text);
  if (words.length === 0) return { expected: text, share: 1 };
  let expected = '';
  let last = 0;
  let right = 0;
  words.forEach((word, index) => {
    const before = text.slice(last, word.start);
    const startsClause = index === 0 || /[:.!?]\s*$/.test(text.slice(0, word.start));
    let wanted: string | null;
    if (isFixedForm(word.text, exceptions)) wanted = word.text;
    else if (style.kind === 'sentence') wanted = startsClause ? upperFirst(word.text) : word.text.toLowerCase();
    else {
      const minor = (style.style === 'AP' ? AP_MINOR : CHICAGO_MINOR).has(word.text.toLowerCase());
      wanted = minor && !startsClause && index !== words.length - 1 ? word.text.toLowerCase() : upperFirst(word.text);
    }
    if (wanted === word.text) right += 1;
    expected += before + wanted;
    last = word.end;
  });
  expected += text.slice(last);
  return { expected, share: right / words.length };
}

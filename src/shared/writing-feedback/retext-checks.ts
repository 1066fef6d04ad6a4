import type { Root } from 'nlcst';
import { unified } from 'unified';
import retextEnglish from 'retext-english';
import retextEquality from 'retext-equality';
import retextIndefiniteArticle from 'retext-indefinite-article';
import retextIntensify from 'retext-intensify';
import retextPassive from 'retext-passive';
import retextRepeatedWords from 'retext-repeated-words';
import retextSimplify from 'retext-simplify';
import { fillers } from 'fillers';
import { hedges } from 'hedges';
import { VFile } from 'vfile';
import { weasels } from 'weasels';
type VFileMessage = VFile['messages'][number];
import type { Finding } from './finding.js';

/**
 * retext-equality's patterns that fire on ordinary writing more often than on the bias they look
 * for (false positives are what writers hold against such tools): every "he", "she" or "his" in
 * a story, and the "condescending" words (just, easy, simple, obviously…), which are flagged as
 * weasel words or fillers by retext-intensify where they are vague.
 */
const EQUALITY_IGNORED = [
  'he', 'she', "he'd", "she'd", "he'll", "she'll", "he's", "she's", 'her', 'hers', 'him', 'his', 'herself', 'himself',
  'boy', 'girl', 'basically', 'clearly', 'easy', 'easily', 'everyone knows', 'just', 'obvious', 'obviously', 'of course',
  'simple', 'simply',
];

/**
 * retext-intensify's lists (hedges, weasels, fillers) hold everyday words too: "that", "so",
 * "will", "about", "also", "like", "found", "read". Flagging those would bury the real vague
 * words, so only these are checked: hedges that soften a claim, intensifiers that stand in for a
 * figure, and fillers that say nothing.
 */
const INTENSIFY_CHECKED = new Set([
  'a bit', 'apparently', 'conceivably', 'hopefully', 'in my mind', 'in my opinion', 'in my understanding', 'in my view',
  'kind of', 'maybe', 'more or less', 'my impression', 'my thinking is', 'my understanding is', 'perhaps', 'possibly',
  'presumably', 'probably', 'somehow', 'somewhat', 'sort of', 'supposedly',
  'a lot', 'are a number', 'arguably', 'exceedingly', 'extremely', 'fairly', 'huge', 'interestingly', 'is a number',
  'literally', 'lots', 'not rocket science', 'outside the box', 'pretty', 'quite', 'rather', 'really', 'relatively',
  'remarkably', 'reportedly', 'significantly', 'substantially', 'surprisingly', 'tiny', 'vast', 'very', 'virtually',
  'absolutely', 'actually', 'basically', 'certainly', 'definitely', 'essentially', 'frankly', 'just', 'obviously',
  'seriously', 'simply', 'stuff', 'things', 'totally', 'truly', 'ultimately', 'whatever',
]);
const INTENSIFY_IGNORED = [...new Set([...hedges, ...weasels, ...fillers])].filter((word) => !INTENSIFY_CHECKED.has(word));

const processor = unified()
  .use(retextEnglish)
  .use(retextPassive)
  .use(retextSimplify)
  .use(retextIntensify, { ignore: INTENSIFY_IGNORED })
  .use(retextRepeatedWords)
  .use(retextIndefiniteArticle)
  .use(retextEquality, { ignore: EQUALITY_IGNORED });

export interface RetextResult {
  tree: Root;
  findings: Omit<Finding, 'block'>[];
}

/** Parses one block's text into sentences and words and runs the retext checks on it. */
export function runRetextChecks(text: string): RetextResult {
  const file = new VFile(text);
  const tree = processor.parse(file);
  processor.runSync(tree, file);
  const findings: Omit<Finding, 'block'>[] = [];
  for (const message of file.messages) {
    const finding = toFinding(message, text);
    if (finding) findings.push(finding);
  }
  return { tree, findings };
}

function toFinding(message: VFileMessage, text: string): Omit<Finding, 'block'> | null {
  const start = message.place && 'start' in message.place ? message.place.start.offset : undefined;
  const end = message.place && 'end' in message.place ? message.place.end.offset : undefined;
  if (start === undefined || end === undefined || end <= start) return null;
  const flagged = text.slice(start, end);
  const expected = (message.expected ?? []).filter((value): value is string => typeof value === 'string');
  const at = { start, end, text: flagged };
  switch (message.source) {
    case 'retext-repeated-words': {
      // "The the" → "The": the first of the pair as written keeps the sentence's capital.
      const first = flagged.split(/\s+/)[0] ?? flagged;
      return {
        ...at,
        rule: 'repeated-word',
        category: 'correctness',
        severity: 'error',
        message: `“${first}” is written twice in a row.`,
        why: 'A doubled word is almost always a slip, and readers notice it.',
        fixes: [first],
        safe: true,
      };
    }
    case 'retext-indefinite-article': {
      const fix = matchCase(expected[0] ?? '', flagged);
      return {
        ...at,
        rule: 'a-an',
        category: 'correctness',
        severity: 'error',
        message: `Use “${fix}” here, not “${flagged}”.`,
        why: '“An” goes before a vowel sound (an hour, an idea), “a” before a consonant sound (a user, a one-off).',
        fixes: fix ? [fix] : [],
        safe: fix !== '',
      };
    }
    case 'retext-passive':
      return {
        ...at,
        rule: 'passive-voice',
        category: 'clarity',
        severity: 'suggestion',
        message: `“${flagged}” may be passive voice.`,
        why: 'An active sentence says who does what; it is usually shorter and easier to follow. Keep the passive when the doer does not matter.',
        fixes: [],
        safe: false,
      };
    case 'retext-simplify':
      return {
        ...at,
        rule: 'simpler-word',
        category: 'clarity',
        severity: 'suggestion',
        message:
          expected.length > 0
            ? `“${flagged}” has a simpler alternative: ${expected.map((word) => `“${word}”`).join(', ')}.`
            : `“${flagged}” can usually be left out.`,
        why: 'Plain words are read faster and understood by more people, with no loss of meaning.',
        fixes: expected.map((word) => matchCase(word, flagged)),
        safe: false,
      };
    case 'retext-intensify':
      return intensifyFinding(message.ruleId, at);
    case 'retext-equality':
      return {
        ...at,
        rule: 'inclusive',
        category: 'inclusive',
        severity: 'suggestion',
        message:
          expected.length > 0
            ? `“${flagged}” may exclude or offend some readers; consider ${expected.slice(0, 4).map((word) => `“${word}”`).join(', ')}.`
            : `“${flagged}” may exclude or offend some readers.`,
        why: message.note ?? 'Words that stereotype or leave out a group of people put off the readers who belong to it.',
        fixes: expected.slice(0, 4).map((word) => matchCase(word, flagged)),
        safe: false,
      };
    default:
      return null;
  }
}

function intensifyFinding(ruleId: string | undefined, at: { start: number; end: number; text: string }): Omit<Finding, 'block'> {
  const base = { ...at, category: 'engagement' as const, severity: 'suggestion' as const, fixes: [], safe: false };
  if (ruleId === 'hedge') {
    return {
      ...base,
      rule: 'hedge',
      message: `“${at.text}” hedges the point.`,
      why: 'Hedging makes a claim sound unsure; say it plainly or say why it is uncertain.',
    };
  }
  if (ruleId === 'filler') {
    return {
      ...base,
      rule: 'filler-word',
      message: `“${at.text}” adds little meaning.`,
      why: 'Filler words lengthen a sentence without telling the reader anything.',
    };
  }
  return {
    ...base,
    rule: 'weasel-word',
    message: `“${at.text}” is vague.`,
    why: 'Vague intensifiers (very, really, quite, many) weaken a claim; a specific word or figure is stronger.',
  };
}

/** A replacement written the way the flagged word was: "An" → "A", "Utilize" → "Use". */
export function matchCase(replacement: string, original: string): string {
  if (replacement === '' || original === '') return replacement;
  if (original.length > 1 && original === original.toUpperCase() && original !== original.toLowerCase()) return replacement.toUpperCase();
  const first = original[0] ?? '';
  if (first !== first.toLowerCase()) return replacement[0]!.toUpperCase() + replacement.slice(1);
  return replacement;
}

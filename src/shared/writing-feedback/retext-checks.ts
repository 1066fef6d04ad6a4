import type { ParagraphContent, Root, Sentence } from 'nlcst';
import { unified } from 'unified';
import { SKIP, visit } from 'unist-util-visit';
import retextEnglish from 'retext-english';
import retextEquality from 'retext-equality';
import retextIndefiniteArticle from 'retext-indefinite-article';
import retextIntensify from 'retext-intensify';
import retextPassive from 'retext-passive';
import retextRepeatedWords from 'retext-repeated-words';
import retextSimplify from 'retext-simplify';
import { fillers } from 'fillers';
import { hedges } from 'hedges';
import { toString } from 'nlcst-to-string';
import { VFile } from 'vfile';
import { weasels } from 'weasels';
type VFileMessage = VFile['messages'][number];
import type { Finding } from './finding.js';
import { retextNumeralSentenceEnds } from './numeral-sentence-ends.js';

/**
 * retext-equality's patterns that fire on ordinary writing more often than on the bias they look
 * for (false positives are what writers hold against such tools): every "he", "she" or "his" in
 * a story, a man, a woman or a mother in it (words for one person, not for people in general:
 * "an honest man", "my sister"; "mankind", "chairman", "guys" and "ladies" are still flagged),
 * and the "condescending" words (just, easy, simple, obviously…), which are flagged as weasel
 * words or fillers by retext-intensify where they are vague.
 */
const EQUALITY_IGNORED = [
  'he', 'she', "he'd", "she'd", "he'll", "she'll", "he's", "she's", 'her', 'hers', 'him', 'his', 'herself', 'himself',
  'boy', 'girl', 'boys', 'girls', 'man', 'men', 'woman', 'women', 'lady', 'guy', 'wife', 'wives', 'husband', 'husbands',
  'mother', 'mothers', 'father', 'fathers', 'mom', 'moms', 'mum', 'mums', 'dad', 'dads', 'son', 'sons', 'daughter',
  'daughters', 'brother', 'brothers', 'sister', 'sisters', 'aunt', 'aunts', 'uncle', 'uncles', 'bride', 'groom',
  'boyfriend', 'girlfriend', 'boyfriends', 'girlfriends', 'grandmother', 'grandfather', 'grandma', 'grandpa',
  'basically', 'clearly', 'easy', 'easily', 'everyone knows', 'just', 'obvious', 'obviously', 'of course',
  'simple', 'simply',
];

/**
 * retext-simplify's entries whose replacement fits another sense than the everyday one: "email
 * address" is not "email discuss", "side effect" not "side choose", a function, an interface and
 * a type are nouns, "Delete" is the word on the button, and "it is" cannot be left out of "It is
 * raining".
 */
const SIMPLIFY_IGNORED = ['address', 'delete', 'effect', 'function', 'interface', 'it is', 'type'];

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
  .use(retextNumeralSentenceEnds)
  .use(retextPassive)
  .use(retextSimplify, { ignore: SIMPLIFY_IGNORED })
  .use(retextIntensify, { ignore: INTENSIFY_IGNORED })
  .use(retextRepeatedWords)
  .use(retextIndefiniteArticle)
  .use(retextEquality, { ignore: EQUALITY_IGNORED });

/** Blocks are read as paragraphs of one text: parse-latin ends a paragraph, and a sentence, at a blank line. */
const BLOCK_SEPARATOR = '\n\n';

export interface BlockRetextResult {
  /** The block's sentences; their positions are in the joined text, `offset` past the block's own. */
  sentences: Sentence[];
  offset: number;
  /** With offsets into the block's own text. */
  findings: Omit<Finding, 'block'>[];
}

/**
 * Runs the retext checks over many blocks at once, as if each were read alone. The checks build
 * an index of their phrases on every run (and retext-equality on every paragraph: 100 ms for a
 * 5,000-word document), so the blocks are joined into one text, read as one paragraph, and the
 * sentences and messages are handed back to the block they fall in. No check looks past a
 * sentence (passive, article, repeated words, phrase lists) or pairs words beyond one
 * (retext-equality's "he or she"), so reading them together changes nothing they report.
 */
export function runRetextChecksOnBlocks(texts: readonly string[]): BlockRetextResult[] {
  const starts: number[] = [];
  let offset = 0;
  for (const text of texts) {
    starts.push(offset);
    offset += text.length + BLOCK_SEPARATOR.length;
  }
  const combined = texts.join(BLOCK_SEPARATOR);
  const file = new VFile(combined);
  const parsed = processor.parse(file);
  // parse-latin's root holds paragraphs and the white space between them.
  const children = parsed.children.flatMap((child) => (child.type === 'ParagraphNode' ? child.children : [child as ParagraphContent]));
  const tree: Root = { type: 'RootNode', children: [{ type: 'ParagraphNode', children }] };
  processor.runSync(tree, file);

  const results: BlockRetextResult[] = starts.map((start) => ({ sentences: [], offset: start, findings: [] }));
  const blockAt = (position: number): number => {
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (starts[middle]! <= position) low = middle;
      else high = middle - 1;
    }
    return low;
  };
  for (const message of file.messages) {
    const place = message.place && 'start' in message.place ? message.place : undefined;
    if (place?.start.offset === undefined || place.end.offset === undefined) continue;
    const block = blockAt(place.start.offset);
    const start = place.start.offset - starts[block]!;
    const end = place.end.offset - starts[block]!;
    const finding = toFinding(message, texts[block]!, start, end);
    if (finding) results[block]!.findings.push(finding);
  }
  visit(tree, 'SentenceNode', (sentence: Sentence) => {
    const start = sentence.position?.start.offset;
    if (start === undefined) return SKIP;
    const block = blockAt(start);
    results[block]!.sentences.push(sentence);
    results[block]!.findings.push(...regularPassives(sentence, texts[block]!, starts[block]!));
    return SKIP;
  });
  return results;
}

function toFinding(message: VFileMessage, text: string, start: number, end: number): Omit<Finding, 'block'> | null {
  if (end <= start) return null;
  const flagged = text.slice(start, end);
  const expected = (message.expected ?? []).filter((value): value is string => typeof value === 'string');
  const at = { start, end, text: flagged };
  switch (message.source) {
    case 'retext-repeated-words': {
      // "The the" → "The": the first of the pair as written keeps the sentence's capital.
      const first = flagged.split(/\s+/)[0] ?? flagged;
      if (SAID_TWICE.has(first.toLowerCase())) return null;
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
      // The article's list misses some words said with "you": "a unicorn", "a unison".
      if (flagged.toLowerCase() === 'a' && /^uni(?:c|l|sex|son)/i.test(wordAfter(text, end))) return null;
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
      return passiveFinding(at);
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
      return isEverydayUse(flagged, wordBefore(text, start), wordAfter(text, end)) ? null : intensifyFinding(message.ruleId, at);
    case 'retext-equality':
      // A master's degree is the name of a degree.
      if (/^masters?['\u2019]?s?$/i.test(flagged) && /^(?:degree|programme|program)$/i.test(wordAfter(text, end))) return null;
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

function passiveFinding(at: { start: number; end: number; text: string }): Omit<Finding, 'block'> {
  return {
    ...at,
    rule: 'passive-voice',
    category: 'clarity',
    severity: 'suggestion',
    message: `“${at.text}” may be passive voice.`,
    why: 'An active sentence says who does what; it is usually shorter and easier to follow. Keep the passive when the doer does not matter.',
    fixes: [],
    safe: false,
  };
}

/** Words English doubles on purpose: "bye bye", "knock knock", "there, there", "so-so", "blah blah". */
const SAID_TWICE = new Set(['bye', 'knock', 'blah', 'bla', 'yada', 'ha', 'haha', 'tut', 'tsk', 'chop', 'choo', 'hush', 'there', 'now', 'well', 'so', 'no', 'hip', 'boo', 'mm', 'yeah']);

const BE = new Set(['am', 'are', 'is', 'was', 'were', 'be', 'been', 'being']);

/**
 * "By" before a time is a deadline, not a doer: "I was tired by noon", "it is finished by Friday"
 * is as often an adjective as a passive, so no doer means no flag.
 */
const TIMES = new Set(
  ('noon midnight morning afternoon evening night then now today tonight tomorrow yesterday dawn dusk lunch lunchtime ' +
    'monday tuesday wednesday thursday friday saturday sunday weekend ' +
    'january february march april may june july august september october november december').split(' '),
);

/**
 * retext-passive knows irregular participles ("was written") and few regular ones, so "was
 * decided by the board" went unflagged. A regular participle after a form of "be" is as often an
 * adjective ("I was tired", "she is interested"), so it is flagged only with its doer: "by".
 */
function regularPassives(sentence: Sentence, text: string, offset: number): Omit<Finding, 'block'>[] {
  const words = sentence.children.filter((child) => child.type !== 'WhiteSpaceNode');
  const found: Omit<Finding, 'block'>[] = [];
  for (let index = 0; index + 2 < words.length; index += 1) {
    const [be, participle, by] = [words[index]!, words[index + 1]!, words[index + 2]!];
    if (be.type !== 'WordNode' || participle.type !== 'WordNode' || by.type !== 'WordNode') continue;
    if (!BE.has(toString(be).toLowerCase()) || toString(by).toLowerCase() !== 'by') continue;
    const start = participle.position?.start.offset;
    const end = participle.position?.end.offset;
    if (start === undefined || end === undefined || !/^\p{L}{2,}ed$/u.test(toString(participle))) continue;
    const after = words[index + 3];
    if (after && (TIMES.has(toString(after).toLowerCase()) || /^\d/.test(toString(after)))) continue;
    found.push(passiveFinding({ start: start - offset, end: end - offset, text: text.slice(start - offset, end - offset) }));
  }
  return found;
}

/** Determiners: "what kind of", "this sort of" name a kind; "it is kind of slow" hedges. */
const DETERMINERS = new Set(
  'a an the this that these those what which whatever any every each some no another same one our your their my his her its'.split(' '),
);
/** What "pretty" intensifies ("pretty good"); before anything else it is the adjective ("a pretty garden"). */
const INTENSIFIED = new Set(
  ('good bad sure much well big small easy hard close clear simple cool nice fast slow high low long short strong ' +
    'quick safe likely obvious interesting important useful happy great tough common rare similar different ' +
    'impressive amazing awesome solid decent limited basic cheap expensive busy difficult straightforward').split(' '),
);

/**
 * Where a word on retext-intensify's lists is used in its everyday sense: "rather than" and
 * "would rather" (a choice, not a softener), "what kind of tool" (a kind, not a hedge), "a pretty
 * garden" (the adjective).
 */
function isEverydayUse(flagged: string, before: string, after: string): boolean {
  const word = flagged.toLowerCase();
  if (word === 'rather') return /^than$/i.test(after) || /^(?:would|had)$|['\u2019]d$/i.test(before);
  if (word === 'kind of' || word === 'sort of') return DETERMINERS.has(before.toLowerCase());
  if (word === 'pretty') return !/ly$/i.test(after) && !INTENSIFIED.has(after.toLowerCase());
  return false;
}

/** The word just before `start`, or just after `end`, in the block's text; '' when there is none. */
function wordBefore(text: string, start: number): string {
  return /([\p{L}'\u2019]+)[\s"'\u201C\u2018(]*$/u.exec(text.slice(Math.max(0, start - 60), start))?.[1] ?? '';
}
function wordAfter(text: string, end: number): string {
  return /^[\s"'\u201C\u2018(]*([\p{L}'\u2019]+)/u.exec(text.slice(end, end + 60))?.[1] ?? '';
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

import { READABILITY_MIN_WORDS } from '../limits.js';
import { fleschScores } from '../writing-analysis/flesch.js';
import { analyzeBlocks, type BlockAnalysis, type WordToken } from './block-analysis.js';
import { brandFindings, compileBrandRules, type BrandPatterns, type BrandRules } from './brand-terms.js';
import type { StyleRulesInput } from './style-rules/compile-style-rules.js';
import { createStyleRuleRunner } from './style-rules/style-rule-runner.js';
import { formalityOf, keyMessageCoverage, toneOf, type FormalityReport, type KeyMessageCoverage, type ToneReport } from './delivery.js';
import { monotonousSentences, overusedWords } from './document-checks.js';
import { FINDING_CATEGORIES, ignoreKey, type Finding, type FindingCategory, type TextBlock } from './finding.js';
import { dictionaryForm, isCheckableWord, isSpelledCorrectly, suggestFixes, type Speller } from './spelling.js';

/**
 * Past this much text the rest of a document is not read (about 30,000 words): analysis must
 * stay within its time budget in the editor and on the server, whatever is pasted.
 */
export const FEEDBACK_MAX_CHARACTERS = 200_000;
/**
 * Looking up suggestions costs 1–100 ms a word (see `suggestFixes`), so each run computes at
 * most this many new ones, and starts no new one past this many milliseconds; the others get
 * theirs in the next runs.
 */
const NEW_SUGGESTIONS_PER_RUN = 30;
const SUGGESTIONS_MS_PER_RUN = 20;
const SUGGESTION_CACHE_MAX = 5_000;

export interface FeedbackOptions {
  /** The dictionary; null while it loads (spelling is then not checked). */
  speller: Speller | null;
  /** The workspace's own words ("Add to dictionary"). */
  dictionary?: readonly string[];
  /** The rules of the client the document is written for. */
  brand?: BrandRules | null;
  /** The style guide of the document's client (its preset, rules turned off) and the workspace's own Vale rules (ADR 0031). */
  styleRules?: StyleRulesInput | null;
  /** Words a writer is meant to repeat (the focus keyphrase): never "overused". */
  expectedWords?: readonly string[];
  /** `ignoreKey`s of the findings the writer ignored in this document. */
  ignored?: readonly string[];
}

export interface Readability {
  /** Flesch reading ease, 0–100 (higher is easier); null under READABILITY_MIN_WORDS words. */
  ease: number | null;
  /** Flesch–Kincaid grade level (US school years); null under READABILITY_MIN_WORDS words. */
  grade: number | null;
  words: number;
  sentences: number;
  syllables: number;
}

export interface FeedbackReport {
  /** In reading order. */
  findings: Finding[];
  counts: Record<FindingCategory, number>;
  readability: Readability;
  /** How the text comes across: tone, formality and, for a client, its key messages. */
  delivery: { tone: ToneReport; formality: FormalityReport; keyMessages: KeyMessageCoverage[] };
  /** Said when the document could not be read as it is: too long to read whole, not in English, no words. */
  notice: string | null;
}

/** Which finding is kept when two checks flag exactly the same words. */
const PRIORITY: Record<FindingCategory, number> = { correctness: 0, brand: 1, style: 2, inclusive: 3, clarity: 4, engagement: 5 };

/** What a save stores of a document's feedback (feedback-thread.ts): how many findings, and how readable. */
export type FeedbackMeasure = Pick<FeedbackReport, 'counts' | 'readability'>;

export interface FeedbackAnalyzer {
  /** Everything the editor's panel shows. */
  analyze(blocks: readonly TextBlock[], options: FeedbackOptions): FeedbackReport;
  /** The same findings counted, without the delivery report or the findings in reading order. */
  measure(blocks: readonly TextBlock[], options: FeedbackOptions): FeedbackMeasure;
}

/** The findings a run keeps (ignored and duplicates out), in no particular order, and what it read. */
interface Reading {
  blocks: readonly TextBlock[];
  analyses: BlockAnalysis[];
  findings: Finding[];
  /** Readability is not scored for a text mostly in another language. */
  language: string | null;
  notices: (string | null)[];
}

/**
 * The writing-feedback engine (ADR 0030). Each block's reading is kept until the block's text
 * changes, so after an edit only the edited paragraphs are read again; the document-wide checks
 * (spelling against the workspace's words, brand rules, overuse, rhythm, readability) are
 * assembled from those readings on every run and cost little.
 */
export function createFeedbackAnalyzer(): FeedbackAnalyzer {
  let cache = new Map<string, BlockAnalysis>();
  /**
   * Each reading's words the dictionary does not know, looked up the first time a run has the
   * dictionary and kept as long as the reading is. A reading made before the dictionary loaded
   * (the browser's first) is kept when it arrives: only its words are looked up then.
   */
  const unknownWords = new WeakMap<BlockAnalysis, WordToken[]>();
  const unknownWordsOf = (analysis: BlockAnalysis, speller: Speller): WordToken[] => {
    let words = unknownWords.get(analysis);
    if (!words) {
      const isUnknown = unknownTo(speller);
      words = analysis.words.filter((word) => isUnknown(word.text));
      unknownWords.set(analysis, words);
    }
    return words;
  };
  const suggestions = new Map<string, string[]>();
  let brandKey = '';
  let brandPatterns: BrandPatterns | null = null;
  const styleRules = createStyleRuleRunner();

  function read(allBlocks: readonly TextBlock[], options: FeedbackOptions): Reading {
    const { blocks, notice } = withinBudget(allBlocks);

    const keys = blocks.map((block) => `${block.kind}\u0000${block.text}`);
    const next = new Map<string, BlockAnalysis>();
    const unread = new Map<string, TextBlock>();
    keys.forEach((key, index) => {
      const cached = cache.get(key);
      if (cached) next.set(key, cached);
      else unread.set(key, blocks[index]!);
    });
    const fresh = analyzeBlocks([...unread.values()]);
    [...unread.keys()].forEach((key, index) => next.set(key, fresh[index]!));
    cache = next;
    const analyses = keys.map((key) => next.get(key)!);

    const findings: Finding[] = [];
    analyses.forEach((analysis, index) => {
      for (const finding of analysis.findings) findings.push({ ...finding, block: index });
    });

    if (options.speller) {
      const speller = options.speller;
      const unknown = analyses.map((analysis) => unknownWordsOf(analysis, speller));
      findings.push(...spellingFindings(unknown, speller, acceptedWords(options), suggestions));
    }
    if (options.brand) {
      const key = JSON.stringify(options.brand);
      if (key !== brandKey) {
        brandKey = key;
        brandPatterns = compileBrandRules(options.brand);
      }
      blocks.forEach((block, index) => findings.push(...brandFindings(block, index, options.brand!, brandPatterns!)));
    }
    let styleNotice: string | null = null;
    if (options.styleRules) {
      const styled = styleRules.run(blocks, keys, analyses.map((analysis) => analysis.sentences), options.styleRules);
      findings.push(...styled.findings);
      styleNotice = styled.notice;
    }
    findings.push(...overusedWords(analyses, expectedWords(options)));
    findings.push(...monotonousSentences(blocks, analyses));

    const ignored = new Set(options.ignored ?? []);
    const kept = deduplicate(ignored.size === 0 ? findings : findings.filter((finding) => !ignored.has(ignoreKey(finding))));
    const language = languageNotice(blocks, analyses);
    return { blocks, analyses, findings: kept, language, notices: [notice, language, styleNotice] };
  }

  return {
    analyze(allBlocks, options) {
      const { blocks, analyses, findings, language, notices } = read(allBlocks, options);
      const texts = blocks.map((block) => block.text);
      return {
        findings: findings.sort((a, b) => a.block - b.block || a.start - b.start || a.end - b.end),
        counts: countByCategory(findings),
        readability: readability(analyses, language === null),
        delivery: {
          tone: toneOf(analyses, texts),
          formality: formalityOf(analyses, texts),
          keyMessages: keyMessageCoverage(options.brand?.keyMessages ?? [], analyses),
        },
        notice: notices.filter(Boolean).join(' ') || null,
      };
    },
    measure(allBlocks, options) {
      const { analyses, findings, language } = read(allBlocks, options);
      return { counts: countByCategory(findings), readability: readability(analyses, language === null) };
    },
  };
}

/**
 * Words looked up per dictionary, by their text: prose repeats its words, and a lookup costs more
 * than reading one. A dictionary's answers never change (the workspace's own words are checked
 * apart, in `isSpelledCorrectly`), so neither do these.
 */
const lookedUp = new WeakMap<Speller, Map<string, boolean>>();
const LOOKED_UP_MAX = 20_000;

/** Whether a word is one to check that this dictionary does not know, remembered per dictionary. */
function unknownTo(speller: Speller): (word: string) => boolean {
  const words = lookedUp.get(speller) ?? new Map<string, boolean>();
  lookedUp.set(speller, words);
  return (word) => {
    let result = words.get(word);
    if (result === undefined) {
      result = isCheckableWord(word) && !speller.correct(dictionaryForm(word));
      if (words.size >= LOOKED_UP_MAX) words.clear();
      words.set(word, result);
    }
    return result;
  };
}

function withinBudget(blocks: readonly TextBlock[]): { blocks: readonly TextBlock[]; notice: string | null } {
  let characters = 0;
  for (let index = 0; index < blocks.length; index += 1) {
    characters += blocks[index]!.text.length;
    if (characters > FEEDBACK_MAX_CHARACTERS) {
      return {
        blocks: blocks.slice(0, index),
        notice: 'This document is too long to check whole: feedback covers its first 200,000 characters.',
      };
    }
  }
  return { blocks, notice: null };
}

/**
 * What to tell a writer whose text the checks cannot read: one in another language (the checks,
 * the dictionary and the readability formulas are English), or one with no words at all (emoji,
 * symbols). Null when the text is mostly English.
 */
function languageNotice(blocks: readonly TextBlock[], analyses: readonly BlockAnalysis[]): string | null {
  let words = 0;
  let otherScript = 0;
  for (const analysis of analyses) {
    words += analysis.words.length;
    otherScript += analysis.otherScriptWords;
  }
  if (otherScript * 2 > words) {
    return 'Most of this document is not in English: only English text is checked, and readability is not scored.';
  }
  if (words === 0 && blocks.some((block) => /[^\s\uFFFC]/u.test(block.text))) {
    return 'This document has no words to check.';
  }
  return null;
}

function acceptedWords(options: FeedbackOptions): Set<string> {
  const accepted = new Set((options.dictionary ?? []).map((word) => word.toLowerCase()));
  for (const word of options.brand?.name.split(/\s+/) ?? []) accepted.add(word.toLowerCase());
  return accepted;
}

function expectedWords(options: FeedbackOptions): Set<string> {
  return new Set((options.expectedWords ?? []).flatMap((phrase) => phrase.toLowerCase().split(/\s+/)).filter(Boolean));
}

/** `unknownWords`: each block's words the dictionary does not know. */
function spellingFindings(unknownWords: readonly WordToken[][], speller: Speller, accepted: ReadonlySet<string>, cache: Map<string, string[]>): Finding[] {
  const found: Finding[] = [];
  let budget = NEW_SUGGESTIONS_PER_RUN;
  const deadline = performance.now() + SUGGESTIONS_MS_PER_RUN;
  unknownWords.forEach((words, block) => {
    for (const word of words) {
      if (isSpelledCorrectly(word.text, speller, accepted)) continue;
      let fixes = cache.get(word.text);
      if (fixes === undefined && budget > 0 && performance.now() < deadline) {
        budget -= 1;
        fixes = suggestFixes(word.text, speller);
        if (cache.size >= SUGGESTION_CACHE_MAX) cache.clear();
        cache.set(word.text, fixes);
      }
      found.push({
        rule: 'spelling',
        category: 'correctness',
        severity: 'error',
        block,
        start: word.start,
        end: word.end,
        text: word.text,
        message: `“${word.text}” may be misspelled.`,
        why: 'It is not in the dictionary. If it is right (a name, a term of your trade), add it to the workspace dictionary.',
        fixes: fixes ?? [],
        safe: false,
      });
    }
  });
  return found;
}

/** One finding per range of words, the most important check's; in no particular order. */
function deduplicate(findings: Finding[]): Finding[] {
  // Per block, by range as one number: a string key per finding cost a save of 50,000 words
  // several milliseconds.
  const byBlock: Map<number, Finding>[] = [];
  for (const finding of findings) {
    const byRange = (byBlock[finding.block] ??= new Map());
    const key = finding.start * RANGE_PART + finding.end;
    const kept = byRange.get(key);
    if (!kept || PRIORITY[finding.category] < PRIORITY[kept.category]) byRange.set(key, finding);
  }
  return byBlock.flatMap((byRange) => (byRange ? [...byRange.values()] : []));
}

/** A block read is at most FEEDBACK_MAX_CHARACTERS long, so a range's start and end each fit in 18 bits. */
const RANGE_PART = 2 ** 18;

function countByCategory(findings: readonly Finding[]): Record<FindingCategory, number> {
  const counts = Object.fromEntries(FINDING_CATEGORIES.map((category) => [category, 0])) as Record<FindingCategory, number>;
  for (const finding of findings) counts[finding.category] += 1;
  return counts;
}

/** The Flesch reading ease and grade (flesch.ts) over every block's sentences as retext splits them. */
function readability(analyses: readonly BlockAnalysis[], scored: boolean): Readability {
  let words = 0;
  let sentences = 0;
  let syllables = 0;
  for (const analysis of analyses) {
    words += analysis.words.length;
    sentences += analysis.sentences.length;
    syllables += analysis.syllables;
  }
  if (!scored || words < READABILITY_MIN_WORDS || sentences === 0) return { ease: null, grade: null, words, sentences, syllables };
  return {
    ...fleschScores(words, sentences, syllables),
    words,
    sentences,
    syllables,
  };
}

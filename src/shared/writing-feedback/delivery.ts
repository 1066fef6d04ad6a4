import { formalityLabel, INFORMAL_WORDS, isQuestion, sentenceSentiment } from '../writing-analysis/tone-lexicon.js';
import type { BlockAnalysis, WordToken } from './block-analysis.js';
import { FUNCTION_WORDS } from './function-words.js';

/** A sentence that sets the tone, with where it is. */
export interface ToneSentence {
  block: number;
  start: number;
  end: number;
  /** Its AFINN score: the sum of its words' scores, a negated word counted the other way. */
  score: number;
}

export interface ToneReport {
  label: 'positive' | 'neutral' | 'negative';
  /** The mean score of the sentences that carry any feeling (−5…5); 0 when none does. */
  score: number;
  /** How many sentences carry a feeling, of how many. */
  emotive: number;
  sentences: number;
  /** The three most positive and the three most negative sentences, strongest first. */
  positive: ToneSentence[];
  negative: ToneSentence[];
}

export interface FormalityReport {
  label: 'formal' | 'neutral' | 'informal';
  /** Informal signs per 100 words. */
  informalPer100: number;
  /** What was counted, for the panel to show. */
  signs: { contractions: number; personalPronouns: number; informalWords: number; exclamations: number };
}

export interface KeyMessageCoverage {
  message: string;
  covered: boolean;
  /** The message's key words found in the text, of how many. */
  found: number;
  of: number;
}

/** A mean sentence score beyond this is a positive or negative tone; AFINN scores run −5…5 per word. */
const TONE_THRESHOLD = 0.5;

/**
 * Tone: the AFINN-165 lexicon (3,382 English words scored −5…5 by Finn Årup Nielsen) summed per
 * sentence, with negation flipping a word's score. The document's tone is the mean of the
 * sentences that carry any feeling, so a long factual text with a few warm sentences reads as warm,
 * not as neutral. A lexicon cannot read sarcasm or context; the panel says how it was computed.
 */
export function toneOf(analyses: readonly BlockAnalysis[], texts: readonly string[]): ToneReport {
  const scored: ToneSentence[] = [];
  let sentences = 0;
  analyses.forEach((analysis, block) => {
    const tone = blockToneOf(analysis, texts[block] ?? '');
    sentences += tone.sentences;
    for (const sentence of tone.scored) scored.push({ block, ...sentence });
  });
  const mean = scored.length === 0 ? 0 : scored.reduce((sum, sentence) => sum + sentence.score, 0) / scored.length;
  return {
    label: mean > TONE_THRESHOLD ? 'positive' : mean < -TONE_THRESHOLD ? 'negative' : 'neutral',
    score: Math.round(mean * 10) / 10,
    emotive: scored.length,
    sentences,
    positive: scored.filter((sentence) => sentence.score > 0).sort((a, b) => b.score - a.score).slice(0, 3),
    negative: scored.filter((sentence) => sentence.score < 0).sort((a, b) => a.score - b.score).slice(0, 3),
  };
}

/** One block's sentences that carry a feeling, and how many sentences it has. */
interface BlockTone {
  scored: Omit<ToneSentence, 'block'>[];
  sentences: number;
}

/**
 * A block's analysis is kept while its text is unchanged (analyze-feedback.ts), so its part of the
 * tone is too: a document-wide report after an edit scores only the edited paragraphs' sentences.
 */
const blockTones = new WeakMap<BlockAnalysis, BlockTone>();

function blockToneOf(analysis: BlockAnalysis, text: string): BlockTone {
  const known = blockTones.get(analysis);
  if (known) return known;
  const tone: BlockTone = { scored: [], sentences: analysis.sentences.length };
  let wordIndex = 0;
  for (const sentence of analysis.sentences) {
    const words: WordToken[] = [];
    while (wordIndex < analysis.words.length && analysis.words[wordIndex]!.start < sentence.end) {
      if (analysis.words[wordIndex]!.start >= sentence.start) words.push(analysis.words[wordIndex]!);
      wordIndex += 1;
    }
    const score = sentenceSentiment(
      words.map((word) => word.text),
      { question: isQuestion(text.slice(sentence.start, sentence.end)) },
    );
    if (score !== 0) tone.scored.push({ start: sentence.start, end: sentence.end, score });
  }
  blockTones.set(analysis, tone);
  return tone;
}

const CONTRACTION = /^\p{L}+['\u2019](?:t|s|re|ve|ll|d|m)$/iu;
const PERSONAL_PRONOUNS = new Set(['i', 'me', 'my', 'mine', 'you', 'your', 'yours', "i'm", "you're", "you'll", "you've", "i've", "i'll", "i'd"]);
/**
 * Formality, estimated from what style guides name as informal: contractions, first and second
 * person (I, you), colloquial words and exclamation marks, per 100 words. An estimate, shown with
 * its counts so the writer can judge it.
 */
export function formalityOf(analyses: readonly BlockAnalysis[], texts: readonly string[]): FormalityReport {
  const signs = { contractions: 0, personalPronouns: 0, informalWords: 0, exclamations: 0 };
  let words = 0;
  analyses.forEach((analysis, block) => {
    const counted = blockFormalityOf(analysis, texts[block] ?? '');
    words += analysis.words.length;
    signs.contractions += counted.contractions;
    signs.personalPronouns += counted.personalPronouns;
    signs.informalWords += counted.informalWords;
    signs.exclamations += counted.exclamations;
  });
  const total = signs.contractions + signs.personalPronouns + signs.informalWords + signs.exclamations;
  const per100 = words === 0 ? 0 : (total / words) * 100;
  return {
    label: words === 0 ? 'neutral' : formalityLabel(per100),
    informalPer100: Math.round(per100 * 10) / 10,
    signs,
  };
}

/** One block's informal signs, counted once per block text (see blockTones). */
const blockFormalities = new WeakMap<BlockAnalysis, FormalityReport['signs']>();

function blockFormalityOf(analysis: BlockAnalysis, text: string): FormalityReport['signs'] {
  const known = blockFormalities.get(analysis);
  if (known) return known;
  const signs = { contractions: 0, personalPronouns: 0, informalWords: 0, exclamations: (text.match(/!/g) ?? []).length };
  for (const word of analysis.words) {
    const key = word.text.toLowerCase().replace(/\u2019/g, "'");
    if (PERSONAL_PRONOUNS.has(key)) signs.personalPronouns += 1;
    else if (CONTRACTION.test(key) && !key.endsWith("'s")) signs.contractions += 1;
    if (INFORMAL_WORDS.has(key)) signs.informalWords += 1;
  }
  blockFormalities.set(analysis, signs);
  return signs;
}

/** A key message counts as covered when at least this share of its key words is in the text. */
const KEY_MESSAGE_COVERAGE = 0.6;

/**
 * Whether each of the client's key messages comes across: its key words (not function words) are
 * looked for anywhere in the text, a word matching by its first five letters so "sustainable"
 * finds "sustainably". A message is covered when most of its key words appear; a reader judges
 * the wording, this only says what is missing.
 */
export function keyMessageCoverage(messages: readonly string[], analyses: readonly BlockAnalysis[]): KeyMessageCoverage[] {
  if (messages.length === 0) return [];
  const stems = analyses.map(blockStemsOf);
  const inText = (key: string) => stems.some((blockStems) => blockStems.has(key));
  return messages.map((message) => {
    const keys = [...new Set((message.toLowerCase().match(/[\p{L}\p{N}'’-]+/gu) ?? []).filter((word) => word.length > 2 && !FUNCTION_WORDS.has(word)).map(stem))];
    const found = keys.filter(inText).length;
    return { message, covered: keys.length > 0 && found / keys.length >= KEY_MESSAGE_COVERAGE, found, of: keys.length };
  });
}

/** One block's word stems, found once per block text (see blockTones). */
const blockStems = new WeakMap<BlockAnalysis, Set<string>>();

function blockStemsOf(analysis: BlockAnalysis): Set<string> {
  let stems = blockStems.get(analysis);
  if (!stems) {
    stems = new Set(analysis.words.map((word) => stem(word.text)));
    blockStems.set(analysis, stems);
  }
  return stems;
}

function stem(word: string): string {
  return word.toLowerCase().replace(/[\u2018\u2019]/g, "'").slice(0, 5);
}

import { parseProse, type Prose } from './parse-prose.js';
import { readingLevelOfProse } from './readability.js';
import { INFORMAL_WORDS, isQuestion, sentenceSentiment } from './tone-lexicon.js';

/**
 * A text's voice as measured traits (issue 15: brand voice learning and voice match). Each is a
 * rate or an average, so a 300-word sample and a 3,000-word article compare directly. Measured on
 * the prose of the markdown (parse-prose.ts); English heuristics, documented per trait.
 */
export interface VoiceTraits {
  words: number;
  sentences: number;
  /** Words per sentence, on average. */
  sentenceLength: number;
  /** How much sentence lengths vary (their standard deviation over their mean): the rhythm. */
  sentenceVariety: number;
  /** Flesch reading ease 0–100, or null for a text too short to measure. */
  readingEase: number | null;
  /**
   * Flesch–Kincaid grade (US school years), or null for a text too short to measure. Absent from
   * voices learned before it was measured.
   */
  readingGrade?: number | null;
  /** Per 100 words: first person plural (we, us, our), second (you, your), first singular (I, me, my). */
  we: number;
  you: number;
  i: number;
  /** Contractions (don't, we're, it's) per 100 words. */
  contractions: number;
  /** Share of sentences with a passive construction ("was written", "is being built"), 0–1. */
  passive: number;
  /** Shares of sentences ending in ! and in ?, 0–1. */
  exclamations: number;
  questions: number;
  /**
   * The mean feeling of a sentence on the AFINN-165 word list (−5…5 a word, a negated word
   * counted the other way; tone-lexicon.ts): above 0.5 warm, below −0.5 critical. Absent from
   * voices learned before it was measured.
   */
  sentiment?: number;
  /** Informal signs per 100 words: contractions, I and you, colloquial words, exclamation marks (as live feedback counts them). */
  formality?: number;
}

const WE = new Set(['we', 'us', 'our', 'ours', 'ourselves', "we're", "we've", "we'll", "we'd", "let's"]);
const YOU = new Set(['you', 'your', 'yours', 'yourself', 'yourselves', "you're", "you've", "you'll", "you'd"]);
const I = new Set(['i', 'me', 'my', 'mine', 'myself', "i'm", "i've", "i'll", "i'd"]);
const BE = new Set(['am', 'is', 'are', 'was', 'were', 'be', 'been', 'being', "it's", "that's", "he's", "she's"]);
const IRREGULAR_PARTICIPLES = new Set(
  'known written given made done seen taken built sent shown told found held kept left paid sold brought bought thought taught chosen driven eaten forgotten hidden spoken stolen broken frozen grown thrown drawn worn torn born begun run won understood'.split(' '),
);
const CONTRACTION = /^[a-z]+['’](?:t|s|re|ve|ll|d|m)$/;

const per100 = (count: number, words: number) => (words === 0 ? 0 : (100 * count) / words);

/** "was written", "is being built", "were quickly sold": a form of be, then a participle within two words. */
function hasPassive(words: readonly string[]): boolean {
  for (let index = 0; index < words.length; index += 1) {
    if (!BE.has(words[index] ?? '')) continue;
    for (const next of words.slice(index + 1, index + 3)) {
      if ((next.length > 4 && next.endsWith('ed')) || IRREGULAR_PARTICIPLES.has(next)) return true;
    }
  }
  return false;
}

export function measureVoice(markdown: string): VoiceTraits {
  return voiceOfProse(parseProse(markdown, { sentences: true }));
}

export function voiceOfProse(prose: Prose): VoiceTraits {
  const lengths: number[] = [];
  let we = 0;
  let you = 0;
  let i = 0;
  let contractions = 0;
  let passive = 0;
  let exclamations = 0;
  let questions = 0;
  let informal = 0;
  let sentiment = 0;
  for (const block of prose.blocks) {
    if (block.kind === 'heading') continue;
    for (const word of block.words) {
      const plain = word.replace(/’/g, "'");
      if (WE.has(plain)) we += 1;
      else if (YOU.has(plain)) you += 1;
      else if (I.has(plain)) i += 1;
      if (CONTRACTION.test(plain)) contractions += 1;
      if (INFORMAL_WORDS.has(plain)) informal += 1;
    }
    let first = 0;
    block.sentenceLengths.forEach((length, index) => {
      sentiment += sentenceSentiment(block.words.slice(first, first + length), { question: isQuestion(block.sentences?.[index] ?? '') });
      first += length;
    });
    lengths.push(...block.sentenceLengths);
    for (const sentence of block.sentences ?? []) {
      const trimmed = sentence.trimEnd().replace(/["'”’)\]]+$/, '');
      if (trimmed.endsWith('!')) exclamations += 1;
      else if (trimmed.endsWith('?')) questions += 1;
      if (hasPassive(sentence.toLowerCase().split(/\s+/).map((token) => token.replace(/^[^\p{L}]+|[^\p{L}'’]+$/gu, '')))) passive += 1;
    }
  }
  const words = lengths.reduce((sum, length) => sum + length, 0);
  const sentences = lengths.length;
  const mean = sentences === 0 ? 0 : words / sentences;
  const spread = sentences === 0 ? 0 : Math.sqrt(lengths.reduce((sum, length) => sum + (length - mean) ** 2, 0) / sentences);
  const level = readingLevelOfProse(prose);
  return {
    words,
    sentences,
    sentenceLength: mean,
    sentenceVariety: mean === 0 ? 0 : spread / mean,
    readingEase: level?.ease ?? null,
    readingGrade: level?.grade ?? null,
    we: per100(we, words),
    you: per100(you, words),
    i: per100(i, words),
    contractions: per100(contractions, words),
    passive: sentences === 0 ? 0 : passive / sentences,
    exclamations: sentences === 0 ? 0 : exclamations / sentences,
    questions: sentences === 0 ? 0 : questions / sentences,
    sentiment: sentences === 0 ? 0 : sentiment / sentences,
    // Contractions, I and you, colloquial words and exclamation marks, as live feedback counts formality.
    formality: per100(contractions + you + i + informal + exclamations, words),
  };
}

/** The brand's voice as the mean of its samples' traits, each sample counting the same. */
export function averageVoice(samples: readonly VoiceTraits[]): VoiceTraits | null {
  if (samples.length === 0) return null;
  const mean = (pick: (traits: VoiceTraits) => number) => samples.reduce((sum, traits) => sum + pick(traits), 0) / samples.length;
  const eases = samples.map((traits) => traits.readingEase).filter((ease): ease is number => ease !== null);
  const grades = samples.map((traits) => traits.readingGrade).filter((grade): grade is number => typeof grade === 'number');
  return {
    words: mean((traits) => traits.words),
    sentences: mean((traits) => traits.sentences),
    sentenceLength: mean((traits) => traits.sentenceLength),
    sentenceVariety: mean((traits) => traits.sentenceVariety),
    readingEase: eases.length === 0 ? null : eases.reduce((sum, ease) => sum + ease, 0) / eases.length,
    readingGrade: grades.length === 0 ? null : grades.reduce((sum, grade) => sum + grade, 0) / grades.length,
    we: mean((traits) => traits.we),
    you: mean((traits) => traits.you),
    i: mean((traits) => traits.i),
    contractions: mean((traits) => traits.contractions),
    passive: mean((traits) => traits.passive),
    exclamations: mean((traits) => traits.exclamations),
    questions: mean((traits) => traits.questions),
    ...optionalMean(samples, 'sentiment'),
    ...optionalMean(samples, 'formality'),
  };
}

/** A trait newer than some stored voices: averaged over the samples that have it, absent when none does. */
function optionalMean(samples: readonly VoiceTraits[], trait: 'sentiment' | 'formality'): Partial<VoiceTraits> {
  const values = samples.map((traits) => traits[trait]).filter((value): value is number => value !== undefined);
  return values.length === 0 ? {} : { [trait]: values.reduce((sum, value) => sum + value, 0) / values.length };
}

export interface VoiceMatch {
  /** 100: the text reads like the brand on every trait; lower the further it is off. */
  score: number;
  /** The traits furthest off, in words, worst first (at most three). */
  furthest: string[];
}

interface TraitGap {
  gap: number;
  message: string;
}

function ratioGap(text: number, brand: number, label: string, unit: string): TraitGap | null {
  if (brand <= 0 || text <= 0) return null;
  const ratio = text / brand;
  const gap = Math.abs(Math.log2(ratio));
  const percent = Math.round(Math.abs(ratio - 1) * 100);
  return { gap, message: `${label} ${percent}% ${ratio > 1 ? 'longer' : 'shorter'} than the brand’s (${text.toFixed(1)} ${unit} against ${brand.toFixed(1)})` };
}

function rateGap(text: number, brand: number, scale: number, more: string, less: string): TraitGap {
  return { gap: Math.min(1, Math.abs(text - brand) / scale), message: text > brand ? more : less };
}

/**
 * How close a text is to a brand's voice: each trait's distance is scaled to 0–1 (sentence
 * length by ratio, so 40% longer counts the same at any length; rates by a span that means
 * "clearly different"), the score is 100 minus the mean distance × 100, and the three largest
 * distances are named.
 */
export function compareVoice(text: VoiceTraits, brand: VoiceTraits): VoiceMatch {
  const gaps: TraitGap[] = [];
  const length = ratioGap(text.sentenceLength, brand.sentenceLength, 'Sentences', 'words');
  if (length) gaps.push({ ...length, gap: Math.min(1, length.gap) });
  gaps.push(rateGap(text.sentenceVariety, brand.sentenceVariety, 0.5, 'Sentence lengths vary more than the brand’s', 'Sentence lengths vary less than the brand’s'));
  if (text.readingEase !== null && brand.readingEase !== null) {
    gaps.push(rateGap(text.readingEase, brand.readingEase, 30, 'Reads easier than the brand’s texts', 'Reads harder than the brand’s texts'));
  }
  gaps.push(rateGap(text.we, brand.we, 3, 'Says “we” more than the brand does', 'Says “we” less than the brand does'));
  gaps.push(rateGap(text.you, brand.you, 3, 'Says “you” more than the brand does', 'Says “you” less than the brand does'));
  gaps.push(rateGap(text.i, brand.i, 2, 'Says “I” more than the brand does', 'Says “I” less than the brand does'));
  gaps.push(rateGap(text.contractions, brand.contractions, 2, 'Uses more contractions than the brand', 'Uses fewer contractions than the brand'));
  gaps.push(rateGap(text.passive, brand.passive, 0.3, 'More passive sentences than the brand’s', 'Fewer passive sentences than the brand’s'));
  gaps.push(rateGap(text.exclamations, brand.exclamations, 0.2, 'More exclamations than the brand’s', 'Fewer exclamations than the brand’s'));
  gaps.push(rateGap(text.questions, brand.questions, 0.2, 'More questions than the brand’s', 'Fewer questions than the brand’s'));
  // Voices learned before sentiment and formality were measured have neither: those are left out.
  if (text.sentiment !== undefined && brand.sentiment !== undefined) {
    gaps.push(rateGap(text.sentiment, brand.sentiment, 2, 'Warmer in tone than the brand’s texts', 'Cooler in tone than the brand’s texts'));
  }
  if (text.formality !== undefined && brand.formality !== undefined) {
    gaps.push(rateGap(text.formality, brand.formality, 4, 'Less formal than the brand’s texts', 'More formal than the brand’s texts'));
  }
  const mean = gaps.reduce((sum, trait) => sum + trait.gap, 0) / gaps.length;
  const furthest = [...gaps]
    .filter((trait) => trait.gap >= 0.2)
    .sort((a, b) => b.gap - a.gap)
    .slice(0, 3)
    .map((trait) => trait.message);
  return { score: Math.round(100 * (1 - mean)), furthest };
}

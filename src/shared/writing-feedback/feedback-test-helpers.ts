import dictionary from 'dictionary-en';
import nspell from 'nspell';
import { parseMarkdown } from '../rich-text/markdown.js';
import { createFeedbackAnalyzer, type FeedbackOptions, type FeedbackReport } from './analyze-feedback.js';
import { documentBlocks } from './document-blocks.js';
import type { Finding } from './finding.js';
import type { Speller } from './spelling.js';

/** For the tests: the dictionary the worker and the server load, read once per test file. */
let loaded: Speller | null = null;
export function englishSpeller(): Speller {
  loaded ??= nspell(dictionary);
  return loaded;
}

/** A document's feedback the way the server computes it: markdown → document → blocks → analysis. */
export function feedbackOn(markdown: string, options: Partial<FeedbackOptions> = {}): FeedbackReport {
  const blocks = documentBlocks(parseMarkdown(markdown));
  return createFeedbackAnalyzer().analyze(blocks, { speller: englishSpeller(), ...options });
}

/** The text each finding of one rule flags, in reading order. */
export function flagged(markdown: string, rule: string, options: Partial<FeedbackOptions> = {}): string[] {
  return feedbackOn(markdown, options).findings.filter((finding) => finding.rule === rule).map((finding) => finding.text);
}

/** The findings of one rule. */
export function findingsOf(markdown: string, rule: string, options: Partial<FeedbackOptions> = {}): Finding[] {
  return feedbackOn(markdown, options).findings.filter((finding) => finding.rule === rule);
}

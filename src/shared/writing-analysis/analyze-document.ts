import { countWords } from './count-words.js';
import { parseProse } from './parse-prose.js';
import { readabilityOfProse } from './readability.js';
import { seoOfProse, type SeoCheckId, type SeoOptions } from './seo.js';

export interface DocumentAnalysis {
  wordCount: number;
  /** Flesch reading ease 0–100; null for texts too short to measure. */
  readabilityScore: number | null;
  seoScore: number;
  /** What would raise the SEO score: the checks that did not pass, in the order of the checks. */
  suggestions: Array<{ check: SeoCheckId; message: string }>;
}

/**
 * Everything the server stores with a document on create and update. The markdown is parsed once
 * and shared by the readability and SEO measures, so a long document costs one linear pass.
 */
export function analyzeDocument(content: string, options: SeoOptions = {}): DocumentAnalysis {
  const prose = parseProse(content);
  const seo = seoOfProse(prose, options, content);
  return {
    wordCount: countWords(content),
    readabilityScore: readabilityOfProse(prose),
    seoScore: seo.score,
    suggestions: seo.checks.filter((check) => !check.passed).map(({ check, message }) => ({ check, message })),
  };
}

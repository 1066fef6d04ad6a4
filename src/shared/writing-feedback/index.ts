export { createFeedbackAnalyzer, FEEDBACK_MAX_CHARACTERS, type FeedbackAnalyzer, type FeedbackMeasure, type FeedbackOptions, type FeedbackReport, type Readability } from './analyze-feedback.js';
export type { BrandRules } from './brand-terms.js';
export { CATEGORY_LABELS, FINDING_CATEGORIES, ignoreKey, type Finding, type FindingCategory, type FindingSeverity, type TextBlock } from './finding.js';
export type { Speller } from './spelling.js';
export type { StyleRulesInput } from './style-rules/compile-style-rules.js';
export type { FormalityReport, KeyMessageCoverage, ToneReport, ToneSentence } from './delivery.js';

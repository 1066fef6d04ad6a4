import { z } from 'zod';
import { aiRequestOutcomes } from '../vocabulary.js';

/**
 * Settings → AI usage (issue 15): a month of a workspace's AI requests, summed by person, action
 * and model, and the requests themselves: who, when, action, model, tokens and time, never text.
 */

export const AI_REQUEST_LOG_PAGE_SIZE = 50;
export const AI_REQUEST_LOG_PAGE_SIZE_MAX = 100;

/** A calendar month, UTC, as YYYY-MM: the plan's allowance counts by the same months. */
export const usageMonth = z.string().regex(/^2[0-9]{3}-(0[1-9]|1[0-2])$/, 'month must be a month as YYYY-MM, e.g. 2026-11');

export const aiUsageReportQuery = z.object({
  /** Left out: this month. */
  month: usageMonth.optional(),
});

export const aiRequestLogQuery = z.object({
  month: usageMonth.optional(),
  limit: z.coerce.number().int().min(1).max(AI_REQUEST_LOG_PAGE_SIZE_MAX).default(AI_REQUEST_LOG_PAGE_SIZE),
  /** Opaque: nextCursor of the previous page. */
  cursor: z.string().max(100).optional(),
});

/** Sums over a set of requests. Tokens are those the model reported: local servers often report none. */
const usageTotals = z.object({
  requests: z.number().int(),
  failed: z.number().int(),
  promptTokens: z.number().int(),
  completionTokens: z.number().int(),
  /** Over the requests that finished; null: none has. */
  averageDurationMs: z.number().int().nullable(),
});
export type AiUsageTotals = z.infer<typeof usageTotals>;

/** Who asked: null name and email once the account is deleted (its requests stay counted). */
const person = z.object({ userId: z.number().int().nullable(), name: z.string().nullable(), email: z.string().nullable() });

export const aiUsageReport = z.object({
  month: usageMonth,
  totals: usageTotals,
  byPerson: z.array(usageTotals.extend(person.shape)),
  byAction: z.array(usageTotals.extend({ action: z.string() })),
  byModel: z.array(usageTotals.extend({ model: z.string() })),
});
export type AiUsageReport = z.infer<typeof aiUsageReport>;

export const aiRequestView = person.extend({
  id: z.number().int(),
  startedAt: z.string(),
  action: z.string(),
  model: z.string(),
  outcome: z.enum(aiRequestOutcomes),
  /** What went wrong, in the provider layer's words (a failed request only). */
  failure: z.string().nullable(),
  promptTokens: z.number().int().nullable(),
  completionTokens: z.number().int().nullable(),
  durationMs: z.number().int().nullable(),
});
export type AiRequestView = z.infer<typeof aiRequestView>;

export const aiRequestLogPage = z.object({ requests: z.array(aiRequestView), nextCursor: z.string().nullable() });
export type AiRequestLogPage = z.infer<typeof aiRequestLogPage>;

/**
 * The actions requests are recorded under, in words. A generator's request is recorded under the
 * generator's kind; "generate" is what requests made before that were recorded under.
 */
export const aiActionLabels: Record<string, string> = {
  rewrite: 'Rewrite',
  shorten: 'Shorten',
  expand: 'Expand',
  simplify: 'Simplify',
  'change-tone': 'Change tone',
  continue: 'Continue writing',
  'draft-outline': 'Draft from brief: outline',
  'draft-section': 'Draft from brief: section',
  fix: 'Fix with AI',
  'style-guide': 'Brand style guide',
  headlines: 'Headlines',
  'meta-description': 'Meta description',
  'social-posts': 'Social posts',
  'subject-lines': 'Email subject lines',
  summarize: 'Summarize',
  generate: 'Generator',
};

export const aiActionLabel = (action: string): string => aiActionLabels[action] ?? action;

/** Why a request failed, in words, from the kind recorded (the provider layer's ModelErrorKind, or "internal"). */
export const aiFailureLabels: Record<string, string> = {
  'bad-key': 'key refused',
  'unknown-model': 'unknown model',
  'rate-limited': 'rate limited',
  'context-too-long': 'text too long for the model',
  unreachable: 'endpoint unreachable',
  timeout: 'timed out',
  dropped: 'connection dropped',
  'provider-error': 'provider error',
  'empty-answer': 'empty answer',
  internal: 'error in Inkwise',
};

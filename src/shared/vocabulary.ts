/**
 * The lists the whole system agrees on, spelled once (issue 13; ADR 0016). The database schema,
 * the API contract, the seed catalogue and the client all import them from here; this module
 * depends on nothing, so the schema no longer imports the API contract.
 */

/** Plans a person can be on; the master account reads as enterprise. */
export const subscriptionTiers = ['free', 'individual', 'family', 'enterprise'] as const;
export type SubscriptionTier = (typeof subscriptionTiers)[number];

/** The tiers that are paid for, at a payment provider. */
export const paidTiers = ['individual', 'family', 'enterprise'] as const;
export type PaidTier = (typeof paidTiers)[number];

/** How a paid plan stands at its provider; `canceled` once it has ended. */
export const subscriptionStatuses = ['active', 'trialing', 'past_due', 'canceled'] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

/** Who takes the payment: cards through Stripe, or PayPal. */
export const paymentProviders = ['stripe', 'paypal'] as const;
export type PaymentProvider = (typeof paymentProviders)[number];

export const templateCategories = ['email', 'blog', 'social', 'other'] as const;
export type TemplateCategory = (typeof templateCategories)[number];

/** Where a file's text extraction stands. */
export const fileProcessingStatuses = ['pending', 'completed', 'partial', 'failed'] as const;
export type FileProcessingStatus = (typeof fileProcessingStatuses)[number];

export const projectStatuses = ['planning', 'in-progress', 'review', 'completed', 'on-hold'] as const;
export type ProjectStatus = (typeof projectStatuses)[number];

export const projectTypes = ['blog', 'social', 'email', 'proposal', 'website'] as const;
export type ProjectType = (typeof projectTypes)[number];

/** The plans a sales enquiry can ask about. */
export const planInterests = ['individual', 'family', 'enterprise', 'custom'] as const;
export type PlanInterest = (typeof planInterests)[number];

/** The mailing lists a visitor can join from the public site. */
export const emailLists = ['status', 'newsletter'] as const;
export type EmailList = (typeof emailLists)[number];

/** How a personality writes: instructions for the writing model, kept on the server. */
export interface VoiceProfile {
  tone: string;
  sentenceLength: string;
  vocabulary: string;
  do: string[];
  dont: string[];
}

/**
 * Why a document version was kept: a manual save, an autosave (at most one per 10 minutes), or
 * the text a restore replaced.
 */
export const documentVersionKinds = ['manual', 'autosave', 'before-restore'] as const;
export type DocumentVersionKind = (typeof documentVersionKinds)[number];

/** How an AI request ended (issue 15); `running` until it does. Failed requests do not count towards the plan. */
export const aiRequestOutcomes = ['running', 'completed', 'stopped', 'failed'] as const;
export type AiRequestOutcome = (typeof aiRequestOutcomes)[number];

/** What a model can generate from a document (issue 15), as the AI menu names them. */
export const modelGeneratorKinds = ['headlines', 'meta-description', 'subject-lines', 'social-posts', 'summarize'] as const;
export type ModelGeneratorKind = (typeof modelGeneratorKinds)[number];

/**
 * What a public API key may do (issue 17): `read` the workspace's documents and brands and analyze
 * text, `write` documents and brands, `ai` call the model (rewrite).
 */
export const apiKeyScopes = ['read', 'write', 'ai'] as const;
export type ApiKeyScope = (typeof apiKeyScopes)[number];

/** The windows the public API's plan limits count in (spec §9): requests per hour and per month. */
export const apiRateWindows = ['hour', 'month'] as const;
export type ApiRateWindow = (typeof apiRateWindows)[number];

/**
 * Client review links (issue 19, ADR 0043): what a link lets its guest do, and the two answers a
 * guest can give. A link with no answer yet has a null decision.
 */
export const reviewPermissions = ['comment', 'view'] as const;
export type ReviewPermission = (typeof reviewPermissions)[number];
export const reviewDecisions = ['approved', 'changes_requested'] as const;
export type ReviewDecision = (typeof reviewDecisions)[number];

/**
 * What an in-app notification (the header's bell, issue 19) is about: a mention in a comment, or a
 * client's decision on a review link (ADR 0046).
 */
export const notificationKinds = ['mention', 'review-decision'] as const;
export type NotificationKind = (typeof notificationKinds)[number];

/** A member's role in a workspace (issue 18), from most to least able: defined with how a refusal reads. */
export { workspaceRoles, type WorkspaceRole } from './roles.js';

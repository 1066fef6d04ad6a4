import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  jsonb,
  integer,
  smallint,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { auditActions } from '../../shared/audit-actions.js';
import type { AvoidedTerm } from '../../shared/writing-analysis/avoided-terms.js';
import type { VoiceTraits } from '../../shared/writing-analysis/voice-traits.js';
import { STYLE_GUIDE_PRESETS } from '../../shared/writing-feedback/style-rules/style-guides.js';
import {
  aiRequestOutcomes,
  apiKeyScopes,
  apiRateWindows,
  documentVersionKinds,
  emailLists,
  fileProcessingStatuses,
  paymentProviders,
  planInterests,
  projectStatuses,
  projectTypes,
  notificationKinds,
  reviewDecisions,
  reviewPermissions,
  subscriptionStatuses,
  subscriptionTiers,
  templateCategories,
  type VoiceProfile,
  workspaceRoles,
} from '../../shared/vocabulary.js';

/**
 * Identity and tenancy. Every table of user data added later carries `workspace_id` and is read
 * through it; a user reaches a workspace through `workspace_members`, so more members with roles
 * can join one workspace without any query changing.
 */

export const workspaces = pgTable('workspaces', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  // Its owner's "Require two-factor authentication for every member" (issue 18, ADR 0038).
  requireTwoFactor: boolean('require_two_factor').notNull().default(false),
  // Seats the administrator agreed above Enterprise's 10 ("custom above", issue 18); null: the
  // plan's own number. Counted only while the owner's plan is Enterprise (team/seats.ts).
  customSeats: integer('custom_seats'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    company: text('company'),
    subscriptionTier: text('subscription_tier', { enum: subscriptionTiers })
      .notNull()
      .default('free'),
    isMasterAccount: boolean('is_master_account').notNull().default(false),
    // When the owner followed the link mailed to this address (issue 18); null: not yet. Accounts
    // made before verification existed were marked verified by migration 0022 (ADR 0033).
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    // The personality new documents start with (the header's picker); null: the first one.
    defaultPersonalityId: integer('default_personality_id').references(() => personalities.id, { onDelete: 'set null' }),
    // Two-factor sign-in (ADR 0038): the TOTP secret sealed with APP_SECRET, set at set-up and
    // only in force once a code confirmed it (enabled_at); the last time step a code was accepted
    // for, so that the same code cannot be used twice.
    twoFactorSecretSealed: text('two_factor_secret_sealed'),
    twoFactorEnabledAt: timestamp('two_factor_enabled_at', { withTimezone: true }),
    twoFactorLastStep: integer('two_factor_last_step'),
    // Set by the administrator (issue 18, ADR 0039): a suspended account cannot sign in and its
    // sessions and API keys stop; null: in good standing.
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    suspensionReason: text('suspension_reason'),
    // The plan in subscription_tier was granted by the administrator without billing ("Comped").
    planCompedAt: timestamp('plan_comped_at', { withTimezone: true }),
    // The last successful sign-in, for the administrator's list of accounts.
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Emails are compared case-insensitively: one account per address however it is typed.
  (table) => [uniqueIndex('users_email_lower_key').on(sql`lower(${table.email})`)],
);

export { workspaceRoles, type WorkspaceRole } from '../../shared/vocabulary.js';

export const workspaceMembers = pgTable(
  'workspace_members',
  {
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: workspaceRoles }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // When the member last switched to (or joined) this workspace: sign-in opens the most recent
    // one (issue 18, ADR 0036); null: never switched, so the oldest membership wins.
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.workspaceId, table.userId] }), index().on(table.userId)],
);

/**
 * Invitations to join a workspace (issue 18, ADR 0036): mailed as /invite/<token>, which works once,
 * for INVITATION_LINK_DAYS. Only the SHA-256 of the token is kept; an accepted or revoked row stays,
 * so that its link can say which.
 */
export const workspaceInvitations = pgTable(
  'workspace_invitations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role', { enum: workspaceRoles }).notNull(),
    tokenHash: text('token_hash').notNull(),
    // null once the inviter's account is deleted; the invitation still stands.
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex().on(table.tokenHash), index().on(table.workspaceId)],
);

export const sessions = pgTable(
  'sessions',
  {
    // SHA-256 of the cookie's random token: a leaked table does not yield usable cookies.
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    // The id Settings → Account names a session by (issue 18): the token hash never leaves the server.
    publicId: uuid('public_id').notNull().defaultRandom(),
    persistent: boolean('persistent').notNull(),
    // What the browser was, in a few words ("Chrome on Linux"), and its address, at sign-in;
    // null for sessions opened before migration 0024 (shown as "Unknown device").
    device: text('device'),
    ipAddress: text('ip_address'),
    // Refreshed at most every few minutes (plugins/session.ts), not on every request.
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.userId), index().on(table.expiresAt), uniqueIndex().on(table.publicId)],
);

/**
 * Browsers that have signed in to an account before (a device cookie, ADR 0003): a correct
 * password from one of them is let through the per-email sign-in throttle, so that an attacker
 * who guesses at an email cannot lock its owner out.
 */
export const signInDevices = pgTable(
  'sign_in_devices',
  {
    // SHA-256 of the cookie's random token, as for sessions.
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.userId), index().on(table.lastSignInAt)],
);

export const accountTokenPurposes = ['password-reset', 'email-verification', 'email-change'] as const;
export type AccountTokenPurpose = (typeof accountTokenPurposes)[number];

/**
 * Single-use tokens mailed as links (issue 18, ADR 0033): a password reset, an email
 * verification. Only the SHA-256 of the random token is kept, so the table alone opens nothing;
 * `used_at` spends it, and a spent or expired row is kept a while so that its link can say so.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    purpose: text('purpose', { enum: accountTokenPurposes }).notNull(),
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    // The address an 'email-change' token moves the account to (ADR 0038); null for the others.
    newEmail: text('new_email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex().on(table.tokenHash), index().on(table.userId), index().on(table.expiresAt)],
);

/**
 * A two-factor account's recovery codes (ADR 0038): ten, shown once; only their SHA-256 is kept
 * (they are random, not chosen, so a fast hash is enough), and each works once.
 */
export const twoFactorRecoveryCodes = pgTable(
  'two_factor_recovery_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index().on(table.userId), uniqueIndex().on(table.userId, table.codeHash)],
);

/**
 * Sign-ins waiting for their second step (ADR 0038): the password was right, no session exists
 * yet. Only the SHA-256 of the challenge's random token is kept; it lives 5 minutes, works once
 * and dies after too many wrong codes.
 */
export const signInChallenges = pgTable(
  'sign_in_challenges',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    // The first step's "Remember me", applied to the session the second step opens.
    remember: boolean('remember').notNull(),
    wrongCodes: integer('wrong_codes').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index().on(table.userId), index().on(table.expiresAt)],
);

/** Fixed-window counters for rate limits, shared by every app instance. */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetsAt: timestamp('resets_at', { withTimezone: true }).notNull(),
  },
  (table) => [index().on(table.resetsAt)],
);

/**
 * The writing core. Personalities and the starter templates are global catalogue rows, seeded at
 * boot; everything else belongs to one workspace.
 */

/** Ids of the personalities workspaces create: well above the built-in ones (1 to 5). */
export const customPersonalityIds = pgSequence('personalities_custom_id_seq', { startWith: 1000 });

export const personalities = pgTable(
  'personalities',
  {
    // Fixed ids: the spec's clients know personalities 1 to 5 by number. A workspace's own take
    // theirs from customPersonalityIds.
    id: integer('id').primaryKey(),
    // null: a built-in personality every workspace sees; else the workspace that made it (issue 15).
    workspaceId: integer('workspace_id').references(() => workspaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    color: text('color').notNull(),
    tagline: text('tagline').notNull(),
    voiceProfile: jsonb('voice_profile').$type<VoiceProfile>().notNull(),
    // A workspace's own personality: a paragraph written in its voice, sent to the model with it.
    sampleText: text('sample_text'),
  },
  (table) => [index().on(table.workspaceId)],
);

export const templates = pgTable(
  'templates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    // null: a starter template every workspace sees.
    workspaceId: integer('workspace_id').references(() => workspaces.id, { onDelete: 'cascade' }),
    // Stable name of a starter template, so re-seeding updates rather than duplicates it.
    slug: text('slug'),
    name: text('name').notNull(),
    category: text('category', { enum: templateCategories }).notNull(),
    description: text('description').notNull(),
    content: text('content').notNull(),
    personalityId: integer('personality_id').references(() => personalities.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('templates_slug_key').on(table.slug), index().on(table.workspaceId)],
);

export interface StoredBrandVoice {
  samples: Array<{ name: string; words: number; text: string }>;
  traits: VoiceTraits;
  distinctiveTerms: string[];
  /** Absent from voices learned before it was measured: read as none until the voice is learned again. */
  avoidedTerms?: AvoidedTerm[];
  learnedAt: string;
}

export const clients = pgTable(
  'clients',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    industry: text('industry'),
    targetAudience: text('target_audience'),
    websiteUrl: text('website_url'),
    brandGuidelines: text('brand_guidelines'),
    keyMessages: text('key_messages').array().notNull().default(sql`'{}'`),
    brandColors: text('brand_colors').array().notNull().default(sql`'{}'`),
    // Words the brand never uses, and ones it replaces with its own (issue 15).
    bannedTerms: text('banned_terms').array().notNull().default(sql`'{}'`),
    preferredTerms: jsonb('preferred_terms').$type<Array<{ term: string; instead: string }>>().notNull().default([]),
    // The voice learned from 3–5 samples (issue 15): the samples, their measured traits, the
    // recurring terms; null until learned. The style guide is the model's draft, edited by people.
    brandVoice: jsonb('brand_voice').$type<StoredBrandVoice>(),
    voiceStyleGuide: text('voice_style_guide'),
    // The style guide its documents are checked against (issue 16, ADR 0031): a preset, and the
    // rule ids (the preset's or the workspace's own) turned off for this client.
    styleGuide: text('style_guide', { enum: STYLE_GUIDE_PRESETS }),
    disabledStyleRules: text('disabled_style_rules').array().notNull().default(sql`'{}'`),
    // The Flesch–Kincaid grade its readers read at, at most (issue 16); null: none set.
    readingGrade: smallint('reading_grade'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.workspaceId)],
);


export const projects = pgTable(
  'projects',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    description: text('description'),
    projectType: text('project_type', { enum: projectTypes }),
    status: text('status', { enum: projectStatuses }).notNull().default('planning'),
    briefContent: text('brief_content'),
    targetAudience: text('target_audience'),
    tone: text('tone'),
    keywords: text('keywords').array().notNull().default(sql`'{}'`),
    dueDate: date('due_date'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.workspaceId, table.status), index().on(table.clientId)],
);

export interface SuggestionColumn {
  check: string;
  message: string;
}

/**
 * What the writing-feedback engine found in a document's stored text at its last save (issue 16):
 * the findings per category, after the ones the writer ignored, and the Flesch–Kincaid grade.
 */
export interface StoredFeedback {
  // `style` (the style guide, ADR 0031) is absent from the counts of documents saved before it.
  counts: { correctness: number; clarity: number; engagement: number; inclusive: number; brand: number; style?: number };
  readabilityGrade: number | null;
}

export const documents = pgTable(
  'documents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'set null' }),
    // The client the document is written for: its project's client, or one chosen without a project.
    clientId: integer('client_id').references(() => clients.id, { onDelete: 'set null' }),
    personalityId: integer('personality_id').references(() => personalities.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    content: text('content').notNull(),
    // Computed by the server from the content on every write (src/shared/writing-analysis).
    wordCount: integer('word_count').notNull(),
    seoScore: integer('seo_score').notNull(),
    readabilityScore: integer('readability_score'),
    suggestions: jsonb('suggestions').$type<SuggestionColumn[]>().notNull().default([]),
    suggestionCount: integer('suggestion_count').notNull().default(0),
    // Raised by every save; a save based on an older version is refused (409), never lost.
    version: integer('version').notNull().default(1),
    // The writer's target length for this document, in words; null for none.
    wordGoal: integer('word_goal'),
    // SEO fields; null when not set. With no focus keyphrase the project's first keyword is used.
    focusKeyphrase: text('focus_keyphrase'),
    seoTitle: text('seo_title'),
    metaDescription: text('meta_description'),
    slug: text('slug'),
    // The findings the writer ignored here (the engine's ignoreKeys, at most IGNORED_FINDINGS_MAX):
    // read and written whole, with the document, so a column rather than a table. Changing them
    // is not an edit of the text: neither version nor updatedAt moves.
    ignoredFindings: jsonb('ignored_findings').$type<string[]>().notNull().default([]),
    // Computed by the server on every save and when ignored findings change
    // (src/server/writing-feedback); null for documents saved before issue 16.
    feedback: jsonb('feedback').$type<StoredFeedback>(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    // Who last changed the title or the text, and when (issue 18, "who created and last edited"):
    // updatedAt also moves for SEO fields and links, which are not an edit of the writing. Null for
    // documents last edited before issue 18, or by an account since deleted.
    lastEditedBy: integer('last_edited_by').references(() => users.id, { onDelete: 'set null' }),
    lastEditedAt: timestamp('last_edited_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The dashboard's list: newest first within a workspace, with id as the tie-breaker.
    // NULLS FIRST matches ORDER BY … DESC; PostgreSQL will not use a NULLS LAST index for it.
    index('documents_workspace_recent').on(table.workspaceId, table.updatedAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    // Title search with ILIKE '%…%' (pg_trgm, created by migration 0001). No pending list
    // (fastupdate): with one, new titles wait unindexed until a vacuum, and every search scanned
    // them one by one — 4.8 ms instead of 0.4 ms with 10,000 recent documents (docs/benchmarks.md).
    index('documents_title_trgm').using('gin', table.title.op('gin_trgm_ops')).with({ fastupdate: false }),
    index().on(table.projectId),
    index().on(table.clientId),
    // The plan limit counts a workspace's documents created this calendar month.
    index('documents_workspace_created').on(table.workspaceId, table.createdAt),
  ],
);

/**
 * A workspace's own words, which the spelling check accepts ("Add to dictionary", issue 16): kept
 * as the writer typed them, one entry per word whatever its case.
 */
/** The workspace's own style rules (issue 16, ADR 0031): Vale rule files, one rule each, by file name. */
export const workspaceStyleRules = pgTable(
  'workspace_style_rules',
  {
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    // `Rule.yml` or `Style/Rule.yml` (STYLE_RULE_FILE_NAME); the rule's id is made from it.
    name: text('name').notNull(),
    source: text('source').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.workspaceId, table.name] })],
);

export const workspaceDictionaryWords = pgTable(
  'workspace_dictionary_words',
  {
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    word: text('word').notNull(),
    // The word lower-cased by JavaScript, as the spelling check compares words: PostgreSQL's
    // lower() follows the cluster's locale, and under C it leaves "É" as it is.
    wordKey: text('word_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.workspaceId, table.wordKey] })],
);

/**
 * A workspace's own model endpoint (Settings → AI), used instead of the server's AI_* settings.
 * The API key is sealed with APP_SECRET (src/server/security/secret-box.ts); only its last four
 * characters are ever shown again.
 */
export const workspaceAiSettings = pgTable('workspace_ai_settings', {
  workspaceId: integer('workspace_id')
    .primaryKey()
    .references(() => workspaces.id, { onDelete: 'cascade' }),
  baseUrl: text('base_url').notNull(),
  model: text('model').notNull(),
  fastModel: text('fast_model'),
  apiKeySealed: text('api_key_sealed'),
  apiKeyLast4: text('api_key_last4'),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One AI request (issue 15): who asked, for what, with which model, its token counts and how long
 * it took — never the prompt or the answer. A row is written when the request starts (so quotas
 * and the concurrency limit hold across instances) and completed when it ends; one whose
 * `finished_at` is still null after AI_REQUEST_MAX_SECONDS belongs to an instance that died.
 */
export const aiRequests = pgTable(
  'ai_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    model: text('model').notNull(),
    // running → completed (answer in full), stopped (the writer pressed Stop) or failed (with kind).
    outcome: text('outcome', { enum: aiRequestOutcomes }).notNull().default('running'),
    failure: text('failure'),
    promptTokens: integer('prompt_tokens'),
    completionTokens: integer('completion_tokens'),
    durationMs: integer('duration_ms'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  // The month's count and the running requests of one workspace.
  (table) => [index('ai_requests_workspace_started').on(table.workspaceId, table.startedAt)],
);

/**
 * A document's saved states to look back at and restore (issue 14): one at each manual save, at
 * most one per 10 minutes of autosaving, and one of the text a restore replaced. Old autosave
 * versions are thinned (src/server/documents/versions/thin-versions.ts).
 */
export const documentVersions = pgTable(
  'document_versions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    documentId: integer('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    // Denormalised from the document for the workspace's storage sum and isolation checks.
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: documentVersionKinds }).notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    wordCount: integer('word_count').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('document_versions_document_recent').on(table.documentId, table.createdAt.desc()),
    index().on(table.workspaceId),
  ],
);

/** Raw bytes (a Yjs update), read back as the Uint8Array Yjs takes. */
const bytea = customType<{ data: Uint8Array; driverData: Buffer }>({
  dataType: () => 'bytea',
  toDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
  fromDriver: (value) => new Uint8Array(value.buffer, value.byteOffset, value.byteLength),
});

/**
 * The shared (co-edited) state of a document (issue 19, ADR 0040): Yjs updates appended as they
 * arrive, before the client is told they are kept, and merged into one row now and then. `seq`
 * is global and only orders; Yjs updates commute, so a merged row may carry a later seq than rows
 * appended while it was made.
 */
export const documentUpdates = pgTable(
  'document_updates',
  {
    seq: bigint('seq', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    documentId: integer('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    update: bytea('update').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('document_updates_document_seq').on(table.documentId, table.seq), index().on(table.workspaceId)],
);

/**
 * Who has which document open on which instance, for the dashboard's "X is editing…": kept in
 * the database because another instance answers the list. An instance refreshes `seen_at` of its
 * rows while it runs; rows of an instance that died stop counting when they go stale.
 */
export const collabPresence = pgTable(
  'collab_presence',
  {
    socketId: text('socket_id').notNull(),
    documentId: integer('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    instanceId: text('instance_id').notNull(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.socketId, table.documentId] }), index().on(table.workspaceId, table.documentId), index().on(table.instanceId)],
);

/** Reference files: the bytes live in storage under a generated key, never the user's file name. */

export const files = pgTable(
  'files',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'restrict' }),
    originalName: text('original_name').notNull(),
    fileType: text('file_type').notNull(),
    mimeType: text('mime_type').notNull(),
    fileSize: bigint('file_size', { mode: 'number' }).notNull(),
    storageKey: text('storage_key').notNull().unique(),
    processingStatus: text('processing_status', { enum: fileProcessingStatuses }).notNull().default('pending'),
    extractedText: text('extracted_text'),
    failureReason: text('failure_reason'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (table) => [index().on(table.workspaceId, table.clientId, table.createdAt)],
);

/**
 * The durable job queue: workers claim rows with FOR UPDATE SKIP LOCKED, so several instances
 * share it and no job runs twice; a claimed job whose lease ran out (its worker died) is
 * claimed again.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status', { enum: ['queued', 'running', 'done', 'failed'] }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    runAfter: timestamp('run_after', { withTimezone: true }).notNull().defaultNow(),
    leaseExpiresAt: timestamp('lease_expires_at', { withTimezone: true }),
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [index('jobs_claimable').on(table.status, table.runAfter)],
);

/**
 * Billing (issue 5). One subscription row per user; a user without a row is on the free plan,
 * status active. `users.subscription_tier` stays the effective tier every other part reads, and is
 * written in the same transaction as this row, only when a payment provider confirms.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    tier: text('tier', { enum: subscriptionTiers }).notNull(),
    status: text('status', { enum: subscriptionStatuses }).notNull(),
    provider: text('provider', { enum: ['stripe', 'paypal', 'test'] }),
    providerCustomerId: text('provider_customer_id'),
    providerSubscriptionId: text('provider_subscription_id'),
    // Kept after the trial ends: a user who has had the trial does not get a second one.
    trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('subscriptions_provider_subscription_key').on(table.provider, table.providerSubscriptionId),
  ],
);

/** Webhook events already applied, so a provider's retry or a replayed event changes nothing. */
export const billingWebhookEvents = pgTable(
  'billing_webhook_events',
  {
    provider: text('provider', { enum: paymentProviders }).notNull(),
    eventId: text('event_id').notNull(),
    eventType: text('event_type').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.provider, table.eventId] })],
);

/**
 * What visitors send from the public site (issue 6, ADR 0014). No account is needed, so these
 * rows belong to no workspace; `user_id` records who sent one while signed in. Emails are stored
 * trimmed and lower-cased, which lets the unique indexes make subscribing and registering twice
 * a no-op.
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    company: text('company'),
    planInterest: text('plan_interest', { enum: planInterests }),
    topic: text('topic'),
    subject: text('subject'),
    message: text('message').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.createdAt)],
);

export const emailSubscriptions = pgTable(
  'email_subscriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    list: text('list', { enum: emailLists }).notNull(),
    email: text('email').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('email_subscriptions_list_email_key').on(table.list, table.email)],
);

export const eventRegistrations = pgTable(
  'event_registrations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    // A slug from src/shared/public-catalog/community-events.ts, checked by the route.
    eventId: text('event_id').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('event_registrations_event_email_key').on(table.eventId, table.email)],
);

export const jobApplications = pgTable(
  'job_applications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    // A slug from src/shared/public-catalog/job-positions.ts; null for a general application.
    positionId: text('position_id'),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    profileUrl: text('profile_url'),
    coverLetter: text('cover_letter').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.positionId, table.createdAt)],
);

/**
 * Public API keys (issue 17). Only the SHA-256 of a key is kept; `prefix` is what the settings
 * list shows. A key acts for its workspace as its creator, with the creator's current role: a
 * creator who leaves the workspace takes the key's access along.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    tokenHash: text('token_hash').notNull(),
    scopes: text('scopes', { enum: apiKeyScopes }).array().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex().on(table.tokenHash), index().on(table.workspaceId)],
);

/**
 * The public API's plan limits (spec §9), counted per workspace in fixed windows (the clock hour
 * and the calendar month, UTC), so every instance reads the same count.
 */
export const apiRateCounters = pgTable(
  'api_rate_counters',
  {
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    window: text('window', { enum: apiRateWindows }).notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull(),
  },
  (table) => [primaryKey({ columns: [table.workspaceId, table.window] })],
);

/**
 * Answers to public API POSTs sent with an Idempotency-Key, kept 24 hours: the same key and body
 * gets the stored answer again. `statusCode` is null while the first request is still running.
 */
export const apiIdempotencyKeys = pgTable(
  'api_idempotency_keys',
  {
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: smallint('status_code'),
    response: jsonb('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.workspaceId, table.key] }), index().on(table.createdAt)],
);

export const dataExportStatuses = ['preparing', 'ready', 'failed', 'expired'] as const;

/**
 * "Download my data" (issue 18): a zip of everything an account owns, built by a job and kept in
 * file storage under `storage_key` until `expires_at` (DATA_EXPORT_LINK_HOURS after it is ready);
 * then the zip is removed and the row marked expired. Rows are kept a day longer so that the
 * per-day limit counts them.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    status: text('status', { enum: dataExportStatuses }).notNull().default('preparing'),
    storageKey: text('storage_key'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    failure: text('failure'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (table) => [index().on(table.userId, table.createdAt), index().on(table.expiresAt)],
);

/**
 * "Delete my account" (issue 18): the account is removed after `delete_after` by a delete-account
 * job queued to run then; signing in before it deletes this row, which cancels the deletion
 * (the job then finds no row and does nothing).
 */
export const accountDeletions = pgTable('account_deletions', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
  deleteAfter: timestamp('delete_after', { withTimezone: true }).notNull(),
});

/**
 * The audit log (issue 18, ADR 0039): security and administrative events, kept
 * AUDIT_LOG_RETENTION_DAYS. The actor's and target's emails are kept as text so an entry still
 * reads after the account is deleted (the ids then become null); no password or token is ever
 * stored. A workspace's owner reads the entries of their workspace; the administrator reads all.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    workspaceId: integer('workspace_id').references(() => workspaces.id, { onDelete: 'set null' }),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email'),
    action: text('action', { enum: auditActions }).notNull(),
    targetUserId: integer('target_user_id').references(() => users.id, { onDelete: 'set null' }),
    target: text('target'),
    ipAddress: text('ip_address'),
    details: jsonb('details').$type<Record<string, string | number | boolean | null>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('audit_events_workspace_time').on(table.workspaceId, table.createdAt),
    index('audit_events_time').on(table.createdAt),
    index().on(table.actorUserId),
    index().on(table.targetUserId),
  ],
);

/**
 * Comment threads on a document (issue 19, ADR 0042). The anchor is where the thread's text sits in
 * the shared document: Yjs relative positions of the range's start and end in the `default`
 * fragment (base64 of Y.encodeRelativePosition), so it follows the text as people edit it; the
 * quoted text is kept as it was when the thread began. No anchor: the thread is on the whole
 * document.
 */
export const commentThreadStatuses = ['open', 'resolved'] as const;

export const commentThreads = pgTable(
  'comment_threads',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    documentId: integer('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    anchorFrom: text('anchor_from'),
    anchorTo: text('anchor_to'),
    anchorQuote: text('anchor_quote'),
    status: text('status', { enum: commentThreadStatuses }).notNull().default('open'),
    resolvedBy: integer('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The panel's pages: a document's threads by id (keyset), per status.
  (table) => [index('comment_threads_document').on(table.documentId, table.status, table.id)],
);

/**
 * One comment of a thread, the first one included. Its author is a workspace user or a review-link
 * guest (helper D's review links; the foreign key to review_links comes with migration 0032):
 * `author_name` is a snapshot so a comment still reads after its author is gone. Mentions are user
 * ids, written in the body as `<@id>` and listed in `mentioned_user_ids` for the "Mine" filter.
 */
export const comments = pgTable(
  'comments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    threadId: integer('thread_id')
      .notNull()
      .references(() => commentThreads.id, { onDelete: 'cascade' }),
    authorUserId: integer('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    // The link a review guest wrote through (migration 0032); kept null when the link is gone.
    reviewLinkId: uuid('review_link_id').references((): AnyPgColumn => reviewLinks.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    mentionedUserIds: integer('mentioned_user_ids').array().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
  },
  (table) => [index('comments_thread').on(table.threadId, table.id), index().on(table.authorUserId)],
);

/**
 * In-app notifications (issue 19): a mention in a comment, or a client's decision on a review link
 * (ADR 0046). Each belongs to one person in one workspace and links to the document; a mention to
 * its thread and comment, a decision to its link, with the decision as it was then (the guest may
 * change their mind later: that is a new notification). `read_at` null is unread (the header's bell).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: notificationKinds }).notNull(),
    documentId: integer('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    threadId: integer('thread_id').references(() => commentThreads.id, { onDelete: 'cascade' }),
    commentId: integer('comment_id').references(() => comments.id, { onDelete: 'cascade' }),
    reviewLinkId: uuid('review_link_id').references((): AnyPgColumn => reviewLinks.id, { onDelete: 'cascade' }),
    reviewDecision: text('review_decision', { enum: reviewDecisions }),
    actorName: text('actor_name').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The bell's list per person; the others serve the cascades when a document, comment or link is deleted.
  (table) => [
    index('notifications_recipient').on(table.userId, table.workspaceId, table.id),
    index().on(table.documentId),
    index().on(table.commentId),
    index().on(table.reviewLinkId),
    // Each kind has what its line in the bell needs.
    check(
      'notifications_kind_fields',
      sql`(${table.kind} = 'mention' AND ${table.threadId} IS NOT NULL AND ${table.commentId} IS NOT NULL) OR (${table.kind} = 'review-decision' AND ${table.reviewLinkId} IS NOT NULL AND ${table.reviewDecision} IS NOT NULL)`,
    ),
  ],
);

/**
 * Client review links (issue 19, ADR 0043): a document shared with a client contact who has no
 * account. Only the SHA-256 of the link's token is kept (as for sessions and invitations), so the
 * table opens no document. The guest's latest answer is kept on the link; changing it overwrites
 * it until the link is revoked. The id is a uuid because comments name the link a guest wrote
 * them through (comments.review_link_id, the contract with the comments of issue 19).
 */
export const reviewLinks = pgTable(
  'review_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    documentId: integer('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    contactName: text('contact_name').notNull(),
    contactEmail: text('contact_email').notNull(),
    permission: text('permission', { enum: reviewPermissions }).notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    decision: text('decision', { enum: reviewDecisions }),
    decisionNote: text('decision_note'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex().on(table.tokenHash), index().on(table.workspaceId, table.documentId)],
);

/**
 * One row: a known text sealed with the APP_SECRET of the first instance that started on this
 * database. Every later start must open it, so an instance with another secret stops at once
 * instead of failing to read the model keys, two-factor secrets and queued mail the others sealed.
 */
export const appSecretCheck = pgTable('app_secret_check', {
  id: smallint('id').primaryKey().default(1),
  sealed: text('sealed').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

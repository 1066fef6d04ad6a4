/**
 * The built-in engine (issue 15): generators that need no model and no network, deterministic,
 * drawing only on the document's own words. They are what Inkwise offers with no model connected,
 * labelled "Built-in", and their limits are checked on the output.
 */
export { headlines, HEADLINE_MAX } from './headlines.js';
export { metaDescriptions, META_DESCRIPTION_MAX } from './meta-descriptions.js';
export { socialPosts, SOCIAL_LIMITS, type SocialNetwork, type SocialPost } from './social-posts.js';
export { readSource, type SourceText } from './source-text.js';
export { PREHEADER_MAX, SUBJECT_MAX, subjectLines, type SubjectLine } from './subject-lines.js';
export { summaries } from './summary.js';
export type { Variant } from './variant.js';

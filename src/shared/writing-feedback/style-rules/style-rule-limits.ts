/**
 * Named limits of the style guide's rules (issue 16, ADR 0031), read by the engine, the contract,
 * the routes and the Settings form alike. They keep a workspace's rules within the analysis'
 * time budget in the editor and on the server, whatever is imported.
 */
/** Rule files per workspace (one Vale rule a file); more are refused on save, and not run. */
export const STYLE_RULES_MAX = 500;
/** One rule file's YAML. Vale's largest stock rules (term lists) are about 10,000 characters. */
export const STYLE_RULE_SOURCE_MAX_LENGTH = 50_000;
/** All of a workspace's rule files together (a request body is at most 1 MB). */
export const STYLE_RULES_TOTAL_MAX_LENGTH = 800_000;
/** A file's name: `Rule.yml` or `Style/Rule.yml`, as in a Vale style folder. */
export const STYLE_RULE_NAME_MAX_LENGTH = 100;
/** One regular expression of a rule (a token, a swap's key, a `first`…). */
export const STYLE_PATTERN_MAX_LENGTH = 1_000;
/** Tokens or swap entries of one rule. */
export const STYLE_RULE_TOKENS_MAX = 2_000;
/** Disabled rule ids per client. */
export const DISABLED_STYLE_RULES_MAX = 600;
/**
 * How long one analysis may spend on style rules for blocks not yet read. Past it the other
 * blocks wait for the next run (each block's findings are kept), and the report says so.
 */
export const STYLE_RULES_MS_PER_RUN = 150;

/** `Acme/Hedging.yml`: letters, digits, `_` and `-`, one optional folder, `.yml` or `.yaml`. */
export const STYLE_RULE_FILE_NAME = /^(?:[A-Za-z0-9_-]+\/)?[A-Za-z0-9_-]+\.ya?ml$/;

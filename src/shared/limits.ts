/**
 * Named limits, defined once and read by the API schemas (which every write passes through) and
 * the forms. The database columns are plain `text`: PostgreSQL stores any length at the same
 * cost, and a second copy of each bound in a CHECK constraint would be one more place to change.
 * Spec §5 and §9 fix the password minimum; the other maxima are ours (sane bounds for a form).
 */
export const PASSWORD_MIN_LENGTH = 8;
/** argon2 accepts longer input, but a cap stops a multi-megabyte "password" from being hashed. */
export const PASSWORD_MAX_LENGTH = 256;
export const NAME_MAX_LENGTH = 100;
export const COMPANY_MAX_LENGTH = 200;
/** RFC 5321 caps a forward path at 256 octets, so an address is at most 254 characters. */
export const EMAIL_MAX_LENGTH = 254;

/** A "remember me" session lasts 30 days; any other one 12 hours on the server. */
export const REMEMBERED_SESSION_DAYS = 30;
export const BROWSER_SESSION_HOURS = 12;

/** Mailed links (issue 18, ADR 0033): a password reset works for an hour, a verification for a week. */
export const PASSWORD_RESET_LINK_MINUTES = 60;
export const EMAIL_VERIFICATION_LINK_DAYS = 7;
/** At most this many reset mails per address an hour, whoever asks: more are dropped silently. */
export const PASSWORD_RESET_MAILS_PER_EMAIL_PER_HOUR = 3;
/** An email change's link to the new address works for a day; an account asks for at most 5 an hour (ADR 0038). */
export const EMAIL_CHANGE_LINK_HOURS = 24;
export const EMAIL_CHANGE_REQUESTS_PER_HOUR = 5;
/** A mailed token is 32 random bytes in base64url (43 characters); anything much longer is no token. */
export const ACCOUNT_TOKEN_MAX_LENGTH = 128;

/** Documents (issue 3): a title fits a heading; 2 MB of text is a long book. */
export const DOCUMENT_TITLE_MAX_LENGTH = 300;
export const DOCUMENT_CONTENT_MAX_BYTES = 2 * 1024 * 1024;
export const DEFAULT_DOCUMENT_TITLE = 'Untitled Document';
export const DEFAULT_PERSONALITY_ID = 1;
/** A document's word goal: a book's worth at most. */
export const WORD_GOAL_MAX = 500_000;
/**
 * A document's SEO fields (issue 14). Search engines show about 60 characters of a title and 160
 * of a description; the limits leave room beyond that, which the SEO checks then point out.
 */
export const FOCUS_KEYPHRASE_MAX_LENGTH = 100;
export const SEO_TITLE_MAX_LENGTH = 200;
export const META_DESCRIPTION_MAX_LENGTH = 400;
export const SLUG_MAX_LENGTH = 120;
/** Readability needs a few sentences' worth of words to mean anything. */
export const READABILITY_MIN_WORDS = 11;
/** The document list's page size, default and maximum. */
export const DOCUMENT_PAGE_SIZE = 24;
export const DOCUMENT_PAGE_SIZE_MAX = 100;
export const DOCUMENT_SEARCH_MAX_LENGTH = 200;
/** Import accepts plain text and markdown only (spec §5). */
export const IMPORT_EXTENSIONS = ['.txt', '.md'] as const;
/** Imports converted to markdown on the way in: Word by the server, HTML in the browser (issue 14). */
export const WORD_IMPORT_EXTENSIONS = ['.docx'] as const;
export const HTML_IMPORT_EXTENSIONS = ['.html', '.htm'] as const;
/** A Word file to import: far more than any text a document may hold, once pictures are counted. */
export const WORD_IMPORT_MAX_BYTES = 20 * 1024 * 1024;
export const WORD_MIME_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** Clients and projects (issue 4). */
export const CLIENT_NAME_MAX_LENGTH = 120;
export const PROJECT_NAME_MAX_LENGTH = 160;
export const SHORT_TEXT_MAX_LENGTH = 500;
export const LONG_TEXT_MAX_LENGTH = 20_000;
export const KEY_MESSAGES_MAX = 20;
export const KEY_MESSAGE_MAX_LENGTH = 300;
/** A brand's banned terms and preferred terms (issue 15): words, not paragraphs. */
export const BRAND_TERMS_MAX = 100;
export const BRAND_TERM_MAX_LENGTH = 80;
export const BRAND_COLORS_MAX = 12;
/** The SEO checks read at most this many keywords, of at most this many words each (ADR 0006). */
export const PROJECT_KEYWORDS_MAX = 20;
export const PROJECT_KEYWORD_MAX_WORDS = 8;
export const PROJECT_KEYWORD_MAX_LENGTH = 80;
export const URL_MAX_LENGTH = 2_000;

/** Reference files (issue 4, spec §5 and §9). */
export const UPLOAD_MAX_BYTES = 50 * 1024 * 1024;
export const UPLOAD_MAX_FILES_PER_REQUEST = 20;
export const UPLOAD_EXTENSIONS = ['doc', 'docx', 'ppt', 'pptx', 'xls', 'xlsx', 'pdf', 'txt', 'jpg', 'jpeg', 'png', 'webp'] as const;
export type UploadExtension = (typeof UPLOAD_EXTENSIONS)[number];
export const FILE_NAME_MAX_LENGTH = 255;

/** Public-site forms (issue 6): sizes a real message needs, small enough to refuse junk. */
export const CONTACT_SUBJECT_MAX_LENGTH = 150;
export const CONTACT_TOPIC_MAX_LENGTH = 40;
export const CONTACT_MESSAGE_MAX_LENGTH = 5_000;
export const COVER_LETTER_MAX_LENGTH = 10_000;
export const PHONE_MAX_LENGTH = 40;
/** Each public form's route takes at most this many submissions per client address per hour. */
export const PUBLIC_FORM_SUBMISSIONS_PER_HOUR = 10;
/** A public form's request body: the longest text (a cover letter) in 4-byte characters fits. */
export const PUBLIC_FORM_BODY_MAX_BYTES = 64 * 1024;

/**
 * AI actions (issue 15): the text a writer hands to the model, and the brief a draft starts from.
 * About 5,000 and 2,500 tokens: within the context of the small local models people run.
 */
export const AI_SELECTION_MAX_LENGTH = 20_000;
export const AI_BRIEF_MAX_LENGTH = 10_000;
/** A tone to change to, or a line of extra instruction: a phrase, not an essay. */
export const AI_TONE_MAX_LENGTH = 80;
/** "Fix with AI": a finding's message and why, which are a sentence or two each. */
export const AI_PROBLEM_MAX_LENGTH = 600;
/** AI requests one workspace may have running at once; more wait or get a 429. */
export const AI_CONCURRENT_REQUESTS_PER_WORKSPACE = 3;
/** Brand voice learning (issue 15): 3–5 samples of at least 150 words each. */
export const VOICE_SAMPLES_MIN = 3;
export const VOICE_SAMPLES_MAX = 5;
export const VOICE_SAMPLE_MIN_WORDS = 150;
export const VOICE_SAMPLE_MAX_LENGTH = 20_000;
export const VOICE_SAMPLE_NAME_MAX_LENGTH = 120;
/** A workspace's own personalities (issue 15). */
export const CUSTOM_PERSONALITIES_MAX = 50;
export const PERSONALITY_NAME_MAX_LENGTH = 60;
export const PERSONALITY_TAGLINE_MAX_LENGTH = 140;
export const PERSONALITY_VOICE_MAX_LENGTH = 2_000;
export const PERSONALITY_SAMPLE_MAX_LENGTH = 5_000;
/** Public API keys (issue 17): a name a person recognises, and enough keys for every integration. */
export const API_KEY_NAME_MAX_LENGTH = 100;
export const API_KEYS_PER_WORKSPACE = 50;
/** A key may be set to expire at most this far ahead; none: it lasts until revoked. */
export const API_KEY_EXPIRY_MAX_DAYS = 2 * 366;
/** Idempotency-Key header: a client's UUID or its own request id. */
export const IDEMPOTENCY_KEY_MAX_LENGTH = 255;
/** Text the public API analyzes or rewrites in one request. */
export const API_TEXT_MAX_LENGTH = 200_000;
export const API_REWRITE_MAX_LENGTH = 20_000;
/**
 * "Your data" (issue 18): an export's link works this long after it is ready, then the zip is
 * removed; an account may ask for a few a day (each reads every row and file it owns).
 */
export const DATA_EXPORT_LINK_HOURS = 24;
export const DATA_EXPORTS_PER_DAY = 3;
/** An export larger than this fails with a message instead of filling the disk (uploads are bounded by plan). */
export const DATA_EXPORT_MAX_BYTES = 4 * 1024 * 1024 * 1024;
/** Days between "Delete my account" and the deletion; signing in meanwhile cancels it. */
export const ACCOUNT_DELETION_GRACE_DAYS = 7;
/** Days an invitation link to a workspace works (issue 18, ADR 0036). */
export const INVITATION_LINK_DAYS = 7;
/** Invitations (and resends) a workspace may mail per hour, so a team page cannot flood inboxes. */
export const INVITATIONS_PER_WORKSPACE_PER_HOUR = 20;

/**
 * Client review links (issue 19, ADR 0043): a link lasts at most REVIEW_LINK_EXPIRY_MAX_DAYS; a
 * document keeps at most REVIEW_LINKS_PER_DOCUMENT links that are not revoked. A guest's requests
 * are counted per address: reads, and writes (decisions, comments) more tightly.
 */
export const REVIEW_LINK_EXPIRY_MAX_DAYS = 90;
export const REVIEW_LINKS_PER_DOCUMENT = 20;
export const REVIEW_CONTACT_NAME_MAX_LENGTH = 100;
export const REVIEW_DECISION_NOTE_MAX_LENGTH = 2_000;
export const REVIEW_GUEST_READS_PER_HOUR = 300;
export const REVIEW_GUEST_WRITES_PER_HOUR = 60;

/** Enterprise's seats (issue 18), and the most the administrator may agree above them for one workspace. */
export const ENTERPRISE_SEATS = 10;
export const MAX_CUSTOM_SEATS = 10_000;

/**
 * Comments (issue 19, ADR 0042): a comment's length, the quoted text kept with a thread, an anchor's
 * encoded relative position, how many people one comment may mention, how many comments one thread
 * holds, and the panel's page of threads (a document with 1,000 comments is listed page by page).
 */
export const COMMENT_BODY_MAX_LENGTH = 5_000;
export const COMMENT_QUOTE_MAX_LENGTH = 500;
export const COMMENT_ANCHOR_MAX_LENGTH = 256;
export const COMMENT_MENTIONS_MAX = 20;
export const COMMENTS_PER_THREAD_MAX = 200;
export const COMMENT_THREADS_PAGE_SIZE = 50;
export const NOTIFICATIONS_PAGE_SIZE = 30;
/**
 * A review-link guest's selected passage, as the page reports it to be found in the shared text
 * (ADR 0047): its text (a longer selection is sent as a quote only; 100,000 characters stay well
 * inside the 1 MB request limit) and the text on each side that tells repeated passages apart.
 */
export const GUEST_PASSAGE_MAX_LENGTH = 100_000;
export const GUEST_PASSAGE_CONTEXT_LENGTH = 32;

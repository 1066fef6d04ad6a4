import { findMarkdownLinks, linkKind, siteHost } from './markdown-links.js';
import { normalizeWord, parseProse, type Prose, type ProseBlock } from './parse-prose.js';

/**
 * SEO checks, measured on the prose of the markdown (parse-prose.ts) and on the document's SEO
 * fields. The score is the weighted share of passed checks, 0–100, rounded. A check that cannot
 * apply is left out of the list and of the score, rather than passed for free:
 *
 * | check                         | weight | passes when                                               |
 * | ----------------------------- | -----: | --------------------------------------------------------- |
 * | length                        |     20 | the text has at least 300 words                           |
 * | has-heading                   |     10 | at least one markdown heading line (`#` … `######`)       |
 * | heading-structure             |     10 | at most one H1, and if there is one it is the first       |
 * | paragraph-length              |     15 | no paragraph (or list item) has more than 150 words       |
 * | sentence-length               |     15 | outside headings, sentences average ≤ 20 words and at     |
 * |                               |        | most 25% of them have more than 25 words                  |
 * | subheading-distribution       |     10 | at least one subheading (`##` or deeper) per 300 words    |
 * | keywords-present              |     10 | every keyword appears at least once                       |
 * | keyword-in-introduction       |     10 | the keyphrase is in the first paragraph                   |
 * | keyword-density               |     10 | the keyphrase makes up 0.5%–3% of the words               |
 * | keyphrase-in-title            |     10 | the SEO title (else the document title) holds it          |
 * | keyphrase-in-subheading       |     10 | a subheading (`##` or deeper) holds it                    |
 * | keyphrase-in-slug             |     10 | the slug holds its words, hyphenated                      |
 * | keyphrase-in-meta-description |     10 | the meta description holds it                             |
 * | seo-title                     |     10 | the SEO title (else the document title) has 1–60          |
 * |                               |        | characters                                                |
 * | meta-description              |     10 | the meta description has 120–156 characters              |
 * | internal-link                 |     10 | a link to the same site (markdown-links.ts says which)    |
 * | outbound-link                 |     10 | a link to another site                                    |
 * | image-alt                     |     10 | every image has alternative text                          |
 *
 * Only length and has-heading apply to a text without words, so the empty text scores 0.
 * subheading-distribution applies from 300 words, image-alt when the text has an image, every
 * other check to any text with words. The keyphrase is the first keyword (the focus keyphrase,
 * else a project's first keyword); with none, the seven keyphrase checks (keywords-present to
 * keyphrase-in-meta-description) do not pass and say "Set a focus keyphrase": they count against
 * the score, as a writer who has not chosen a topic to rank for has not done that work. An unset
 * SEO title falls back to the document title, as search results do; an unset meta description
 * or slug does not pass the checks that read it. Keywords match whole words, case-insensitively,
 * a phrase as consecutive words within one block; density is occurrences per word of text, as
 * Yoast counts it. The first 20 distinct keywords of up to 8 words are used. Thresholds are
 * explained in docs/decisions/0006-writing-analysis.md.
 */

export type SeoCheckId =
  | 'length'
  | 'has-heading'
  | 'heading-structure'
  | 'paragraph-length'
  | 'sentence-length'
  | 'subheading-distribution'
  | 'keywords-present'
  | 'keyword-in-introduction'
  | 'keyword-density'
  | 'keyphrase-in-title'
  | 'keyphrase-in-subheading'
  | 'keyphrase-in-slug'
  | 'keyphrase-in-meta-description'
  | 'seo-title'
  | 'meta-description'
  | 'internal-link'
  | 'outbound-link'
  | 'image-alt';

export interface SeoCheck {
  /** Stable identifier, safe to store or to key translations on. */
  check: SeoCheckId;
  label: string;
  passed: boolean;
  weight: number;
  /** What to do about it when the check did not pass; the rule itself when it did. */
  message: string;
}

export interface SeoReport {
  /** Weighted share of passed checks, 0–100. */
  score: number;
  checks: SeoCheck[];
}

export interface SeoOptions {
  /** The focus keyphrase first, then related keywords (a project's). */
  keywords?: readonly string[];
  /** The document's title: the search result's title when there is no SEO title. */
  title?: string | null;
  /** The title for search results, when the writer set one. */
  seoTitle?: string | null;
  /** The description for search results, when the writer set one. */
  metaDescription?: string | null;
  /** The page's URL slug ("spring-launch-plan"), when the writer set one. */
  slug?: string | null;
  /** The client's website: links to its host are internal. */
  websiteUrl?: string | null;
}

/** The message of every keyphrase check while there is no keyphrase to look for. */
export const NO_KEYPHRASE_MESSAGE = 'Set a focus keyphrase in the SEO settings so this can be checked.';

const MIN_WORDS = 300;
const MAX_PARAGRAPH_WORDS = 150;
const MAX_AVERAGE_SENTENCE_WORDS = 20;
const LONG_SENTENCE_WORDS = 25;
const MAX_LONG_SENTENCE_SHARE = 0.25;
const WORDS_PER_SUBHEADING = 300;
/**
 * Matching costs (keywords × words of text), so keywords past these bounds are ignored: SEO tools
 * work with a focus keyphrase and a few related ones, and the text may be 2 MB.
 */
const MAX_KEYWORDS = 20;
const MAX_KEYWORD_WORDS = 8;
const MIN_KEYWORD_DENSITY = 0.005;
const MAX_KEYWORD_DENSITY = 0.03;
const MAX_SEO_TITLE_LENGTH = 60;
const MIN_META_DESCRIPTION_LENGTH = 120;
/** Google shows about 920 pixels of a description, some 156 characters (Yoast's upper bound). */
const MAX_META_DESCRIPTION_LENGTH = 156;

export function seoChecks(text: string, options: SeoOptions = {}): SeoReport {
  return seoOfProse(parseProse(text), options, text);
}

/** `text` is the markdown the prose was parsed from, read again for its links and images. */
export function seoOfProse(prose: Prose, options: SeoOptions, text: string): SeoReport {
  const headings = prose.blocks.filter((block) => block.kind === 'heading');
  const checks: SeoCheck[] = [checkLength(prose), checkHasHeading(headings)];
  if (prose.wordCount > 0) {
    checks.push(checkHeadingStructure(headings), checkParagraphLength(prose), checkSentenceLength(prose));
    if (prose.wordCount >= MIN_WORDS) checks.push(checkSubheadingDistribution(prose, headings));

    const keywords = parseKeywords(options.keywords ?? []);
    const fields = fieldsOf(options);
    const keyphrase = keywords[0];
    checks.push(
      ...(keyphrase === undefined
        ? KEYPHRASE_CHECKS.map((check) => ({ ...check, passed: false, message: NO_KEYPHRASE_MESSAGE }))
        : [
            checkKeywordsPresent(prose, keywords),
            checkKeywordInIntroduction(prose, keyphrase),
            checkKeywordDensity(prose, keyphrase),
            checkKeyphraseInTitle(fields.searchTitle, keyphrase),
            checkKeyphraseInSubheading(headings, keyphrase),
            checkKeyphraseInSlug(fields.slug, keyphrase),
            checkKeyphraseInMetaDescription(fields.metaDescription, keyphrase),
          ]),
      checkSeoTitle(fields),
      checkMetaDescription(fields.metaDescription),
      ...checkLinks(text, siteHost(options.websiteUrl)),
    );
  }

  let total = 0;
  let passed = 0;
  for (const check of checks) {
    total += check.weight;
    if (check.passed) passed += check.weight;
  }
  return { score: Math.round((100 * passed) / total), checks };
}

/** The keyphrase checks, as listed while no keyphrase is set (their message then says to set one). */
const KEYPHRASE_CHECKS: ReadonlyArray<Pick<SeoCheck, 'check' | 'label' | 'weight'>> = [
  { check: 'keywords-present', label: 'Every keyword used', weight: 10 },
  { check: 'keyword-in-introduction', label: 'Keyphrase in the introduction', weight: 10 },
  { check: 'keyword-density', label: 'Keyphrase density 0.5–3%', weight: 10 },
  { check: 'keyphrase-in-title', label: 'Keyphrase in the SEO title', weight: 10 },
  { check: 'keyphrase-in-subheading', label: 'Keyphrase in a subheading', weight: 10 },
  { check: 'keyphrase-in-slug', label: 'Keyphrase in the slug', weight: 10 },
  { check: 'keyphrase-in-meta-description', label: 'Keyphrase in the meta description', weight: 10 },
];

function keyphraseCheck(id: SeoCheckId, passed: boolean, message: string): SeoCheck {
  const known = KEYPHRASE_CHECKS.find((check) => check.check === id);
  return { check: id, label: known?.label ?? id, weight: known?.weight ?? 10, passed, message };
}

/** The fields as the server stores them: trimmed, blank meaning not set. */
interface SeoFieldsRead {
  /** What a search result shows as the title: the SEO title, else the document title. */
  searchTitle: { text: string; isSeoTitle: boolean } | null;
  metaDescription: string | null;
  slug: string | null;
}

function fieldsOf(options: SeoOptions): SeoFieldsRead {
  const set = (value: string | null | undefined) => value?.trim() || null;
  const seoTitle = set(options.seoTitle);
  const title = set(options.title);
  return {
    searchTitle: seoTitle ? { text: seoTitle, isSeoTitle: true } : title ? { text: title, isSeoTitle: false } : null,
    metaDescription: set(options.metaDescription),
    slug: set(options.slug),
  };
}

function checkLength(prose: Prose): SeoCheck {
  const missing = MIN_WORDS - prose.wordCount;
  return {
    check: 'length',
    label: `At least ${MIN_WORDS} words`,
    passed: missing <= 0,
    weight: 20,
    message:
      missing <= 0
        ? `Keep the text at ${MIN_WORDS} words or more.`
        : `Add about ${missing} more words: pages under ${MIN_WORDS} words give search engines little to rank.`,
  };
}

function checkHasHeading(headings: ProseBlock[]): SeoCheck {
  return {
    check: 'has-heading',
    label: 'Has a heading',
    passed: headings.length > 0,
    weight: 10,
    message: 'Add a heading (a line starting with # or ##) so readers and search engines see the structure.',
  };
}

function checkHeadingStructure(headings: ProseBlock[]): SeoCheck {
  const h1Count = headings.filter((heading) => heading.level === 1).length;
  const h1NotFirst = h1Count === 1 && headings[0]?.level !== 1;
  return {
    check: 'heading-structure',
    label: 'One H1, as the first heading',
    passed: h1Count <= 1 && !h1NotFirst,
    weight: 10,
    message: h1NotFirst
      ? 'Make the H1 (#) the first heading, as the title, with ## for the sections under it.'
      : h1Count <= 1
        ? 'Use at most one H1 (#), as the first heading; use ## for sections.'
        : `Keep a single H1 (#) for the title and use ## for sections: this text has ${h1Count}.`,
  };
}

function checkParagraphLength(prose: Prose): SeoCheck {
  let tooLong = 0;
  let longest = 0;
  for (const block of prose.blocks) {
    if (block.kind === 'heading') continue;
    if (block.words.length > MAX_PARAGRAPH_WORDS) tooLong += 1;
    longest = Math.max(longest, block.words.length);
  }
  const passed = tooLong === 0;
  return {
    check: 'paragraph-length',
    label: `No paragraph over ${MAX_PARAGRAPH_WORDS} words`,
    passed,
    weight: 15,
    message: passed
      ? `Keep each paragraph to ${MAX_PARAGRAPH_WORDS} words or fewer.`
      : `Split ${tooLong === 1 ? 'the paragraph' : `the ${tooLong} paragraphs`} over ${MAX_PARAGRAPH_WORDS} words (the longest has ${longest}).`,
  };
}

function checkSentenceLength(prose: Prose): SeoCheck {
  let sentences = 0;
  let words = 0;
  let long = 0;
  for (const block of prose.blocks) {
    if (block.kind === 'heading') continue;
    for (const length of block.sentenceLengths) {
      sentences += 1;
      words += length;
      if (length > LONG_SENTENCE_WORDS) long += 1;
    }
  }
  const average = sentences === 0 ? 0 : words / sentences;
  const longShare = sentences === 0 ? 0 : long / sentences;
  const passed = average <= MAX_AVERAGE_SENTENCE_WORDS && longShare <= MAX_LONG_SENTENCE_SHARE;
  return {
    check: 'sentence-length',
    label: 'Sentences of readable length',
    passed,
    weight: 15,
    message: passed
      ? `Keep sentences to about ${MAX_AVERAGE_SENTENCE_WORDS} words on average, and few over ${LONG_SENTENCE_WORDS}.`
      : `Shorten or split long sentences: they average ${average.toFixed(1)} words ` +
      `(aim for ${MAX_AVERAGE_SENTENCE_WORDS} or fewer) and ${Math.round(longShare * 100)}% have over ` +
      `${LONG_SENTENCE_WORDS} words (aim for ${MAX_LONG_SENTENCE_SHARE * 100}% or fewer).`,
  };
}

function checkSubheadingDistribution(prose: Prose, headings: ProseBlock[]): SeoCheck {
  const needed = Math.floor(prose.wordCount / WORDS_PER_SUBHEADING);
  const subheadings = headings.filter((heading) => heading.level >= 2).length;
  return {
    check: 'subheading-distribution',
    label: `A subheading every ${WORDS_PER_SUBHEADING} words`,
    passed: subheadings >= needed,
    weight: 10,
    message:
      subheadings >= needed
        ? `Keep at least one subheading (##) every ${WORDS_PER_SUBHEADING} words.`
        : `Add ${needed - subheadings} more subheading(s) (##): ${prose.wordCount} words call for at least ${needed}, one per ${WORDS_PER_SUBHEADING} words.`,
  };
}

/** A keyword as normalised words; blank and over-long keywords and repeats are dropped. */
interface Keyword {
  text: string;
  words: string[];
}

function parseKeywords(keywords: readonly string[]): Keyword[] {
  const parsed: Keyword[] = [];
  const seen = new Set<string>();
  for (const keyword of keywords) {
    const words = keyword.split(/\s+/).map(normalizeWord).filter((word) => word !== '');
    const key = words.join(' ');
    if (words.length === 0 || words.length > MAX_KEYWORD_WORDS || seen.has(key)) continue;
    seen.add(key);
    parsed.push({ text: keyword.trim(), words });
    if (parsed.length === MAX_KEYWORDS) break;
  }
  return parsed;
}

function occurrencesIn(words: readonly string[], keyword: Keyword): number {
  const [head, ...rest] = keyword.words;
  let count = 0;
  for (let index = 0; index + rest.length < words.length; index += 1) {
    if (words[index] !== head) continue;
    if (rest.every((word, offset) => words[index + 1 + offset] === word)) count += 1;
  }
  return count;
}

function occurrences(prose: Prose, keyword: Keyword): number {
  let count = 0;
  for (const block of prose.blocks) count += occurrencesIn(block.words, keyword);
  return count;
}

function checkKeywordsPresent(prose: Prose, keywords: Keyword[]): SeoCheck {
  const missing = keywords.filter((keyword) => occurrences(prose, keyword) === 0).map((keyword) => `“${keyword.text}”`);
  const passed = missing.length === 0;
  return keyphraseCheck(
    'keywords-present',
    passed,
    passed
      ? 'Use each keyword at least once.'
      : `Use ${missing.length === 1 ? 'this keyword' : 'these keywords'} at least once: ${missing.join(', ')}.`,
  );
}

function checkKeywordInIntroduction(prose: Prose, keyword: Keyword): SeoCheck {
  // The first paragraph (or list item) under any heading: the opening a reader and a search
  // engine's snippet see first. A heading no longer stands in: keyphrase-in-subheading reads those.
  const introduction = prose.blocks.find((block) => block.kind !== 'heading');
  const passed = introduction !== undefined && occurrencesIn(introduction.words, keyword) > 0;
  return keyphraseCheck(
    'keyword-in-introduction',
    passed,
    passed
      ? `Keep “${keyword.text}” in the first paragraph.`
      : `Mention “${keyword.text}” in the first paragraph, so readers and search engines see the topic at once.`,
  );
}

function checkKeywordDensity(prose: Prose, keyword: Keyword): SeoCheck {
  const count = occurrences(prose, keyword);
  const density = prose.wordCount === 0 ? 0 : count / prose.wordCount;
  return keyphraseCheck(
    'keyword-density',
    density >= MIN_KEYWORD_DENSITY && density <= MAX_KEYWORD_DENSITY,
    keywordDensityMessage(keyword.text, count, prose.wordCount),
  );
}

function keywordDensityMessage(keyword: string, count: number, words: number): string {
  const density = words === 0 ? 0 : count / words;
  const fewest = Math.ceil(words * MIN_KEYWORD_DENSITY);
  const most = Math.floor(words * MAX_KEYWORD_DENSITY);
  const share = `${count} mention(s) in ${words} words is ${(density * 100).toFixed(1)}%`;
  if (most < fewest) return `Write more: in ${words} words no number of mentions of “${keyword}” falls within 0.5–3%.`;
  if (density > MAX_KEYWORD_DENSITY) return `Mention “${keyword}” less often: ${share}; aim for at most ${most}.`;
  if (density < MIN_KEYWORD_DENSITY) return `Mention “${keyword}” more often: ${share}; aim for ${fewest} to ${most}.`;
  return `Keep “${keyword}” at 0.5–3% of the words: ${share}.`;
}

function containsKeyword(text: string, keyword: Keyword): boolean {
  const words = text.split(/\s+/).map(normalizeWord).filter((word) => word !== '');
  return occurrencesIn(words, keyword) > 0;
}

function checkKeyphraseInTitle(searchTitle: SeoFieldsRead['searchTitle'], keyword: Keyword): SeoCheck {
  const passed = searchTitle !== null && containsKeyword(searchTitle.text, keyword);
  const which = searchTitle?.isSeoTitle === false ? 'the title (there is no SEO title)' : 'the SEO title';
  return keyphraseCheck(
    'keyphrase-in-title',
    passed,
    passed ? `Keep “${keyword.text}” in ${which}.` : `Put “${keyword.text}” in ${which}, ideally near its start.`,
  );
}

function checkKeyphraseInSubheading(headings: ProseBlock[], keyword: Keyword): SeoCheck {
  const subheadings = headings.filter((heading) => heading.level >= 2);
  const passed = subheadings.some((heading) => occurrencesIn(heading.words, keyword) > 0);
  return keyphraseCheck(
    'keyphrase-in-subheading',
    passed,
    passed
      ? `Keep “${keyword.text}” in a subheading.`
      : subheadings.length === 0
        ? `Add a subheading (##) that mentions “${keyword.text}”.`
        : `Mention “${keyword.text}” in at least one subheading (##).`,
  );
}

/** Words as a slug spells them: "Café menu" → ["cafe", "menu"] (see the editor's slugify). */
function slugWords(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{Mark}/gu, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '');
}

function checkKeyphraseInSlug(slug: string | null, keyword: Keyword): SeoCheck {
  const wanted = slugWords(keyword.text);
  const passed = slug !== null && wanted.length > 0 && occurrencesIn(slugWords(slug), { text: keyword.text, words: wanted }) > 0;
  return keyphraseCheck(
    'keyphrase-in-slug',
    passed,
    passed
      ? `Keep “${wanted.join('-')}” in the slug.`
      : slug === null
        ? `Set a URL slug that holds the keyphrase, such as “${wanted.join('-') || 'your-keyphrase'}”.`
        : `Put the keyphrase in the slug (“${wanted.join('-')}”): the address is part of what searchers see.`,
  );
}

function checkKeyphraseInMetaDescription(description: string | null, keyword: Keyword): SeoCheck {
  const passed = description !== null && containsKeyword(description, keyword);
  return keyphraseCheck(
    'keyphrase-in-meta-description',
    passed,
    passed
      ? `Keep “${keyword.text}” in the meta description.`
      : description === null
        ? `Write a meta description that mentions “${keyword.text}”.`
        : `Mention “${keyword.text}” in the meta description: search engines bold the words searched for.`,
  );
}

function checkSeoTitle({ searchTitle }: SeoFieldsRead): SeoCheck {
  const length = searchTitle === null ? 0 : [...searchTitle.text].length;
  const passed = length > 0 && length <= MAX_SEO_TITLE_LENGTH;
  const which = searchTitle?.isSeoTitle === false ? 'the title (there is no SEO title)' : 'the SEO title';
  return {
    check: 'seo-title',
    label: `SEO title of at most ${MAX_SEO_TITLE_LENGTH} characters`,
    passed,
    weight: 10,
    message: passed
      ? `Keep ${which} within ${MAX_SEO_TITLE_LENGTH} characters.`
      : searchTitle === null
        ? 'Give the document a title or an SEO title: search results show it as the link.'
        : `Shorten ${which} to ${MAX_SEO_TITLE_LENGTH} characters or fewer (it has ${length}) so search results show all of it.`,
  };
}

function checkMetaDescription(description: string | null): SeoCheck {
  const length = description === null ? 0 : [...description].length;
  const passed = length >= MIN_META_DESCRIPTION_LENGTH && length <= MAX_META_DESCRIPTION_LENGTH;
  const range = `${MIN_META_DESCRIPTION_LENGTH}–${MAX_META_DESCRIPTION_LENGTH}`;
  return {
    check: 'meta-description',
    label: `Meta description of ${range} characters`,
    passed,
    weight: 10,
    message: passed
      ? `Keep the meta description at ${range} characters.`
      : description === null
        ? `Write a meta description of ${range} characters: without one, search engines pick a passage themselves.`
        : length < MIN_META_DESCRIPTION_LENGTH
          ? `Lengthen the meta description to at least ${MIN_META_DESCRIPTION_LENGTH} characters (it has ${length}).`
          : `Shorten the meta description to ${MAX_META_DESCRIPTION_LENGTH} characters or fewer (it has ${length}), or search results cut it off.`,
  };
}

function checkLinks(text: string, site: string | null): SeoCheck[] {
  const { links, imageAlts } = findMarkdownLinks(text);
  const kinds = links.map((link) => linkKind(link, site));
  const hasInternal = kinds.includes('internal');
  const hasOutbound = kinds.includes('outbound');
  const checks: SeoCheck[] = [
    {
      check: 'internal-link',
      label: 'A link to another page of the site',
      passed: hasInternal,
      weight: 10,
      message: hasInternal
        ? 'Keep at least one link to another page of the site.'
        : `Link to a related page of the site (a relative address such as /guide${site ? ` or one on ${site}` : ''}).`,
    },
    {
      check: 'outbound-link',
      label: 'A link to another site',
      passed: hasOutbound,
      weight: 10,
      message: hasOutbound
        ? 'Keep at least one link to a source on another site.'
        : 'Link to at least one useful source on another site (a full https:// address).',
    },
  ];
  if (imageAlts.length > 0) {
    const missing = imageAlts.filter((alt) => alt === '').length;
    checks.push({
      check: 'image-alt',
      label: 'Images have alternative text',
      passed: missing === 0,
      weight: 10,
      message:
        missing === 0
          ? 'Keep describing each image in its alternative text.'
          : `Describe ${missing === 1 ? 'the image' : `the ${missing} images`} without alternative text (![description](…)), for screen readers and image search.`,
    });
  }
  return checks;
}

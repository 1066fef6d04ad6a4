import { normalizeWord, parseProse, type Prose, type ProseBlock } from './parse-prose.js';

/**
 * SEO checks, measured on the prose of the markdown (parse-prose.ts). The score is the weighted
 * share of passed checks, 0–100, rounded. A check that cannot apply is left out of the list and
 * of the score, rather than passed for free:
 *
 * | check                     | weight | passes when                                                   |
 * | ------------------------- | -----: | ------------------------------------------------------------- |
 * | length                    |     20 | the text has at least 300 words                               |
 * | has-heading               |     10 | at least one markdown heading line (`#` … `######`)           |
 * | heading-structure         |     10 | at most one H1, and if there is one it is the first heading   |
 * | paragraph-length          |     15 | no paragraph (or list item) has more than 150 words           |
 * | sentence-length           |     15 | outside headings, sentences average ≤ 20 words and at most    |
 * |                           |        | 25% of them have more than 25 words                           |
 * | subheading-distribution   |     10 | at least one subheading (`##` or deeper) per full 300 words   |
 * | keywords-present          |     10 | every keyword appears at least once                           |
 * | keyword-in-introduction   |     10 | the first keyword is in the first paragraph or in a heading   |
 * | keyword-density           |     10 | the first keyword makes up 0.5%–3% of the words               |
 * | seo-title                 |     10 | the SEO title has at most 60 characters and, with keywords,   |
 * |                           |        | holds the first one                                           |
 * | meta-description          |     10 | the meta description has 120–160 characters and, with         |
 * |                           |        | keywords, holds the first one                                 |
 *
 * Only length and has-heading apply to a text without words, so the empty text scores 0. The three
 * heading, paragraph and sentence checks apply to any text with words; subheading-distribution to
 * texts of 300 words or more; the keyword checks only when keywords are given. Keywords match
 * whole words, case-insensitively, a phrase as consecutive words within one block; density is
 * occurrences per word of text, as Yoast counts it. The first 20 distinct keywords of up to 8
 * words are used. The seo-title and meta-description checks apply when the writer has set those
 * fields (60 and 160 characters are about what Google shows of each). Thresholds are explained in docs/decisions/0006-writing-analysis.md.
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
  | 'seo-title'
  | 'meta-description';

export interface SeoCheck {
  /** Stable identifier, safe to store or to key translations on. */
  check: SeoCheckId;
  label: string;
  passed: boolean;
  weight: number;
  /** What to do about it; shown when the check did not pass. */
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
  /** The title for search results, when the writer set one. */
  seoTitle?: string | null;
  /** The description for search results, when the writer set one. */
  metaDescription?: string | null;
}

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
const MAX_META_DESCRIPTION_LENGTH = 160;

export function seoChecks(text: string, options: SeoOptions = {}): SeoReport {
  return seoOfProse(parseProse(text), options);
}

export function seoOfProse(prose: Prose, options: SeoOptions = {}): SeoReport {
  const headings = prose.blocks.filter((block) => block.kind === 'heading');
  const checks: SeoCheck[] = [checkLength(prose), checkHasHeading(headings)];
  if (prose.wordCount > 0) {
    checks.push(checkHeadingStructure(headings), checkParagraphLength(prose), checkSentenceLength(prose));
  }
  if (prose.wordCount >= MIN_WORDS) checks.push(checkSubheadingDistribution(prose, headings));

  const keywords = parseKeywords(options.keywords ?? []);
  const first = keywords[0];
  if (first !== undefined) {
    checks.push(
      checkKeywordsPresent(prose, keywords),
      checkKeywordInIntroduction(prose, first),
      checkKeywordDensity(prose, first),
    );
  }
  if (options.seoTitle) checks.push(checkSeoTitle(options.seoTitle, first));
  if (options.metaDescription) checks.push(checkMetaDescription(options.metaDescription, first));

  let total = 0;
  let passed = 0;
  for (const check of checks) {
    total += check.weight;
    if (check.passed) passed += check.weight;
  }
  return { score: Math.round((100 * passed) / total), checks };
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
  return {
    check: 'keywords-present',
    label: 'Every keyword used',
    passed,
    weight: 10,
    message: passed
      ? 'Use each keyword at least once.'
      : `Use ${missing.length === 1 ? 'this keyword' : 'these keywords'} at least once: ${missing.join(', ')}.`,
  };
}

function checkKeywordInIntroduction(prose: Prose, keyword: Keyword): SeoCheck {
  const introduction = prose.blocks.find((block) => block.kind !== 'heading');
  const inIntroduction = introduction !== undefined && occurrencesIn(introduction.words, keyword) > 0;
  const inHeading = prose.blocks.some((block) => block.kind === 'heading' && occurrencesIn(block.words, keyword) > 0);
  return {
    check: 'keyword-in-introduction',
    label: 'Main keyword in the introduction or a heading',
    passed: inIntroduction || inHeading,
    weight: 10,
    message: `Mention “${keyword.text}” in the first paragraph or in a heading, so readers and search engines see the topic at once.`,
  };
}

function checkKeywordDensity(prose: Prose, keyword: Keyword): SeoCheck {
  const count = occurrences(prose, keyword);
  const density = prose.wordCount === 0 ? 0 : count / prose.wordCount;
  return {
    check: 'keyword-density',
    label: 'Main keyword density 0.5–3%',
    passed: density >= MIN_KEYWORD_DENSITY && density <= MAX_KEYWORD_DENSITY,
    weight: 10,
    message: keywordDensityMessage(keyword.text, count, prose.wordCount),
  };
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

function checkSeoTitle(title: string, keyword: Keyword | undefined): SeoCheck {
  const length = [...title].length;
  const tooLong = length > MAX_SEO_TITLE_LENGTH;
  const missesKeyword = keyword !== undefined && !containsKeyword(title, keyword);
  const problems = [
    tooLong ? `shorten it to ${MAX_SEO_TITLE_LENGTH} characters or fewer (it has ${length}) so search results show all of it` : '',
    missesKeyword && keyword ? `include “${keyword.text}”` : '',
  ].filter(Boolean);
  return {
    check: 'seo-title',
    label: `SEO title of at most ${MAX_SEO_TITLE_LENGTH} characters${keyword ? ', with the main keyword' : ''}`,
    passed: problems.length === 0,
    weight: 10,
    message:
      problems.length === 0
        ? `Keep the SEO title within ${MAX_SEO_TITLE_LENGTH} characters${keyword ? ` and mentioning “${keyword.text}”` : ''}.`
        : `In the SEO title, ${problems.join(' and ')}.`,
  };
}

function checkMetaDescription(description: string, keyword: Keyword | undefined): SeoCheck {
  const length = [...description].length;
  const lengthProblem =
    length < MIN_META_DESCRIPTION_LENGTH
      ? `lengthen it to at least ${MIN_META_DESCRIPTION_LENGTH} characters (it has ${length})`
      : length > MAX_META_DESCRIPTION_LENGTH
        ? `shorten it to ${MAX_META_DESCRIPTION_LENGTH} characters or fewer (it has ${length}), or search results cut it off`
        : '';
  const missesKeyword = keyword !== undefined && !containsKeyword(description, keyword);
  const problems = [lengthProblem, missesKeyword && keyword ? `include “${keyword.text}”` : ''].filter(Boolean);
  return {
    check: 'meta-description',
    label: `Meta description of ${MIN_META_DESCRIPTION_LENGTH}–${MAX_META_DESCRIPTION_LENGTH} characters${keyword ? ', with the main keyword' : ''}`,
    passed: problems.length === 0,
    weight: 10,
    message:
      problems.length === 0
        ? `Keep the meta description at ${MIN_META_DESCRIPTION_LENGTH}–${MAX_META_DESCRIPTION_LENGTH} characters.`
        : `In the meta description, ${problems.join(' and ')}.`,
  };
}

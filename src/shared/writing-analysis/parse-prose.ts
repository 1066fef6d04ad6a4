/**
 * Turns markdown into the prose a reader reads: blocks (headings, paragraphs, list items) of words,
 * each block cut into sentences. Syntax is dropped (heading `#`, list and quote markers, emphasis,
 * link targets, images, HTML tags, rules, link definitions) and fenced code is left out entirely,
 * since code is not prose. One pass over the lines, then one over each block's tokens, and every
 * pattern stops at the next bracket, so the work stays linear even on hostile input.
 *
 * Deliberately small rather than CommonMark: setext headings, indented code and tables read as
 * paragraphs, which at worst adds a few words.
 */

export type ProseBlockKind = 'heading' | 'paragraph' | 'list-item';

export interface ProseBlock {
  kind: ProseBlockKind;
  /** 1–6 for a heading, 0 otherwise. */
  level: number;
  /** Lower-cased, without surrounding punctuation; a token with no letter or digit is no word. */
  words: string[];
  /** The number of words in each of the block's sentences, in order. */
  sentenceLengths: number[];
  /** The sentences as written (syntax removed, spaces collapsed); only with `{ sentences: true }`. */
  sentences?: string[];
}

export interface ParseProseOptions {
  /** Keep each sentence's text as well (the built-in generators quote them); scoring does not need it. */
  sentences?: boolean;
}

export interface Prose {
  blocks: ProseBlock[];
  wordCount: number;
}

const LINE_BREAK = /\r\n?|\n/;
const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const QUOTE_MARKERS = /^[ \t]*(?:>[ \t]?)+/;
const RULE = /^ {0,3}(?:(?:-[ \t]*){3,}|(?:\*[ \t]*){3,}|(?:_[ \t]*){3,})$/;
const LINK_DEFINITION = /^ {0,3}\[[^[\]]+\]:\s/;
const HEADING = /^ {0,3}(#{1,6})(?:[ \t]+|$)/;
/** One blank before the hashes, not [ \t]+: that would rescan a long run of spaces at every space. */
const CLOSING_HASHES = /[ \t]#+$/;
const LIST_MARKER = /^[ \t]*(?:[-*+]|\d{1,9}[.)])(?:[ \t]+|$)/;

const IMAGE = /!\[[^[\]]*\]\([^()]*\)/g;
const LINK = /\[([^[\]]*)\]\([^()]*\)/g;
const REFERENCE_LINK = /\[([^[\]]*)\]\[[^[\]]*\]/g;
const AUTOLINK = /<(?:https?:|mailto:)[^<>\s]*>/g;
const HTML_TAG = /<\/?[A-Za-z][^<>]*>/g;
const CODE_TICKS = /`+/g;
const EMPHASIS = /[*~]+/g;
/** Underscores that open or close emphasis, not those inside a word such as snake_case. */
const EMPHASIS_UNDERSCORES = /(^|[^\p{L}\p{N}])_+|_+(?=[^\p{L}\p{N}]|$)/gu;

const TOKEN = /\S+/g;
/*
 * Both patterns below are written so that no attempt rescans a run of characters that an earlier
 * attempt already covered: the obvious /[^\p{L}\p{N}]+$/ is quadratic on a long token such as
 * "a!!!…!a", and a 2 MB document could then hold the server for minutes.
 */
const FIRST_LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
const LAST_LETTER_OR_DIGIT = /([\p{L}\p{N}])[^\p{L}\p{N}]*$/u;
/** A sentence ends at . ! or ? (ellipses too), perhaps followed by closing quotes or brackets. */
const SENTENCE_END = /[.!?]["'”’)\]]*$/;
/** Abbreviations that end in a full stop without ending the sentence (as normalised words). */
const ABBREVIATIONS = new Set(['e.g', 'i.e', 'mr', 'mrs', 'ms', 'dr', 'prof', 'vs', 'cf']);

/** A word as compared and counted: lower case, without the punctuation around it. */
export function normalizeWord(token: string): string {
  // Most tokens start and end with an ASCII letter or digit: skip the Unicode patterns for them.
  if (isAsciiAlphanumeric(token.charCodeAt(0)) && isAsciiAlphanumeric(token.charCodeAt(token.length - 1))) {
    return token.toLowerCase();
  }
  const start = token.search(FIRST_LETTER_OR_DIGIT);
  if (start === -1) return '';
  const last = LAST_LETTER_OR_DIGIT.exec(token);
  const end = last?.[1] === undefined ? token.length : last.index + last[1].length;
  return token.slice(start, end).toLowerCase();
}

function isAsciiAlphanumeric(code: number): boolean {
  return (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
}

export function parseProse(text: string, options: ParseProseOptions = {}): Prose {
  const blocks: ProseBlock[] = [];
  let open: { kind: ProseBlockKind; lines: string[] } | null = null;
  let fence: string | null = null;

  const closeOpenBlock = (): void => {
    if (open !== null) addBlock(blocks, open.kind, 0, open.lines.join(' '), options);
    open = null;
  };

  for (const rawLine of text.split(LINE_BREAK)) {
    if (fence !== null) {
      if (closesFence(rawLine, fence)) fence = null;
      continue;
    }
    const fenceOpening = FENCE.exec(rawLine);
    if (fenceOpening?.[1] !== undefined) {
      closeOpenBlock();
      fence = fenceOpening[1];
      continue;
    }

    const line = rawLine.replace(QUOTE_MARKERS, '');
    if (line.trim() === '' || RULE.test(line) || LINK_DEFINITION.test(line)) {
      closeOpenBlock();
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading?.[1] !== undefined) {
      closeOpenBlock();
      const title = line.slice(heading[0].length).trimEnd().replace(CLOSING_HASHES, '').trimEnd();
      addBlock(blocks, 'heading', heading[1].length, title, options);
      continue;
    }
    const listMarker = LIST_MARKER.exec(line);
    if (listMarker !== null) {
      closeOpenBlock();
      open = { kind: 'list-item', lines: [line.slice(listMarker[0].length)] };
      continue;
    }
    // A line under a paragraph or list item continues it (markdown's soft line break).
    if (open === null) open = { kind: 'paragraph', lines: [line] };
    else open.lines.push(line);
  }
  closeOpenBlock();

  let wordCount = 0;
  for (const block of blocks) wordCount += block.words.length;
  return { blocks, wordCount };
}

function closesFence(line: string, fence: string): boolean {
  const match = FENCE.exec(line);
  return (
    match?.[1] !== undefined &&
    match[1][0] === fence[0] &&
    match[1].length >= fence.length &&
    line.slice(match[0].length).trim() === ''
  );
}

function stripInlineSyntax(text: string): string {
  return text
    .replace(IMAGE, ' ')
    .replace(LINK, '$1')
    .replace(REFERENCE_LINK, '$1')
    .replace(AUTOLINK, ' ')
    .replace(HTML_TAG, ' ')
    .replace(CODE_TICKS, '')
    .replace(EMPHASIS, '')
    .replace(EMPHASIS_UNDERSCORES, '$1');
}

function addBlock(blocks: ProseBlock[], kind: ProseBlockKind, level: number, markdown: string, options: ParseProseOptions): void {
  const words: string[] = [];
  const sentenceLengths: number[] = [];
  const sentences: string[] | undefined = options.sentences ? [] : undefined;
  let sentenceTokens: string[] = [];
  let sentenceLength = 0;
  for (const token of stripInlineSyntax(markdown).match(TOKEN) ?? []) {
    const word = normalizeWord(token);
    if (sentences) sentenceTokens.push(token);
    if (word !== '') {
      words.push(word);
      sentenceLength += 1;
    }
    if (sentenceLength > 0 && SENTENCE_END.test(token) && !ABBREVIATIONS.has(word)) {
      sentenceLengths.push(sentenceLength);
      sentenceLength = 0;
      sentences?.push(sentenceTokens.join(' '));
      sentenceTokens = [];
    }
  }
  // The end of a block ends its last sentence: headings and list items rarely carry a full stop.
  if (sentenceLength > 0) {
    sentenceLengths.push(sentenceLength);
    sentences?.push(sentenceTokens.join(' '));
  }
  if (words.length > 0) blocks.push({ kind, level, words, sentenceLengths, ...(sentences ? { sentences } : {}) });
}

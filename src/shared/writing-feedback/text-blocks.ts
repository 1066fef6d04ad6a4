import type { TextBlock } from './finding.js';

/** A block of a text sent as a string (the public API's analyze) and where it starts in that string. */
export interface OffsetBlock extends TextBlock {
  /** The index in the text of the block's first character: a finding at `start` is at `offset + start`. */
  offset: number;
}

const OBJECT = '\uFFFC';
const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const HEADING = /^ {0,3}#{1,6}(?=\s|$)/;
const LIST_ITEM = /^ {0,3}(?:[-*+]|\d{1,9}[.)])(?=\s)/;
const QUOTE = /^ {0,3}(?:> ?)+/;

/** Replaces a match with as many characters, so every offset after it still points at the same text. */
const blank = (match: string) => ' '.repeat(match.length);
const object = (match: string) => OBJECT.repeat(match.length);

/**
 * A line's markdown syntax masked, one character for one: markers and link targets become spaces,
 * inline code and images U+FFFC (an object the checks never read as prose, as in the editor's
 * blocks), so the prose reads as the editor would show it and offsets stay those of the text.
 */
function maskLine(line: string): string {
  return line
    .replace(QUOTE, blank)
    .replace(HEADING, blank)
    .replace(LIST_ITEM, blank)
    .replace(/`[^`]*`/g, object)
    .replace(/!\[[^\]]*\]\([^)]*\)/g, object)
    .replace(/\[([^\]]*)\]\([^)]*\)/g, (match, label: string) => ` ${label}${' '.repeat(match.length - label.length - 1)}`)
    .replace(/\*\*|__|~~|(?<![\w*])\*(?=\S)|(?<=\S)\*(?![\w*])/g, blank);
}

/**
 * The blocks of a plain-text or markdown string, as the feedback engine reads them, each with its
 * offset in the string: a blank line ends a paragraph, a heading is a block of its own, each list
 * item starts one, and fenced code is left out. Lines of one paragraph are joined by a space in
 * place of the line break, so lengths never change. Findings map back to the string exactly.
 */
export function textBlocks(text: string): OffsetBlock[] {
  const blocks: OffsetBlock[] = [];
  let current: OffsetBlock | null = null;
  let fence: string | null = null;
  let offset = 0;
  const close = () => {
    if (current && current.text.trim()) blocks.push(current);
    current = null;
  };
  for (const rawLine of text.split('\n')) {
    const line = rawLine.endsWith('\r') ? rawLine.slice(0, -1) : rawLine;
    const lineOffset = offset;
    offset += rawLine.length + 1;
    const fenceMatch = FENCE.exec(line);
    if (fence) {
      if (fenceMatch && fenceMatch[1]!.startsWith(fence)) fence = null;
      continue;
    }
    if (fenceMatch) {
      close();
      fence = fenceMatch[1]!;
      continue;
    }
    if (!line.trim()) {
      close();
      continue;
    }
    const masked = maskLine(line);
    if (HEADING.test(line.replace(QUOTE, blank))) {
      close();
      blocks.push({ kind: 'heading', text: masked, offset: lineOffset });
      continue;
    }
    if (LIST_ITEM.test(line.replace(QUOTE, blank))) close();
    if (current) {
      const joined: OffsetBlock = current;
      // The line break (and a carriage return before it) become spaces: one character each.
      joined.text += ' '.repeat(lineOffset - (joined.offset + joined.text.length)) + masked;
    } else {
      current = { kind: 'paragraph', text: masked, offset: lineOffset };
    }
  }
  close();
  return blocks;
}

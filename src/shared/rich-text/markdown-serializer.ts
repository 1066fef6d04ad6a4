import type { Mark, Node as ProseMirrorNode } from '@tiptap/pm/model';
import { withoutSuggestions } from './suggestions/resolve-suggestions.js';
import { serializeInRuns } from './serialize-in-runs.js';
import { MarkdownSerializer, defaultMarkdownSerializer, type MarkdownSerializerState } from 'prosemirror-markdown';

const defaults = defaultMarkdownSerializer;

/** A fence longer than any run of backticks inside the code, so the code can never close it. */
function fenceFor(code: string): string {
  const longestRun = Math.max(0, ...(code.match(/`+/g) ?? []).map((run) => run.length));
  return '`'.repeat(Math.max(3, longestRun + 1));
}

const WORD_CHARACTER = /[\p{L}\p{N}]/u;

/** The marks of `node` other than `mark`, to tell whether only `mark` changes at a boundary. */
function sameMarksBesides(a: ProseMirrorNode, b: ProseMirrorNode, mark: Mark): boolean {
  const others = (node: ProseMirrorNode) => node.marks.filter((candidate) => !candidate.eq(mark));
  const left = others(a);
  const right = others(b);
  return left.length === right.length && left.every((candidate, i) => candidate.eq(right[i]!));
}

/**
 * Whether the character right beside an emphasis delimiter is part of a word: only when the
 * neighbour is text and no other mark opens or closes between them (every other delimiter is
 * punctuation).
 */
function wordBeside(node: ProseMirrorNode, neighbour: ProseMirrorNode | null, mark: Mark, side: 'before' | 'after') {
  if (!neighbour?.isText || !sameMarksBesides(node, neighbour, mark)) return false;
  return WORD_CHARACTER.test(side === 'before' ? neighbour.text!.slice(-1) : neighbour.text!.slice(0, 1));
}

/**
 * `_` for emphasis where it can be (not touching a word), `*` where it must. With `**` for
 * strong and `*` for emphasis, text that is bold and italic and then only italic comes out as
 * `***Note****:`, which reads back differently; `**_Note_**_:` does not. The choice is made at
 * the opening and kept for the closing (the serializer may close and reopen emphasis around
 * another mark, so each opening decides for its own span).
 */
const openEmphasis = new WeakMap<object, string>();

function openEmphasisDelimiter(state: object, mark: Mark, parent: ProseMirrorNode, index: number): string {
  let last = index;
  while (last + 1 < parent.childCount && mark.isInSet(parent.child(last + 1).marks)) last++;
  const before = index > 0 ? parent.child(index - 1) : null;
  const after = last + 1 < parent.childCount ? parent.child(last + 1) : null;
  const touchesWord =
    wordBeside(parent.child(index), before, mark, 'before') || wordBeside(parent.child(last), after, mark, 'after');
  const delimiter = touchesWord ? '*' : '_';
  openEmphasis.set(state, delimiter);
  return delimiter;
}

function closeEmphasisDelimiter(state: object): string {
  const delimiter = openEmphasis.get(state) ?? '*';
  openEmphasis.delete(state);
  return delimiter;
}

/**
 * A list item's blocks. In a tight list they follow each other without a blank line (a blank
 * line inside an item makes the whole list loose when read back), except paragraph after
 * paragraph, which markdown can only separate with one. The schema requires an item to start
 * with a paragraph; an empty one there stands for an item that starts with another block
 * (`- > quote`), so it is not written.
 */
function renderListItem(state: MarkdownSerializerState, node: ProseMirrorNode): void {
  // Both are public at runtime but missing from the package's types.
  const internals = state as unknown as { inTightList: boolean; flushClose(size: number): void };
  const tight = internals.inTightList;
  const first = node.firstChild;
  const skipFirst = node.childCount > 1 && first?.type.name === 'paragraph' && first.content.size === 0;
  let previous: ProseMirrorNode | null = null;
  node.forEach((child, _offset, index) => {
    if (index === 0 && skipFirst) return;
    if (previous && tight && !(previous.type.name === 'paragraph' && child.type.name === 'paragraph')) {
      internals.flushClose(1);
    }
    state.render(child, node, index);
    previous = child;
  });
}

/**
 * Two lists of one type side by side stay two lists only if their markers differ (`-` then `*`,
 * `.` then `)`); with the same marker they read back as one. Alternates along a run of them.
 */
function followsListOfSameType(node: ProseMirrorNode, parent: ProseMirrorNode, index: number): boolean {
  let run = 0;
  while (index - run - 1 >= 0 && parent.child(index - run - 1).type === node.type) run++;
  return run % 2 === 1;
}

function renderList(
  state: MarkdownSerializerState,
  node: ProseMirrorNode,
  marker: (index: number) => string,
  width: number,
): void {
  // prosemirror-markdown reads `tight` from the node's attrs to decide on blank lines.
  state.renderList(node, ' '.repeat(width), marker);
}

const serializer = new MarkdownSerializer(
  {
    blockquote: defaults.nodes.blockquote!,
    paragraph: defaults.nodes.paragraph!,
    heading: defaults.nodes.heading!,
    horizontalRule: defaults.nodes.horizontal_rule!,
    hardBreak: defaults.nodes.hard_break!,
    text: defaults.nodes.text!,
    image: defaults.nodes.image!,
    listItem: renderListItem,
    bulletList(state, node, parent, index) {
      const marker = followsListOfSameType(node, parent, index) ? '*' : '-';
      renderList(state, node, () => `${marker} `, 2);
    },
    orderedList(state, node, parent, index) {
      const delimiter = followsListOfSameType(node, parent, index) ? ')' : '.';
      const start = Number(node.attrs.start) || 1;
      const width = String(start + node.childCount - 1).length;
      renderList(state, node, (item) => `${String(start + item).padStart(width, ' ')}${delimiter} `, width + 2);
    },
    codeBlock(state, node) {
      const fence = fenceFor(node.textContent);
      state.write(`${fence}${(node.attrs.language as string | null) ?? ''}\n`);
      state.text(node.textContent, false);
      // Always a newline before the closing fence, even after code that ends in a blank line.
      state.write('\n');
      state.write(fence);
      state.closeBlock(node);
    },
  },
  {
    italic: {
      open: (state, mark, parent, index) => openEmphasisDelimiter(state, mark, parent, index),
      close: (state) => closeEmphasisDelimiter(state),
      mixable: true,
      expelEnclosingWhitespace: true,
    },
    bold: { open: '**', close: '**', mixable: true, expelEnclosingWhitespace: true },
    strike: { open: '~~', close: '~~', mixable: true, expelEnclosingWhitespace: true },
    code: defaults.marks.code!,
    link: defaults.marks.link!,
    // Never reached: serializeMarkdown writes the text with every suggestion rejected.
    suggestedInsertion: { open: '', close: '' },
    suggestedDeletion: { open: '', close: '' },
  },
  {
    strict: true,
    // `<` would start an autolink (`<a@b.c>`) when read back; raw HTML is off, but autolinks are not.
    escapeExtraCharacters: /</g,
  },
);

/**
 * A ProseMirror document as markdown that parses back to the same document. Pending suggestions
 * are not written: the markdown holds the text as it stands before review (ADR 0044).
 */
export function serializeMarkdown(document: ProseMirrorNode): string {
  return serializeInRuns(withoutSuggestions(document), writeInOnePass);
}

function writeInOnePass(document: ProseMirrorNode): string {
  return serializer.serialize(document, { tightLists: true });
}

/** The same markdown written by one serializer state (slow on long texts): for tests that compare. */
export function serializeMarkdownInOnePass(document: ProseMirrorNode): string {
  return writeInOnePass(withoutSuggestions(document));
}

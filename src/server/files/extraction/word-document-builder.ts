import type { JSONContent } from '@tiptap/core';
import { isAllowedLink } from '../../../shared/rich-text/extensions.js';
import type { XmlHandlers } from './ooxml-package.js';

export type ListKind = 'bullet' | 'ordered';

/** What the builder needs to know from the package's other parts. */
export interface WordLookups {
  /** The heading level (1–6) of a paragraph style, or null for a body style. */
  headingLevel(styleId: string): number | null;
  isQuote(styleId: string): boolean;
  listKind(numId: string, level: number): ListKind;
  /** The address of an external hyperlink relationship, or null. */
  link(relationshipId: string): string | null;
}

type MarkName = 'bold' | 'italic' | 'strike';
const OFF_VALUES = new Set(['0', 'false', 'off', 'none']);
/** The deepest list nesting kept; deeper items join this level (Word allows 9). */
const MAX_LIST_DEPTH = 6;

interface Paragraph {
  styleId: string | null;
  numId: string | null;
  level: number;
  inlines: JSONContent[];
}

interface OpenList {
  kind: ListKind;
  node: JSONContent & { content: JSONContent[] };
}

/**
 * Walks WordprocessingML (`word/document.xml`) with SAX events and builds the editor's document
 * (ProseMirror JSON of src/shared/rich-text): one block per `w:p`, inline text from `w:t` with
 * the run's bold, italic and strike, links from `w:hyperlink`, nested lists from `w:numPr`.
 * A table's rows become paragraphs, their cells' text (with its emphasis and links) separated by
 * " | ", as a pasted table is (the document has no tables). Text boxes and `mc:Fallback` copies
 * are skipped; deleted text and field codes are other elements than `w:t` and never read.
 */
export class WordDocumentBuilder {
  readonly #blocks: JSONContent[] = [];
  #lists: OpenList[] = [];
  #quote: (JSONContent & { content: JSONContent[] }) | null = null;
  #paragraph: Paragraph | null = null;
  #marks = new Set<MarkName>();
  #href: string | null = null;
  #inText = false;
  #inRun = false;
  #inParagraphProperties = false;
  #skipDepth = 0;
  #characters = 0;
  #tableDepth = 0;
  /** The outermost table's row being read: each cell's inline content (a nested table's text joins its cell). */
  #row: JSONContent[][] | null = null;

  constructor(
    private readonly lookups: WordLookups,
    /** Reading stops past this many characters of text. */
    private readonly maxCharacters = Number.POSITIVE_INFINITY,
  ) {}

  /** True when the text passed maxCharacters and reading stopped. */
  get tooLong(): boolean {
    return this.#characters > this.maxCharacters;
  }

  handlers(): XmlHandlers {
    return {
      open: (name, attributes) => this.#open(name, attributes),
      close: (name) => this.#close(name),
      text: (text) => {
        if (this.#inText && this.#skipDepth === 0) this.#appendText(text);
      },
      done: () => this.tooLong,
    };
  }

  /** The document built so far; an empty document has one empty paragraph. */
  document(): JSONContent {
    return { type: 'doc', content: this.#blocks.length > 0 ? this.#blocks : [{ type: 'paragraph' }] };
  }

  #open(name: string, attributes: Readonly<Record<string, string>>): void {
    if (name === 'mc:Fallback' || name === 'w:txbxContent') this.#skipDepth += 1;
    if (this.#skipDepth > 0) return;
    const value = attributes['w:val'];
    switch (name) {
      case 'w:tbl':
        this.#tableDepth += 1;
        break;
      case 'w:tr':
        if (this.#tableDepth === 1) this.#row = [];
        break;
      case 'w:tc':
        if (this.#tableDepth === 1) this.#row?.push([]);
        break;
      case 'w:p':
        this.#paragraph = { styleId: null, numId: null, level: 0, inlines: [] };
        break;
      case 'w:pPr':
        this.#inParagraphProperties = true;
        break;
      case 'w:pStyle':
        if (this.#paragraph && value) this.#paragraph.styleId = value;
        break;
      case 'w:numId':
        if (this.#paragraph && value && value !== '0') this.#paragraph.numId = value;
        break;
      case 'w:ilvl':
        if (this.#paragraph && value) this.#paragraph.level = Math.min(Math.max(Number(value) || 0, 0), MAX_LIST_DEPTH - 1);
        break;
      case 'w:hyperlink': {
        const target = attributes['r:id'] ? this.lookups.link(attributes['r:id']) : null;
        this.#href = target && isAllowedLink(target) ? target : null;
        break;
      }
      case 'w:r':
        this.#inRun = true;
        this.#marks = new Set();
        break;
      case 'w:b':
      case 'w:i':
      case 'w:strike':
      case 'w:dstrike':
        // Run properties only: the paragraph mark's own (inside w:pPr) format nothing visible.
        if (this.#inRun && !this.#inParagraphProperties && !OFF_VALUES.has((value ?? '').toLowerCase())) {
          this.#marks.add(name === 'w:b' ? 'bold' : name === 'w:i' ? 'italic' : 'strike');
        }
        break;
      case 'w:rStyle':
        if (this.#inRun && value && /strong/i.test(value)) this.#marks.add('bold');
        if (this.#inRun && value && /emphasis/i.test(value)) this.#marks.add('italic');
        break;
      case 'w:t':
        this.#inText = true;
        break;
      case 'w:tab':
        if (this.#inRun && !this.#inParagraphProperties) this.#appendText(' ');
        break;
      case 'w:br':
      case 'w:cr':
        // A page or column break is layout, not a line of the text.
        if (this.#inRun && (attributes['w:type'] ?? 'textWrapping') === 'textWrapping') this.#paragraph?.inlines.push({ type: 'hardBreak' });
        break;
    }
  }

  #close(name: string): void {
    if (name === 'mc:Fallback' || name === 'w:txbxContent') {
      this.#skipDepth -= 1;
      return;
    }
    if (this.#skipDepth > 0) return;
    if (name === 'w:t') this.#inText = false;
    else if (name === 'w:pPr') this.#inParagraphProperties = false;
    else if (name === 'w:r') this.#inRun = false;
    else if (name === 'w:hyperlink') this.#href = null;
    else if (name === 'w:tbl') this.#tableDepth = Math.max(this.#tableDepth - 1, 0);
    else if (name === 'w:tr' && this.#tableDepth === 1 && this.#row) {
      this.#finishRow(this.#row);
      this.#row = null;
    } else if (name === 'w:p' && this.#paragraph) {
      this.#finishParagraph(this.#paragraph);
      this.#paragraph = null;
    }
  }

  #appendText(text: string): void {
    if (!this.#paragraph || text === '') return;
    this.#characters += text.length;
    const marks: JSONContent['marks'] = [...this.#marks].map((type) => ({ type }));
    if (this.#href) marks.push({ type: 'link', attrs: { href: this.#href } });
    const last = this.#paragraph.inlines.at(-1);
    if (last?.type === 'text' && sameMarks(last.marks ?? [], marks)) last.text = `${last.text ?? ''}${text}`;
    else this.#paragraph.inlines.push({ type: 'text', text, ...(marks.length > 0 ? { marks } : {}) });
  }

  #finishParagraph(paragraph: Paragraph): void {
    const inlines = trimInlines(paragraph.inlines);
    // Empty paragraphs are Word's spacing, not text.
    if (inlines.length === 0) return;
    const cell = this.#row?.at(-1);
    if (cell) {
      // A cell's paragraphs (a heading, a list item) join its text, a space apart.
      if (cell.length > 0) cell.push({ type: 'text', text: ' ' });
      cell.push(...inlines);
      return;
    }
    const level = paragraph.styleId ? this.lookups.headingLevel(paragraph.styleId) : null;
    if (level !== null && paragraph.numId === null) {
      this.#endContainers();
      this.#blocks.push({ type: 'heading', attrs: { level: Math.min(Math.max(level, 1), 6) }, content: inlines });
      return;
    }
    const block: JSONContent = { type: 'paragraph', content: inlines };
    if (paragraph.numId !== null) {
      this.#quote = null;
      this.#addListItem(this.lookups.listKind(paragraph.numId, paragraph.level), paragraph.level, block);
      return;
    }
    this.#lists = [];
    if (paragraph.styleId && this.lookups.isQuote(paragraph.styleId)) {
      if (!this.#quote) {
        this.#quote = { type: 'blockquote', content: [] };
        this.#blocks.push(this.#quote);
      }
      this.#quote.content.push(block);
      return;
    }
    this.#quote = null;
    this.#blocks.push(block);
  }

  /** A table's row as one paragraph of its cells, " | " between them; a row with no text is left out. */
  #finishRow(cells: JSONContent[][]): void {
    if (cells.every((cell) => cell.length === 0)) return;
    this.#endContainers();
    const content = cells.flatMap((cell, index) => (index === 0 ? cell : [{ type: 'text', text: ' | ' }, ...cell]));
    this.#blocks.push({ type: 'paragraph', content });
  }

  #endContainers(): void {
    this.#lists = [];
    this.#quote = null;
  }

  /** Opens and closes lists so the item lands at its level, in a list of its kind. */
  #addListItem(kind: ListKind, level: number, block: JSONContent): void {
    // Close lists deeper than this item's, and one of another kind at its level.
    while (this.#lists.length > level + 1) this.#lists.pop();
    if (this.#lists.length === level + 1 && this.#lists[level]?.kind !== kind) this.#lists.pop();
    while (this.#lists.length < level + 1) {
      const list: OpenList = { kind, node: { type: kind === 'bullet' ? 'bulletList' : 'orderedList', content: [] } };
      const parent = this.#lists.at(-1);
      if (parent) {
        // A nested list belongs to the parent's last item; a list that starts deeper gets one.
        let item = parent.node.content.at(-1);
        if (!item) {
          item = { type: 'listItem', content: [{ type: 'paragraph' }] };
          parent.node.content.push(item);
        }
        (item.content ??= []).push(list.node);
      } else {
        this.#blocks.push(list.node);
      }
      this.#lists.push(list);
    }
    this.#lists[level]?.node.content.push({ type: 'listItem', content: [block] });
  }
}

function sameMarks(a: readonly { type?: string; attrs?: Record<string, unknown> }[], b: readonly { type?: string; attrs?: Record<string, unknown> }[]): boolean {
  return a.length === b.length && a.every((mark, index) => mark.type === b[index]?.type && mark.attrs?.href === b[index]?.attrs?.href);
}

/** Drops the paragraph's leading and trailing blanks and breaks; empty when nothing else is left. */
function trimInlines(inlines: JSONContent[]): JSONContent[] {
  const result = inlines.map((inline) => ({ ...inline }));
  while (result[0] && (result[0].type === 'hardBreak' || (result[0].type === 'text' && (result[0].text ?? '').trim() === ''))) result.shift();
  while (result.at(-1) && (result.at(-1)?.type === 'hardBreak' || (result.at(-1)?.type === 'text' && (result.at(-1)?.text ?? '').trim() === ''))) result.pop();
  const first = result[0];
  if (first?.type === 'text') first.text = (first.text ?? '').trimStart();
  const last = result.at(-1);
  if (last?.type === 'text') last.text = (last.text ?? '').trimEnd();
  return result;
}

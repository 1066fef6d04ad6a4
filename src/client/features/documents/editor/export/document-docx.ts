import type { Mark, Node as ProseMirrorNode } from '@tiptap/pm/model';
import type * as Docx from 'docx';

type DocxModule = typeof Docx;

let loading: Promise<DocxModule> | undefined;

/** Loads the docx package once (its own chunk); the export menu starts this when it opens. */
export function preloadDocx(): Promise<DocxModule> {
  loading ??= import('docx').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
type Inline = Docx.ParagraphChild;

const MONOSPACE = 'Consolas';
const NUMBERING = 'inkwise-numbered';

/**
 * A Word document (.docx) of the editor's document: real headings (Heading 1–6 styles), bulleted
 * and numbered lists at their depth, quotes, code in a monospaced font, links, emphasis. The
 * `docx` package (MIT) is loaded only when someone exports.
 */
export async function documentDocx(title: string, document: ProseMirrorNode): Promise<Blob> {
  const docx = await preloadDocx();
  const numberedLists: number[] = [];
  const paragraphs = blocks(docx, document, { listDepth: -1, numberedLists });
  const file = new docx.Document({
    title,
    creator: 'Inkwise',
    numbering: {
      config: numberedLists.map((_, index) => ({
        reference: `${NUMBERING}-${index}`,
        levels: Array.from({ length: 6 }, (_level, level) => ({
          level,
          format: docx.LevelFormat.DECIMAL,
          text: `%${level + 1}.`,
          alignment: docx.AlignmentType.START,
          start: level === 0 ? (numberedLists[index] ?? 1) : 1,
          style: { paragraph: { indent: { left: 720 * (level + 1), hanging: 360 } } },
        })),
      })),
    },
    sections: [{ children: paragraphs.length > 0 ? paragraphs : [new docx.Paragraph('')] }],
  });
  return docx.Packer.toBlob(file);
}

type Context = {
  listDepth: number;
  /** Each numbered list's start, in order; its index names its numbering instance. */
  numberedLists: number[];
  list?: { kind: 'bullet' } | { kind: 'numbered'; reference: string };
  quote?: boolean;
};

function blocks(docx: DocxModule, parent: ProseMirrorNode, context: Context): Docx.Paragraph[] {
  const out: Docx.Paragraph[] = [];
  parent.forEach((node) => out.push(...block(docx, node, context)));
  return out;
}

function block(docx: DocxModule, node: ProseMirrorNode, context: Context): Docx.Paragraph[] {
  const listing = () => {
    if (!context.list) return {};
    return context.list.kind === 'bullet'
      ? { bullet: { level: context.listDepth } }
      : { numbering: { reference: context.list.reference, level: context.listDepth } };
  };
  const quote = context.quote ? { indent: { left: 720 }, border: { left: { style: docx.BorderStyle.SINGLE, size: 12, color: 'BBBBBB', space: 12 } } } : {};
  switch (node.type.name) {
    case 'heading': {
      const levels = [docx.HeadingLevel.HEADING_1, docx.HeadingLevel.HEADING_2, docx.HeadingLevel.HEADING_3, docx.HeadingLevel.HEADING_4, docx.HeadingLevel.HEADING_5, docx.HeadingLevel.HEADING_6];
      return [new docx.Paragraph({ heading: levels[Number(node.attrs.level) - 1] ?? docx.HeadingLevel.HEADING_1, children: inlines(docx, node) })];
    }
    case 'paragraph':
      return [new docx.Paragraph({ children: inlines(docx, node), ...listing(), ...quote })];
    case 'blockquote':
      return blocks(docx, node, { ...context, quote: true });
    case 'codeBlock':
      return node.textContent.split('\n').map(
        (line) => new docx.Paragraph({ children: [new docx.TextRun({ text: line, font: MONOSPACE })], spacing: { after: 0 }, ...quote }),
      );
    case 'horizontalRule':
      return [new docx.Paragraph({ border: { bottom: { style: docx.BorderStyle.SINGLE, size: 6, color: 'BBBBBB', space: 1 } } })];
    case 'bulletList':
      return listItems(docx, node, { ...context, listDepth: context.listDepth + 1, list: { kind: 'bullet' } });
    case 'orderedList': {
      const reference = `${NUMBERING}-${context.numberedLists.length}`;
      context.numberedLists.push(Number(node.attrs.start) || 1);
      return listItems(docx, node, { ...context, listDepth: context.listDepth + 1, list: { kind: 'numbered', reference } });
    }
    default:
      return [new docx.Paragraph({ children: inlines(docx, node), ...quote })];
  }
}

/** A list item's first paragraph carries the bullet or number; what follows it is indented under it. */
function listItems(docx: DocxModule, list: ProseMirrorNode, context: Context): Docx.Paragraph[] {
  const out: Docx.Paragraph[] = [];
  list.forEach((item) => {
    item.forEach((child, _offset, index) => {
      if (index === 0 || child.type.name.endsWith('List')) out.push(...block(docx, child, context));
      else out.push(...block(docx, child, { ...context, list: undefined }));
    });
  });
  return out;
}

function inlines(docx: DocxModule, textblock: ProseMirrorNode): Inline[] {
  const out: Inline[] = [];
  textblock.forEach((node) => {
    if (node.type.name === 'hardBreak') {
      out.push(new docx.TextRun({ text: '', break: 1 }));
      return;
    }
    // An image's place keeps its description: the picture itself stays on the web.
    const text = node.isText ? (node.text ?? '') : node.type.name === 'image' ? `[${String(node.attrs.alt ?? 'image')}]` : '';
    const run = new docx.TextRun({ text, ...runStyle(node.marks) });
    const link = node.marks.find((mark) => mark.type.name === 'link');
    out.push(link ? new docx.ExternalHyperlink({ link: String(link.attrs.href), children: [new docx.TextRun({ text, ...runStyle(node.marks), style: 'Hyperlink' })] }) : run);
  });
  return out;
}

function runStyle(marks: readonly Mark[]) {
  const has = (name: string) => marks.some((mark) => mark.type.name === name);
  return {
    bold: has('bold') || undefined,
    italics: has('italic') || undefined,
    strike: has('strike') || undefined,
    font: has('code') ? MONOSPACE : undefined,
  };
}

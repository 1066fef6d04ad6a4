import type { Node as ProseMirrorNode } from '@tiptap/pm/model';
import type { TextBlock } from './finding.js';

/** A block and where its text starts in the editor's document. */
export interface PositionedBlock extends TextBlock {
  /** The document position of the block's first character. */
  from: number;
}

const OBJECT = '\uFFFC';

/**
 * The prose of a document, block by block, as the checks read it: every paragraph and heading
 * (in lists and quotes too), code blocks left out. Each block's text has one character per
 * document position, so a finding's offsets become editor positions by adding `from`: an inline
 * image or hard break is one U+FFFC, inline code is U+FFFC per character (never checked as prose).
 * The editor and the server both read documents through this function, so they agree.
 */
export function documentBlocks(doc: ProseMirrorNode): PositionedBlock[] {
  const blocks: PositionedBlock[] = [];
  doc.descendants((node, position) => {
    if (!node.isTextblock) return true;
    if (node.type.spec.code) return false;
    let text = '';
    node.forEach((child) => {
      if (child.isText) {
        const value = child.text ?? '';
        text += child.marks.some((mark) => mark.type.spec.code) ? OBJECT.repeat(value.length) : value;
      } else {
        text += OBJECT.repeat(child.nodeSize);
      }
    });
    blocks.push({ kind: node.type.name === 'heading' ? 'heading' : 'paragraph', text, from: position + 1 });
    return false;
  });
  return blocks;
}

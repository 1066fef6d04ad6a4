import { AllSelection, EditorState, TextSelection } from '@tiptap/pm/state';
import { describe, expect, it } from 'vitest';
import { parseMarkdown } from '@shared/rich-text/markdown';
import { selectionBlocks } from './render-near-screen';

const doc = parseMarkdown('One.\n\nTwo.\n\n- three\n- four\n\nFive.');
/** Where a text starts in the document. */
const at = (text: string) => {
  let found = -1;
  doc.descendants((node, position) => {
    if (found < 0 && node.isText && node.text!.includes(text)) found = position + node.text!.indexOf(text);
  });
  return found;
};
/** The text of each top-level block the selection's decorations mark. */
const marked = (selection: (state: EditorState) => EditorState['selection']) => {
  const state = EditorState.create({ doc });
  return selectionBlocks(state.apply(state.tr.setSelection(selection(state))))
    .find()
    .map((decoration) => doc.nodeAt(decoration.from)!.textContent);
};

describe('the blocks always drawn: those the selection is in', () => {
  it('is the caret’s block', () => {
    expect(marked((state) => TextSelection.create(state.doc, at('Two') + 1))).toEqual(['Two.']);
  });

  it('is the whole top-level block around a caret in a list item', () => {
    expect(marked((state) => TextSelection.create(state.doc, at('four')))).toEqual(['threefour']);
  });

  it('is every block a selection spans, and every block when all is selected', () => {
    expect(marked((state) => TextSelection.create(state.doc, at('One'), at('three') + 2))).toEqual(['One.', 'Two.', 'threefour']);
    expect(marked((state) => new AllSelection(state.doc))).toEqual(['One.', 'Two.', 'threefour', 'Five.']);
  });
});

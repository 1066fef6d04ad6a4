import { Extension, isMacOS, type Editor } from '@tiptap/core';
import { Plugin, Selection, TextSelection, type EditorState } from '@tiptap/pm/state';
import { Decoration, DecorationSet } from '@tiptap/pm/view';
import { readPendingDomChanges } from './read-pending-dom-changes';
import './render-near-screen.css';

/** The editor's root, whose blocks are drawn only near the screen (render-near-screen.css). */
const RENDER_NEAR_SCREEN_CLASS = 'render-near-screen';
/** A top-level block the selection is in: always drawn. */
const HOLDS_SELECTION_CLASS = 'holds-selection';

/** The top-level blocks the selection touches, each marked as holding it. */
export function selectionBlocks(state: EditorState): DecorationSet {
  const { from, to } = state.selection;
  const marked: Decoration[] = [];
  state.doc.nodesBetween(from, to, (node, position) => {
    marked.push(Decoration.node(position, position + node.nodeSize, { class: HOLDS_SELECTION_CLASS }));
    return false;
  });
  return DecorationSet.create(state.doc, marked);
}

/**
 * Moves the caret to the document's start or end (extending the selection there when asked) from
 * its own model: the browser's own Ctrl+End lands by layout, and put the caret at the start of
 * the last block, which it had not laid out. A click or key just before is read first, so that the
 * selection extended is the one on the screen.
 */
function toDocumentEdge(editor: Editor, edge: 'start' | 'end', extend: boolean) {
  return () => {
    readPendingDomChanges(editor.view);
    return editor.commands.command(({ tr, dispatch }) => {
      const target = edge === 'end' ? Selection.atEnd(tr.doc) : Selection.atStart(tr.doc);
      if (dispatch) tr.setSelection(extend ? TextSelection.between(tr.selection.$anchor, target.$head) : target).scrollIntoView();
      return true;
    });
  };
}

/**
 * Chromium lays out, paints and hands its compositor the whole of a contenteditable on every key,
 * and reads all of its text for the input method, so each key in a 20,000-word document cost
 * about 50 ms of the renderer's time at the document's end (docs/benchmarks.md, "Editor: typing").
 * With `content-visibility: auto` on the document's blocks the browser skips the blocks far from
 * the screen: the frame's commit fell from 14 to 2 ms a key there, the input method's reading of
 * the text from 12.7 to 1.1 ms (a timeline trace of 60 keys; ADR 0055).
 *
 * The blocks the selection is in are always drawn: the browser places a caret by layout, and in
 * a block it had not laid out it put typed letters at the end of the document (typing over Ctrl+A
 * in the browser test; a just-made paragraph in an earlier trial). Marking them is one decoration
 * per block, set in the same update that makes a new block, so it arrives drawn.
 */
export const RenderNearScreen = Extension.create({
  name: 'renderNearScreen',
  addKeyboardShortcuts() {
    const shortcuts = {
      'Mod-Home': toDocumentEdge(this.editor, 'start', false),
      'Mod-End': toDocumentEdge(this.editor, 'end', false),
      'Shift-Mod-Home': toDocumentEdge(this.editor, 'start', true),
      'Shift-Mod-End': toDocumentEdge(this.editor, 'end', true),
    };
    if (!isMacOS()) return shortcuts;
    // A Mac's keys for the same (Cmd+Up and Cmd+Down); elsewhere Ctrl+Up and Down move by paragraph.
    return {
      ...shortcuts,
      'Mod-ArrowUp': shortcuts['Mod-Home'],
      'Mod-ArrowDown': shortcuts['Mod-End'],
      'Shift-Mod-ArrowUp': shortcuts['Shift-Mod-Home'],
      'Shift-Mod-ArrowDown': shortcuts['Shift-Mod-End'],
    };
  },
  addProseMirrorPlugins() {
    return [
      new Plugin({
        props: {
          attributes: { class: RENDER_NEAR_SCREEN_CLASS },
          decorations: selectionBlocks,
        },
      }),
    ];
  },
});

import type { EditorView } from '@tiptap/pm/view';

/**
 * The page's selection when it lies in the editor, else the editor's own. The editor reads the
 * page's selection only when the browser reports the change (a moment later in Chrome), so a key
 * or click handled right after a caret move would act on where the caret was.
 */
export function selectedRange(view: EditorView): { from: number; to: number; anchor: number; head: number } {
  const selection = window.getSelection();
  if (selection?.anchorNode && selection.focusNode && view.dom.contains(selection.anchorNode) && view.dom.contains(selection.focusNode)) {
    try {
      const anchor = view.posAtDOM(selection.anchorNode, selection.anchorOffset);
      const head = view.posAtDOM(selection.focusNode, selection.focusOffset);
      return { from: Math.min(anchor, head), to: Math.max(anchor, head), anchor, head };
    } catch {
      // A position ProseMirror cannot map (inside a node view): fall back to its own selection.
    }
  }
  const { from, to, anchor, head } = view.state.selection;
  return { from, to, anchor, head };
}

import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useEditor, type Editor } from '@tiptap/react';
import { Placeholder } from '@tiptap/extensions';
import { Selection } from '@tiptap/pm/state';
import { parseMarkdown } from '@shared/rich-text/markdown';
import type { EditorView } from '@tiptap/pm/view';
import { insertQuotation } from './insert-quotation';
import { refuseOversizedTransfer } from './oversized-input';
import { insertTextAtSelection } from './insert-text-at-selection';
import { FeedbackHighlights } from '../feedback/feedback-highlights';
import { Suggesting } from '../suggesting/suggesting-extension';
import { untracked } from '../suggesting/suggesting-plugin';
import { SharedUndo } from '../collaboration/shared-undo';
import '../feedback/feedback.css';
import { KeepPendingSelection } from './keep-pending-selection';
import { RenderNearScreen } from './render-near-screen';
import { writeMarkdown } from './written-markdown';
import { createScrollClearance } from './scroll-clearance';
import { pastedHtmlWithoutTables } from '../../flatten-tables';
import { editorDocumentExtensions } from './image-stand-in-view';

export const CONTENT_PLACEHOLDER = 'Start writing...';

/**
 * Writing markdown costs time proportional to the document (a few milliseconds at 20,000
 * words), so it happens once typing pauses this long, not on every key; `flush` writes at once.
 */
const SERIALIZE_DELAY_MS = 120;

export type RichTextEditor = {
  editor: Editor;
  /**
   * Edits not yet written as markdown: the text has changed even if the markdown has not caught
   * up. Kept only while `tracksPendingEdits` is on (it is state: setting it renders the page).
   */
  hasPendingEdits: boolean;
  /**
   * Whether the text differs from the markdown the editor opened with (or has edits not yet
   * written), known the moment a change is made: hasPendingEdits and the page's markdown are
   * state, current only once the page has rendered again.
   */
  editedSinceOpened: () => boolean;
  /** Writes pending edits as markdown now (for a save); null when nothing is pending. */
  flush: () => string | null;
  /** Replaces the document with this markdown without counting it as an edit. */
  load: (markdown: string) => void;
  /** Inserts plain text at the caret (dictation); at the end before the writer placed a caret. */
  insertText: (text: string) => void;
  /** Inserts a quotation of a reference file at the caret, as insertText places it. */
  insertQuotation: (text: string, source: string) => void;
  /** Tells the editor how tall the sticky header and toolbar above the text are (scroll-clearance.ts). */
  keepClearOfTop: (pixels: number) => void;
};

/**
 * The editor's options, made once. TipTap's useEditor compares its options with the editor's on
 * every render and, when one differs by identity (a new array or object), sets them again, which
 * redraws the editor's selection from its state: a caret the writer had just moved with a key,
 * not yet read back by ProseMirror, jumped back (seen on a busy machine, and a cost per render).
 */
const EDITOR_EXTENSIONS = [
  ...editorDocumentExtensions,
  // After StarterKit: its undo and redo commands give way to these, which also undo shared text.
  SharedUndo,
  Placeholder.configure({ placeholder: CONTENT_PLACEHOLDER }),
  FeedbackHighlights,
  Suggesting,
  KeepPendingSelection,
  RenderNearScreen,
];
const EDITOR_PROPS = {
  attributes: {
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-label': 'Content',
    'aria-placeholder': CONTENT_PLACEHOLDER,
    // The room below the last line lets the page scroll the caret at the document's end as far up
    // as the scroll margin asks (scroll-clearance.ts); without it the page ends just under that
    // line and the writer types on the window's bottom edge whenever nothing beside the editor is
    // taller.
    class: 'document-prose min-h-80 px-4 pt-3 pb-[min(40vh,20rem)] outline-none sm:px-6 print:pb-3',
    spellcheck: 'true',
  },
  handlePaste: (view: EditorView, event: ClipboardEvent) => refuseOversizedTransfer(view, event.clipboardData),
  transformPastedHTML: pastedHtmlWithoutTables,
  handleDrop: (view: EditorView, event: DragEvent) => refuseOversizedTransfer(view, event.dataTransfer),
};

/** The TipTap editor of a document's content, which is markdown in and out. */
export function useRichTextEditor(
  initialMarkdown: string,
  onMarkdownChange: (markdown: string) => void,
  /**
   * Whether the page needs `hasPendingEdits` (a new document's unsaved state). A shared document's
   * text is saved by the shared document, and setting it would render the whole page on the first
   * key after every pause.
   */
  tracksPendingEdits = true,
): RichTextEditor {
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);
  // Set once per pause in typing (not per key), so the page re-renders twice per pause at most.
  const [hasPendingEdits, setHasPendingEdits] = useState(false);
  const caretPlaced = useRef(false);
  // The markdown last written from the editor's text (null: none yet).
  const written = useRef<string | null>(null);
  const onChange = useRef(onMarkdownChange);
  const tracksPending = useRef(tracksPendingEdits);
  useLayoutEffect(() => {
    onChange.current = onMarkdownChange;
    tracksPending.current = tracksPendingEdits;
  });

  // Read once: the page passes the saved document's text again after a first save gives the
  // document its address, and a changed option must not reload the editor (and move the caret).
  const [openedMarkdown] = useState(initialMarkdown);
  const [initialContent] = useState(() => parseMarkdown(openedMarkdown).toJSON());
  // Made once per editor, like the options below: ProseMirror reads them at each scroll.
  const [{ scrollThreshold, scrollMargin, keepClearOfTop }] = useState(() => createScrollClearance());
  const [editorProps] = useState(() => ({ ...EDITOR_PROPS, scrollThreshold, scrollMargin }));
  const editor = useEditor({
    extensions: EDITOR_EXTENSIONS,
    content: initialContent,
    immediatelyRender: true,
    // The toolbar subscribes to what it shows; the page does not re-render on every key.
    shouldRerenderOnTransaction: false,
    editorProps,
    onFocus: () => {
      caretPlaced.current = true;
    },
    onUpdate: ({ editor: updated }) => {
      // Restarted by every change: written once typing pauses, not every 120 ms during it.
      if (pending.current) clearTimeout(pending.current);
      else if (tracksPending.current) setHasPendingEdits(true);
      pending.current = setTimeout(() => {
        pending.current = null;
        written.current = writeMarkdown(updated.state.doc);
        onChange.current(written.current);
        setHasPendingEdits(false);
      }, SERIALIZE_DELAY_MS);
    },
  });

  useEffect(
    () => () => {
      if (pending.current) clearTimeout(pending.current);
    },
    [],
  );

  const flush = () => {
    if (!pending.current) return null;
    clearTimeout(pending.current);
    pending.current = null;
    const markdown = writeMarkdown(editor.state.doc);
    written.current = markdown;
    onChange.current(markdown);
    setHasPendingEdits(false);
    return markdown;
  };

  const load = (markdown: string) => {
    if (pending.current) clearTimeout(pending.current);
    pending.current = null;
    setHasPendingEdits(false);
    // A reload of the text (a restored version, the source view), never a suggestion.
    editor
      .chain()
      .command(({ tr }) => Boolean(untracked(tr)))
      .setContent(parseMarkdown(markdown).toJSON(), { emitUpdate: false })
      .run();
  };

  const placeCaret = () => {
    if (caretPlaced.current) return;
    editor.view.dispatch(editor.state.tr.setSelection(Selection.atEnd(editor.state.doc)));
    caretPlaced.current = true;
  };

  const insertText = (text: string) => {
    placeCaret();
    insertTextAtSelection(editor, text);
  };

  const insertQuotationAtCaret = (text: string, source: string) => {
    placeCaret();
    insertQuotation(editor, text, source);
  };

  const editedSinceOpened = () => pending.current !== null || (written.current !== null && written.current !== openedMarkdown);

  return { editor, hasPendingEdits, editedSinceOpened, flush, load, insertText, insertQuotation: insertQuotationAtCaret, keepClearOfTop };
}

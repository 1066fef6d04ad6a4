import { useEffect, useEffectEvent, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { EditorContent } from '@tiptap/react';
import { Textarea } from '@/components/ui/textarea';
import type { RichTextEditor } from '../rich-text/use-rich-text-editor';
import { CONTENT_PLACEHOLDER } from '../rich-text/use-rich-text-editor';
import { EditorToolbar } from './editor-toolbar';
import { LinkDialog } from './link-dialog';
import '@/components/document-reading/document-prose.css';
import { selectedRange } from '../rich-text/selected-range';
import { wouldOverflow } from '../rich-text/oversized-input';
import { useStickyClearance } from '../rich-text/use-sticky-clearance';

type RichTextFieldProps = {
  richText: RichTextEditor;
  /** The content as markdown, as the page holds it (for the source view). */
  markdown: string;
  /** Typing in the source view. */
  onMarkdownChange: (markdown: string) => void;
  /** Above the text, below the toolbar (dictation). */
  tools?: ReactNode;
  /** At the toolbar's end (Save on phones). */
  toolbarEnd?: ReactNode;
  /** Below the text (the status line). */
  footer?: ReactNode;
  /** Turns suggesting mode on or off; absent, the toolbar has no Suggesting toggle. */
  onSuggestingChange?: (on: boolean) => void;
  /**
   * The text is co-edited (ADR 0041): what is typed in the source view reaches the shared text as
   * it is typed (after a short pause), as the formatted text's edits do, unless it is longer than
   * a document may hold; then it stays in the source view, which cannot be left until it is shorter.
   */
  liveSource?: boolean;
};

/** Source edits reach the shared text once typing pauses this long. */
const LIVE_SOURCE_DELAY_MS = 400;

/** The document's text: formatting toolbar, the formatted text or its markdown source, and a link dialog. */
export function RichTextField({ richText, markdown, onMarkdownChange, tools, toolbarEnd, footer, onSuggestingChange, liveSource = false }: RichTextFieldProps) {
  const { editor } = richText;
  const [sourceMode, setSourceMode] = useState(false);
  const [linkOpen, setLinkOpen] = useState(false);
  const [linkHref, setLinkHref] = useState<string | null>(null);
  const sourceId = useId();
  const field = useRef<HTMLDivElement>(null);
  useStickyClearance(field, richText.keepClearOfTop);

  const [linkRange, setLinkRange] = useState<{ from: number; to: number } | null>(null);

  const openLinkDialog = () => {
    // The text the link goes on, taken now: a selection just made with the keyboard may not have
    // reached the editor's state yet (it follows the page's selectionchange event).
    setLinkRange(selectedRange(editor.view));
    setLinkHref((editor.getAttributes('link').href as string | undefined) ?? null);
    setLinkOpen(true);
  };

  // Ctrl/Cmd+K in the text opens the link dialog, as in the usual editors.
  const onTextKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key.toLowerCase() !== 'k' || !(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
    event.preventDefault();
    openLinkDialog();
  };

  const loadSource = useEffectEvent(() => richText.load(markdown));
  useEffect(() => {
    if (!sourceMode || !liveSource || wouldOverflow(0, markdown)) return;
    const timer = setTimeout(loadSource, LIVE_SOURCE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [sourceMode, liveSource, markdown]);

  const changeSourceMode = (on: boolean) => {
    if (!on && liveSource && wouldOverflow(0, markdown)) return;
    if (on) richText.flush();
    else richText.load(markdown);
    setSourceMode(on);
    if (!on) requestAnimationFrame(() => editor.commands.focus());
  };

  const applyLink = (href: string) => {
    const range = linkRange ?? editor.state.selection;
    const chain = editor.chain().focus().setTextSelection(range);
    if (range.from === range.to && linkHref === null) {
      // Nothing selected and no link here: the address itself becomes the linked text.
      chain.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] }).run();
    } else {
      chain.extendMarkRange('link').setLink({ href }).run();
    }
    setLinkOpen(false);
  };

  const removeLink = () => {
    const range = linkRange ?? editor.state.selection;
    editor.chain().focus().setTextSelection(range).extendMarkRange('link').unsetLink().run();
    setLinkOpen(false);
  };

  return (
    <div ref={field} className="rounded-xl border bg-background shadow-xs print:border-0 print:shadow-none">
      <EditorToolbar
        editor={editor}
        onEditLink={openLinkDialog}
        sourceMode={sourceMode}
        onSourceModeChange={changeSourceMode}
        end={toolbarEnd}
        onSuggestingChange={onSuggestingChange}
        className="sticky top-[var(--product-header-height,0px)] z-10 rounded-t-xl print:hidden"
      />
      {tools ? <div className="border-b px-3 py-2 print:hidden">{tools}</div> : null}
      <div hidden={sourceMode} onKeyDown={onTextKeyDown}>
        <EditorContent editor={editor} />
      </div>
      {sourceMode ? (
        <div className="p-3">
          <label htmlFor={sourceId} className="sr-only">
            Markdown source
          </label>
          <Textarea
            id={sourceId}
            value={markdown}
            placeholder={CONTENT_PLACEHOLDER}
            spellCheck
            rows={20}
            autoFocus
            onChange={(event) => onMarkdownChange(event.target.value)}
            className="min-h-80 resize-y border-0 font-mono text-sm leading-relaxed shadow-none focus-visible:ring-0"
          />
        </div>
      ) : null}
      <div className="print:hidden">{footer}</div>
      <LinkDialog open={linkOpen} onOpenChange={setLinkOpen} currentHref={linkHref} onApply={applyLink} onRemove={removeLink} />
    </div>
  );
}

import { useEditorState, type Editor } from '@tiptap/react';
import {
  Bold,
  Code,
  FileCode,
  GitPullRequestArrow,
  Heading1,
  Heading2,
  Heading3,
  Italic,
  Link2,
  List,
  ListOrdered,
  Minus,
  Pilcrow,
  Quote,
  Redo2,
  SquareCode,
  Strikethrough,
  Undo2,
  type LucideIcon,
} from 'lucide-react';
import { Fragment, memo, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { useRovingFocus } from '../rich-text/use-roving-focus';
import { ToolbarButton } from './toolbar-button';
import { isSuggesting } from '../suggesting/suggesting-plugin';
import { suggestionsOf } from '../suggesting/use-suggestions';

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
const mod = isMac ? '⌘' : 'Ctrl+';
const shift = isMac ? '⇧' : 'Shift+';
const alt = isMac ? '⌥' : 'Alt+';

type Tool = {
  label: string;
  icon: LucideIcon;
  shortcut?: string;
  /** Whether it applies at the caret (for toggles). */
  active?: (editor: Editor) => boolean;
  /** Whether it can run here (undo with no history cannot). */
  enabled?: (editor: Editor) => boolean;
  run: (editor: Editor) => void;
};

const groups: Tool[][] = [
  [
    { label: 'Undo', icon: Undo2, shortcut: `${mod}Z`, enabled: (e) => e.can().undo(), run: (e) => e.chain().focus().undo().run() },
    { label: 'Redo', icon: Redo2, shortcut: `${mod}${shift}Z`, enabled: (e) => e.can().redo(), run: (e) => e.chain().focus().redo().run() },
  ],
  [
    { label: 'Paragraph', icon: Pilcrow, shortcut: `${mod}${alt}0`, active: (e) => e.isActive('paragraph'), run: (e) => e.chain().focus().setParagraph().run() },
    ...([1, 2, 3] as const).map<Tool>((level) => ({
      label: `Heading ${level}`,
      icon: [Heading1, Heading2, Heading3][level - 1]!,
      shortcut: `${mod}${alt}${level}`,
      active: (e) => e.isActive('heading', { level }),
      run: (e) => e.chain().focus().toggleHeading({ level }).run(),
    })),
  ],
  [
    { label: 'Bold', icon: Bold, shortcut: `${mod}B`, active: (e) => e.isActive('bold'), run: (e) => e.chain().focus().toggleBold().run() },
    { label: 'Italic', icon: Italic, shortcut: `${mod}I`, active: (e) => e.isActive('italic'), run: (e) => e.chain().focus().toggleItalic().run() },
    { label: 'Strikethrough', icon: Strikethrough, shortcut: `${mod}${shift}S`, active: (e) => e.isActive('strike'), run: (e) => e.chain().focus().toggleStrike().run() },
    { label: 'Inline code', icon: Code, shortcut: `${mod}E`, active: (e) => e.isActive('code'), run: (e) => e.chain().focus().toggleCode().run() },
  ],
  [
    { label: 'Bulleted list', icon: List, shortcut: `${mod}${shift}8`, active: (e) => e.isActive('bulletList'), run: (e) => e.chain().focus().toggleBulletList().run() },
    { label: 'Numbered list', icon: ListOrdered, shortcut: `${mod}${shift}7`, active: (e) => e.isActive('orderedList'), run: (e) => e.chain().focus().toggleOrderedList().run() },
    { label: 'Quote', icon: Quote, shortcut: `${mod}${shift}B`, active: (e) => e.isActive('blockquote'), run: (e) => e.chain().focus().toggleBlockquote().run() },
    { label: 'Code block', icon: SquareCode, shortcut: `${mod}${alt}C`, active: (e) => e.isActive('codeBlock'), run: (e) => e.chain().focus().toggleCodeBlock().run() },
    { label: 'Horizontal rule', icon: Minus, run: (e) => e.chain().focus().setHorizontalRule().run() },
  ],
];

type EditorToolbarProps = {
  editor: Editor;
  /** Opens the link dialog (also Ctrl/Cmd+K in the editor). */
  onEditLink: () => void;
  /** Markdown source shown instead of the formatted text: formatting buttons are off. */
  sourceMode: boolean;
  onSourceModeChange: (on: boolean) => void;
  className?: string;
  /** Shown at the end of the toolbar (Save on phones). */
  end?: ReactNode;
  /** Turns suggesting mode on or off (ADR 0044); absent, the toggle is not shown. */
  onSuggestingChange?: (on: boolean) => void;
};

const toggleClass = (pressed: boolean) =>
  cn(
    'inline-flex h-9 shrink-0 items-center gap-1.5 rounded-md px-2.5 text-sm lg:h-8 lg:px-2 font-medium text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground disabled:pointer-events-none disabled:opacity-40',
    pressed && 'bg-secondary text-secondary-foreground',
  );

/**
 * One of the formatting tools. Its props are the tool (a constant), the editor and its state, so
 * it renders only when its state changes, not with the page (each has a tooltip: about a dozen
 * components, rendered again at every pause in typing otherwise).
 */
const ToolButton = memo(function ToolButton({ tool, editor, ...state }: { tool: Tool; editor: Editor; active: boolean | undefined; disabled: boolean; tabIndex: number }) {
  return <ToolbarButton icon={tool.icon} label={tool.label} shortcut={tool.shortcut} {...state} onClick={() => tool.run(editor)} />;
});

/** The formatting toolbar: one Tab stop, arrow keys between buttons, each button's state announced. */
export function EditorToolbar({ editor, onEditLink, sourceMode, onSourceModeChange, className, end, onSuggestingChange }: EditorToolbarProps) {
  const { container, onKeyDown, tabIndexFor } = useRovingFocus();
  // Re-renders the toolbar (only) when a button's state changes.
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      tools: groups.map((group) => group.map((tool) => [tool.active?.(current) ?? false, tool.enabled?.(current) ?? true])),
      link: current.isActive('link'),
      suggesting: isSuggesting(current.state),
      // The markdown holds no suggestion: the source view would drop every pending one.
      pendingSuggestions: suggestionsOf(current.state.doc).length > 0,
    }),
  });

  let index = 0;
  return (
    <div
      ref={container}
      role="toolbar"
      aria-label="Formatting"
      aria-orientation="horizontal"
      onKeyDown={onKeyDown}
      // A phone scrolls the row sideways (a second row would cost it a tenth of its screen); wider
      // screens wrap it, so no tool is out of sight where the side column narrows the text (768–1279 px).
      className={cn('scroll-shadows-x flex items-center gap-0.5 overflow-x-auto border-b px-2 py-1.5 sm:flex-wrap sm:gap-y-1 sm:overflow-x-visible', className)}
    >
      {groups.map((group, groupIndex) => (
        <Fragment key={groupIndex}>
          {groupIndex > 0 ? <span aria-hidden className="mx-1 h-5 w-px shrink-0 bg-border" /> : null}
          {group.map((tool, toolIndex) => {
            const [active, enabled] = state.tools[groupIndex]![toolIndex]!;
            return (
              <ToolButton
                key={tool.label}
                tool={tool}
                editor={editor}
                active={tool.active ? active : undefined}
                disabled={sourceMode || !enabled}
                tabIndex={tabIndexFor(index++)}
              />
            );
          })}
          {groupIndex === 2 ? (
            <ToolbarButton
              icon={Link2}
              label="Link"
              shortcut={`${mod}K`}
              active={state.link}
              disabled={sourceMode}
              tabIndex={tabIndexFor(index++)}
              onClick={onEditLink}
            />
          ) : null}
        </Fragment>
      ))}
      <span aria-hidden className="mx-1 h-5 w-px shrink-0 bg-border" />
      {onSuggestingChange ? (
        <button
          type="button"
          data-roving-item=""
          aria-pressed={state.suggesting}
          disabled={sourceMode}
          title="Suggesting: what you type and delete is proposed, for the document’s owner to accept or reject"
          tabIndex={tabIndexFor(index++)}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onSuggestingChange(!state.suggesting)}
          className={toggleClass(state.suggesting)}
        >
          <GitPullRequestArrow className="size-4" aria-hidden />
          Suggesting
        </button>
      ) : null}
      <button
        type="button"
        data-roving-item=""
        aria-pressed={sourceMode}
        disabled={!sourceMode && (state.suggesting || state.pendingSuggestions)}
        title={!sourceMode && (state.suggesting || state.pendingSuggestions) ? 'The markdown source is not available while suggestions are pending or suggesting is on' : undefined}
        tabIndex={tabIndexFor(index++)}
        onClick={() => onSourceModeChange(!sourceMode)}
        className={toggleClass(sourceMode)}
      >
        <FileCode className="size-4" aria-hidden />
        Markdown
      </button>
      {end ? <div className="ml-auto flex shrink-0 items-center pl-2">{end}</div> : null}
    </div>
  );
}

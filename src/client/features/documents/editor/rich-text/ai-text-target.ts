import type { Editor } from '@tiptap/core';
import { Fragment, Slice, type Node as ProseMirrorNode } from '@tiptap/pm/model';
import { parseMarkdown, serializeMarkdown } from '@shared/rich-text/markdown';

/**
 * The part of the document an AI action works on, remembered when the writer asks, so that the
 * answer goes back exactly there. `block`: the whole paragraph (or heading) at the caret, taken
 * when nothing was selected.
 */
export interface AiTextTarget {
  from: number;
  to: number;
  /** The target's text as markdown: what the model is given. */
  markdown: string;
  kind: 'inline' | 'blocks' | 'block';
}

/** The selection's text as markdown; a selection within one paragraph keeps its marks and links. */
function markdownBetween(editor: Editor, from: number, to: number): string {
  const { doc, schema } = editor.state;
  const $from = doc.resolve(from);
  const $to = doc.resolve(to);
  try {
    if ($from.sameParent($to) && $from.parent.isTextblock) {
      const paragraph = schema.nodes.paragraph!.create(null, doc.slice(from, to).content);
      return serializeMarkdown(schema.topNodeType.create(null, paragraph)).trim();
    }
    const blocks = schema.topNodeType.createAndFill(null, doc.slice(from, to).content);
    if (blocks) return serializeMarkdown(blocks).trim();
  } catch {
    // Content that does not fit a document on its own (part of a table, say): its plain text.
  }
  return doc.textBetween(from, to, '\n\n', ' ').trim();
}

/**
 * What the rewrite family works on: the selection, or the paragraph at the caret when nothing is
 * selected. Null when there is no text there.
 */
export function rewriteTarget(editor: Editor): AiTextTarget | null {
  const { selection } = editor.state;
  if (!selection.empty) {
    const { from, to, $from, $to } = selection;
    const markdown = markdownBetween(editor, from, to);
    if (!markdown) return null;
    return { from, to, markdown, kind: $from.sameParent($to) && $from.parent.isTextblock ? 'inline' : 'blocks' };
  }
  const { $from } = selection;
  if (!$from.parent.isTextblock || $from.parent.textContent.trim() === '') return null;
  const from = $from.before();
  const to = $from.after();
  return { from, to, markdown: markdownBetween(editor, $from.start(), $from.end()), kind: 'block' };
}

/** The document's text up to the caret (for Continue writing), and where the caret is. */
export function textBeforeCaret(editor: Editor): { text: string; at: number } {
  const { doc, selection } = editor.state;
  return { text: doc.textBetween(0, selection.to, '\n\n', ' ').trim(), at: selection.to };
}

/** An answer's markdown as the editor's content. */
function parseAnswer(editor: Editor, markdown: string): ProseMirrorNode {
  return editor.schema.nodeFromJSON(parseMarkdown(markdown).toJSON());
}

/** A one-paragraph answer's inline content, so that it can sit inside the writer's paragraph. */
function inlineContentOf(answer: ProseMirrorNode): Fragment | null {
  return answer.childCount === 1 && answer.firstChild?.type.name === 'paragraph' ? answer.firstChild.content : null;
}

/**
 * Puts the answer in place of the target in one transaction, so one Undo brings the original
 * back, and selects what was put there.
 */
export function replaceTarget(editor: Editor, target: AiTextTarget, markdown: string): void {
  const answer = parseAnswer(editor, markdown);
  const { tr } = editor.state;
  const inline = inlineContentOf(answer);
  if (target.kind === 'inline' && inline) tr.replaceWith(target.from, target.to, inline);
  else if (target.kind === 'block') tr.replaceWith(target.from, target.to, answer.content);
  else tr.replaceRange(target.from, target.to, new Slice(answer.content, 0, 0));
  editor.view.dispatch(tr.scrollIntoView());
  editor.commands.focus();
}

/** Puts the answer as new blocks after the block that holds the target's end. */
export function insertBelowTarget(editor: Editor, target: AiTextTarget, markdown: string): void {
  const answer = parseAnswer(editor, markdown);
  const $end = editor.state.doc.resolve(target.to);
  const after = $end.depth > 0 ? $end.after(1) : target.to;
  editor.view.dispatch(editor.state.tr.insert(after, answer.content).scrollIntoView());
  editor.commands.focus();
}

/** Puts the answer at a position (Continue writing: where the caret was), in one transaction. */
export function insertAnswerAt(editor: Editor, at: number, markdown: string): void {
  const answer = parseAnswer(editor, markdown);
  const inline = inlineContentOf(answer);
  const { tr } = editor.state;
  const position = Math.min(at, tr.doc.content.size);
  if (inline && tr.doc.resolve(position).parent.inlineContent) {
    // Continuing a sentence: one space between the last word and the first new one.
    const before = tr.doc.textBetween(Math.max(0, position - 1), position);
    const fragment = before && !/\s/.test(before) ? Fragment.from(editor.schema.text(' ')).append(inline) : inline;
    tr.insert(position, fragment);
  } else {
    tr.replaceRange(position, position, new Slice(answer.content, 0, 0));
  }
  editor.view.dispatch(tr.scrollIntoView());
  editor.commands.focus();
}

/**
 * Puts a draft into the document: in place of an empty document, else after its last block, in
 * one transaction (one Undo takes it out again).
 */
export function insertDraft(editor: Editor, markdown: string): void {
  const answer = parseAnswer(editor, markdown);
  const { doc, tr } = editor.state;
  if (doc.textContent.trim() === '' && doc.childCount <= 1) tr.replaceWith(0, doc.content.size, answer.content);
  else tr.insert(doc.content.size, answer.content);
  editor.view.dispatch(tr.scrollIntoView());
  editor.commands.focus();
}

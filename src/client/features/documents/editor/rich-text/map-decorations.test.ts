import { EditorState } from '@tiptap/pm/state';
import { Slice } from '@tiptap/pm/model';
import { Decoration, DecorationSet } from '@tiptap/pm/view';
import { describe, expect, it } from 'vitest';
import { parseMarkdown } from '@shared/rich-text/markdown';
import { mapDecorations } from './map-decorations';

const before = parseMarkdown('Tea from the hills.\n\nPicked by hand.\n\nDried in the sun.');

/** Where a text starts in a document. */
function at(doc: typeof before, text: string): number {
  let found = -1;
  doc.descendants((node, position) => {
    if (found < 0 && node.isText && node.text!.includes(text)) found = position + node.text!.indexOf(text);
  });
  return found;
}

/** The texts the decorations cover, mapped through a change that replaces the whole text with `markdown`'s, as a collaborator's change arrives. */
function afterWholeTextReplaced(markdown: string, marked: string[]): string[] {
  const state = EditorState.create({ doc: before });
  const set = DecorationSet.create(before, marked.map((text) => Decoration.inline(at(before, text), at(before, text) + text.length, {})));
  const after = parseMarkdown(markdown);
  const transaction = state.tr.replace(0, before.content.size, new Slice(after.content, 0, 0));
  const mapped = mapDecorations(set, transaction);
  return mapped.find().map((decoration) => transaction.doc.textBetween(decoration.from, decoration.to));
}

describe('decorations through a change that replaces the whole text', () => {
  it('keeps those before and after what changed where their words are', () => {
    const marked = ['hills', 'Picked by hand', 'sun'];
    expect(afterWholeTextReplaced('Green tea from the hills.\n\nPicked by hand.\n\nDried in the sun.', marked)).toEqual(marked);
    expect(afterWholeTextReplaced('Tea from the hills.\n\nPicked by hand, early.\n\nDried in the sun.', marked)).toEqual(marked);
    expect(afterWholeTextReplaced('Tea from the hills.\n\nPicked by hand.\n\nDried in the sun.\n\nPacked in tins.', marked)).toEqual(marked);
  });

  it('drops one whose words were deleted, covers what replaced them as a local edit does, and keeps all when nothing changed', () => {
    expect(afterWholeTextReplaced('Tea from the hills.\n\nPicked.\n\nDried in the sun.', ['by hand', 'sun'])).toEqual(['sun']);
    expect(afterWholeTextReplaced('Tea from the hills.\n\nPicked by machine.\n\nDried in the sun.', ['hand', 'sun'])).toEqual(['machine', 'sun']);
    expect(afterWholeTextReplaced('Tea from the hills.\n\nPicked by hand.\n\nDried in the sun.', ['hills', 'sun'])).toEqual(['hills', 'sun']);
  });

  it('maps a local edit as ProseMirror does', () => {
    const state = EditorState.create({ doc: before });
    const set = DecorationSet.create(before, [Decoration.inline(at(before, 'hand'), at(before, 'hand') + 4, {})]);
    const transaction = state.tr.insertText('Green ', 1);
    const [mapped] = mapDecorations(set, transaction).find();
    expect(transaction.doc.textBetween(mapped!.from, mapped!.to)).toBe('hand');
  });
});

import { describe, expect, it } from 'vitest';
import { EditorState, TextSelection, type Transaction } from '@tiptap/pm/state';
import { splitBlock } from '@tiptap/pm/commands';
import * as Y from 'yjs';
import { prosemirrorToYXmlFragment, yXmlFragmentToProseMirrorRootNode } from '@tiptap/y-tiptap';
import { documentSchema } from '@shared/rich-text/schema';
import { parseMarkdown, serializeMarkdown } from '@shared/rich-text/markdown';
import { listSuggestions } from '@shared/rich-text/suggestions/list-suggestions';
import { breakForKey } from './break-for-key';
import { resolveSuggestion, setSuggesting, suggestingPlugin, untracked } from './suggesting-plugin';

const member = { id: 7, name: 'Mia Member' };
const owner = { id: 1, name: 'Olga Owner' };

function editorWith(markdown: string, author = member): EditorState {
  const state = EditorState.create({ schema: documentSchema, doc: parseMarkdown(markdown), plugins: [suggestingPlugin()] });
  return state.apply(setSuggesting(state.tr, true, author));
}

const apply = (state: EditorState, tr: Transaction) => state.applyTransaction(tr).state;
const at = (state: EditorState, position: number) => apply(state, state.tr.setSelection(TextSelection.create(state.doc, position)));

/** Enter, as ProseMirror's splitBlock makes it (TipTap's Enter makes the same step). */
function enter(state: EditorState, position: number): EditorState {
  let next = at(state, position);
  splitBlock(next, (tr) => (next = apply(next, tr)));
  return next;
}

const key = (name: 'Backspace' | 'Delete') => ({ key: name, ctrlKey: false, altKey: false, metaKey: false, shiftKey: false });

/** Backspace or Delete as suggesting mode's key handler sends it. */
function press(state: EditorState, name: 'Backspace' | 'Delete', position: number, author = member): EditorState {
  const placed = at(state, position);
  const tr = breakForKey(placed, key(name), placed.selection, author);
  if (!tr) throw new Error(`${name} at ${position} is not a join`);
  return apply(placed, untracked(tr));
}

const paragraphs = (state: EditorState) => {
  const texts: string[] = [];
  state.doc.forEach((node) => texts.push(node.textContent));
  return texts;
};
const summary = (state: EditorState) => listSuggestions(state.doc).map(({ authorName, paragraphBreak }) => ({ authorName, paragraphBreak }));
const decide = (state: EditorState, resolution: 'accept' | 'reject', id: string | null = null) => apply(state, resolveSuggestion(state, resolution, id));

describe('suggested paragraph breaks', () => {
  it('Enter proposes a new paragraph: shown split, listed, stored as the text before review', () => {
    const state = enter(editorWith('Hello world.'), 7);
    expect(paragraphs(state)).toEqual(['Hello ', 'world.']);
    expect(summary(state)).toEqual([{ authorName: 'Mia Member', paragraphBreak: 'split' }]);
    expect(serializeMarkdown(state.doc)).toBe('Hello world.');
  });

  it('accepting a split keeps the two paragraphs; rejecting joins them back', () => {
    const state = enter(editorWith('Hello world.'), 7);
    const accepted = decide(state, 'accept');
    expect(serializeMarkdown(accepted.doc)).toBe('Hello \n\nworld.');
    expect(listSuggestions(accepted.doc)).toEqual([]);
    const rejected = decide(state, 'reject');
    expect(paragraphs(rejected)).toEqual(['Hello world.']);
    expect(listSuggestions(rejected.doc)).toEqual([]);
  });

  it('text typed after Enter is its own insertion, and Reject all removes both', () => {
    let state = enter(editorWith('One two'), 4);
    state = apply(state, state.tr.insertText('new '));
    expect(paragraphs(state)).toEqual(['One', 'new  two']);
    expect(listSuggestions(state.doc)).toHaveLength(2);
    expect(paragraphs(decide(state, 'reject'))).toEqual(['One two']);
    expect(paragraphs(decide(state, 'accept'))).toEqual(['One', 'new  two']);
  });

  it('Backspace at a paragraph start proposes the join; accept joins, reject keeps the break', () => {
    const state = press(editorWith('First.\n\nSecond.'), 'Backspace', 9);
    expect(paragraphs(state)).toEqual(['First.', 'Second.']);
    expect(summary(state)).toEqual([{ authorName: 'Mia Member', paragraphBreak: 'join' }]);
    expect(state.selection.from).toBe(7);
    expect(serializeMarkdown(state.doc)).toBe('First.\n\nSecond.');
    expect(paragraphs(decide(state, 'accept'))).toEqual(['First.Second.']);
    const rejected = decide(state, 'reject');
    expect(paragraphs(rejected)).toEqual(['First.', 'Second.']);
    expect(listSuggestions(rejected.doc)).toEqual([]);
  });

  it('Delete at a paragraph end proposes the same join', () => {
    const state = press(editorWith('First.\n\nSecond.'), 'Delete', 7);
    expect(summary(state)).toEqual([{ authorName: 'Mia Member', paragraphBreak: 'join' }]);
    expect(state.selection.from).toBe(9);
  });

  it('Backspace over the writer’s own suggested split takes it back; over another’s, proposes a join', () => {
    const split = enter(editorWith('Hello world.'), 7);
    const takenBack = press(split, 'Backspace', 9);
    expect(paragraphs(takenBack)).toEqual(['Hello world.']);
    expect(listSuggestions(takenBack.doc)).toEqual([]);
    const byOwner = apply(split, setSuggesting(split.tr, true, owner));
    const joined = press(byOwner, 'Backspace', 9, owner);
    expect(summary(joined).map((one) => one.paragraphBreak).sort()).toEqual(['join', 'split']);
  });

  it('is not a join inside a list or in the middle of text', () => {
    const list = editorWith('- one\n- two');
    const inItem = at(list, 10);
    expect(breakForKey(inItem, key('Backspace'), inItem.selection, member)).toBeNull();
    const middle = at(editorWith('Hello.'), 3);
    expect(breakForKey(middle, key('Backspace'), middle.selection, member)).toBeNull();
  });

  it('survives the round trip through the shared Yjs document', () => {
    const state = press(enter(editorWith('One two\n\nThree'), 4), 'Backspace', 12);
    const ydoc = new Y.Doc();
    prosemirrorToYXmlFragment(state.doc, ydoc.getXmlFragment('default'));
    const copy = new Y.Doc();
    Y.applyUpdate(copy, Y.encodeStateAsUpdate(ydoc));
    const read = yXmlFragmentToProseMirrorRootNode(copy.getXmlFragment('default'), documentSchema);
    expect(read.eq(state.doc)).toBe(true);
    expect(listSuggestions(read).map((one) => one.paragraphBreak)).toEqual(['split', 'join']);
  });
});

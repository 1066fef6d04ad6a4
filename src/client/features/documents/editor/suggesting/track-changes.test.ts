import { describe, expect, it } from 'vitest';
import { EditorState, TextSelection, type Transaction } from '@tiptap/pm/state';
import { history, undo } from '@tiptap/pm/history';
import { deleteSelection, joinBackward } from '@tiptap/pm/commands';
import { documentSchema } from '@shared/rich-text/schema';
import { parseMarkdown, serializeMarkdown } from '@shared/rich-text/markdown';
import { listSuggestions } from '@shared/rich-text/suggestions/list-suggestions';
import { deletionForKey } from './deletion-for-key';
import { resolveSuggestion, setSuggesting, suggestingPlugin } from './suggesting-plugin';

const member = { id: 7, name: 'Mia Member' };
const owner = { id: 1, name: 'Olga Owner' };

function editorWith(markdown: string, author = member): EditorState {
  const state = EditorState.create({ schema: documentSchema, doc: parseMarkdown(markdown), plugins: [history(), suggestingPlugin()] });
  return state.apply(setSuggesting(state.tr, true, author));
}

const apply = (state: EditorState, tr: Transaction) => state.applyTransaction(tr).state;

/** The position just after the first occurrence of `text` (its end), or at its start. */
function positionOf(state: EditorState, text: string, side: 'start' | 'end' = 'end'): number {
  let found = -1;
  state.doc.descendants((node, position) => {
    if (found >= 0 || !node.isText) return found < 0;
    const index = node.text!.indexOf(text);
    if (index >= 0) found = position + index + (side === 'end' ? text.length : 0);
    return false;
  });
  if (found < 0) throw new Error(`"${text}" not in the document`);
  return found;
}

function type(state: EditorState, text: string, at: number): EditorState {
  return apply(state, state.tr.setSelection(TextSelection.create(state.doc, at)).insertText(text));
}

const key = (name: 'Backspace' | 'Delete', modifiers: { ctrlKey?: boolean } = {}) => ({ key: name, ctrlKey: false, altKey: false, metaKey: false, shiftKey: false, ...modifiers });

/** Backspace as suggesting mode handles the key. */
function backspace(state: EditorState, times = 1): EditorState {
  let current = state;
  for (let i = 0; i < times; i++) current = apply(current, deletionForKey(current, key('Backspace'))!);
  return current;
}

function select(state: EditorState, from: number, to: number): EditorState {
  return apply(state, state.tr.setSelection(TextSelection.create(state.doc, from, to)));
}

const summary = (state: EditorState) => listSuggestions(state.doc).map(({ authorName, inserted, deleted }) => ({ authorName, inserted, deleted }));

describe('suggesting mode', () => {
  it('marks typed text as one insertion by the writer and leaves it out of the markdown', () => {
    let state = editorWith('Hello world.');
    const at = positionOf(state, 'Hello');
    state = type(state, ' there', at);
    state = type(state, ',', state.selection.from);
    expect(state.doc.textContent).toBe('Hello there, world.');
    expect(summary(state)).toEqual([{ authorName: 'Mia Member', inserted: ' there,', deleted: '' }]);
    expect(serializeMarkdown(state.doc)).toBe('Hello world.');
  });

  it('keeps text deleted with Backspace as a struck deletion, caret before it, and in the markdown', () => {
    let state = editorWith('Hello world.');
    state = select(state, positionOf(state, 'world'), positionOf(state, 'world'));
    state = backspace(state, 5);
    expect(state.doc.textContent).toBe('Hello world.');
    expect(summary(state)).toEqual([{ authorName: 'Mia Member', inserted: '', deleted: 'world' }]);
    expect(state.selection.from).toBe(positionOf(state, 'world', 'start'));
    expect(serializeMarkdown(state.doc)).toBe('Hello world.');
  });

  it('strikes only the deleted character when the browser’s change re-reads the struck text beside it', () => {
    let state = editorWith('Hello brown fox.');
    state = select(state, positionOf(state, 'brown '), positionOf(state, 'brown '));
    state = backspace(state, 2);
    // Backspace left to the browser: ProseMirror reads "w" + the struck "n " back as the struck "n ".
    const w = positionOf(state, 'w', 'start');
    const struckEnd = positionOf(state, 'n ');
    state = apply(state, state.tr.replace(w, struckEnd, state.doc.slice(w + 1, struckEnd)));
    expect(summary(state)).toEqual([{ authorName: 'Mia Member', inserted: '', deleted: 'wn ' }]);
    expect(serializeMarkdown(state.doc)).toBe('Hello brown fox.');
  });

  it('strikes a whole word with Ctrl+Backspace, and repeated presses extend the same suggestion', () => {
    let state = editorWith('Hello brown fox.');
    state = select(state, positionOf(state, 'fox'), positionOf(state, 'fox'));
    state = apply(state, deletionForKey(state, key('Backspace', { ctrlKey: true }))!);
    state = apply(state, deletionForKey(state, key('Backspace', { ctrlKey: true }))!);
    expect(summary(state)).toEqual([{ authorName: 'Mia Member', inserted: '', deleted: 'brown fox' }]);
  });

  it('marks a forward Delete and leaves the caret after the struck text', () => {
    let state = editorWith('Hello world.');
    const start = positionOf(state, 'world', 'start');
    state = select(state, start, start);
    state = apply(state, deletionForKey(state, key('Delete'))!);
    expect(summary(state)).toEqual([{ authorName: 'Mia Member', inserted: '', deleted: 'w' }]);
    expect(state.selection.from).toBe(start + 1);
  });

  it('turns typing over a selection into one replacement: the old text struck, the new inserted after it', () => {
    let state = editorWith('Hello world.');
    state = select(state, positionOf(state, 'world', 'start'), positionOf(state, 'world'));
    state = apply(state, state.tr.insertText('team'));
    expect(state.doc.textContent).toBe('Hello worldteam.');
    expect(summary(state)).toEqual([{ authorName: 'Mia Member', inserted: 'team', deleted: 'world' }]);
    expect(state.selection.from).toBe(positionOf(state, 'team'));
  });

  it('really removes the writer’s own pending insertion when they delete it', () => {
    let state = editorWith('Hello world.');
    state = type(state, ' big', positionOf(state, 'Hello'));
    state = backspace(state, 4);
    expect(state.doc.textContent).toBe('Hello world.');
    expect(listSuggestions(state.doc)).toEqual([]);
  });

  it('strikes someone else’s pending insertion instead of removing it', () => {
    let state = editorWith('Hello world.');
    state = type(state, ' big', positionOf(state, 'Hello'));
    state = apply(state, setSuggesting(state.tr, true, owner));
    state = backspace(state, 4);
    expect(state.doc.textContent).toBe('Hello big world.');
    expect(summary(state)).toEqual([
      { authorName: 'Mia Member', inserted: ' big', deleted: '' },
      { authorName: 'Olga Owner', inserted: '', deleted: ' big' },
    ]);
  });

  it('keeps both paragraphs of a deletion across them and joins them when it is accepted', () => {
    let state = editorWith('First paragraph.\n\nSecond paragraph.');
    state = select(state, positionOf(state, 'First '), positionOf(state, 'Second '));
    deleteSelection(state, (tr) => (state = apply(state, tr)));
    expect(state.doc.childCount).toBe(2);
    expect(summary(state)).toEqual([{ authorName: 'Mia Member', inserted: '', deleted: 'paragraph.\nSecond ' }]);
    expect(serializeMarkdown(state.doc)).toBe('First paragraph.\n\nSecond paragraph.');
    const [suggestion] = listSuggestions(state.doc);
    state = apply(state, resolveSuggestion(state, 'accept', suggestion!.id));
    expect(serializeMarkdown(state.doc)).toBe('First paragraph.');
    expect(listSuggestions(state.doc)).toEqual([]);
  });

  it('tracks Backspace at a paragraph start without losing the paragraph', () => {
    let state = editorWith('One\n\nTwo');
    const start = positionOf(state, 'Two', 'start');
    state = select(state, start, start);
    joinBackward(state, (tr) => (state = apply(state, tr)));
    expect(serializeMarkdown(state.doc)).toBe('One\n\nTwo');
  });

  it('marks pasted paragraphs as one insertion that rejecting removes whole', () => {
    let state = editorWith('Before. After.');
    const at = positionOf(state, 'Before.');
    const pasted = parseMarkdown('one\n\ntwo').slice(1, parseMarkdown('one\n\ntwo').content.size - 1);
    state = apply(state, state.tr.setSelection(TextSelection.create(state.doc, at)).replaceSelection(pasted));
    expect(state.doc.childCount).toBe(2);
    expect(summary(state)).toEqual([{ authorName: 'Mia Member', inserted: 'one\ntwo', deleted: '' }]);
    expect(serializeMarkdown(state.doc)).toBe('Before. After.');
    const rejected = apply(state, resolveSuggestion(state, 'reject', null));
    expect(rejected.doc.eq(parseMarkdown('Before. After.'))).toBe(true);
  });

  it('undoes a tracked change in one step, marks and all', () => {
    let state = editorWith('Hello world.');
    state = select(state, positionOf(state, 'world', 'start'), positionOf(state, 'world'));
    state = apply(state, state.tr.insertText('team'));
    undo(state, (tr) => (state = apply(state, tr)));
    expect(state.doc.eq(parseMarkdown('Hello world.'))).toBe(true);
  });

  it('accepts and rejects one suggestion, leaving the others pending', () => {
    let state = editorWith('Alpha beta gamma.');
    state = type(state, ' new', positionOf(state, 'Alpha'));
    state = select(state, positionOf(state, 'gamma'), positionOf(state, 'gamma'));
    state = backspace(state, 5);
    state = select(state, positionOf(state, 'beta'), positionOf(state, 'beta'));
    state = backspace(state, 4);
    const [inserted, removedBeta, removedGamma] = listSuggestions(state.doc);
    expect([inserted!.inserted, removedBeta!.deleted, removedGamma!.deleted]).toEqual([' new', 'beta', 'gamma']);

    state = apply(state, resolveSuggestion(state, 'accept', inserted!.id));
    state = apply(state, resolveSuggestion(state, 'reject', removedGamma!.id));
    expect(summary(state)).toEqual([{ authorName: 'Mia Member', inserted: '', deleted: 'beta' }]);
    expect(state.doc.textContent).toBe('Alpha new beta gamma.');
    expect(serializeMarkdown(state.doc)).toBe('Alpha new beta gamma.');
    state = apply(state, resolveSuggestion(state, 'accept', removedBeta!.id));
    expect(serializeMarkdown(state.doc)).toBe('Alpha new  gamma.');
  });

  it('accepts all and rejects all', () => {
    let state = editorWith('Alpha beta.');
    state = select(state, positionOf(state, 'beta', 'start'), positionOf(state, 'beta'));
    state = apply(state, state.tr.insertText('delta'));
    state = type(state, ' more', positionOf(state, 'Alpha'));
    const accepted = apply(state, resolveSuggestion(state, 'accept', null));
    expect(serializeMarkdown(accepted.doc)).toBe('Alpha more delta.');
    expect(listSuggestions(accepted.doc)).toEqual([]);
    const rejected = apply(state, resolveSuggestion(state, 'reject', null));
    expect(serializeMarkdown(rejected.doc)).toBe('Alpha beta.');
    expect(rejected.doc.eq(parseMarkdown('Alpha beta.'))).toBe(true);
  });

  it('leaves edits alone when suggesting mode is off, and review decisions untracked when it is on', () => {
    let state = editorWith('Hello world.');
    state = apply(state, setSuggesting(state.tr, false, null));
    state = type(state, '!', positionOf(state, 'world.'));
    expect(listSuggestions(state.doc)).toEqual([]);
    expect(serializeMarkdown(state.doc)).toBe('Hello world.!');
  });
});

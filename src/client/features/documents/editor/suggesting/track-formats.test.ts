import { describe, expect, it } from 'vitest';
import { EditorState, TextSelection, type Transaction } from '@tiptap/pm/state';
import { toggleMark } from '@tiptap/pm/commands';
import * as Y from 'yjs';
import { prosemirrorToYXmlFragment, yXmlFragmentToProseMirrorRootNode } from '@tiptap/y-tiptap';
import { documentSchema } from '@shared/rich-text/schema';
import { parseMarkdown, serializeMarkdown } from '@shared/rich-text/markdown';
import { listSuggestions } from '@shared/rich-text/suggestions/list-suggestions';
import { resolveSuggestion, setSuggesting, suggestingPlugin } from './suggesting-plugin';

const member = { id: 7, name: 'Mia Member' };

function editorWith(markdown: string): EditorState {
  const state = EditorState.create({ schema: documentSchema, doc: parseMarkdown(markdown), plugins: [suggestingPlugin()] });
  return state.apply(setSuggesting(state.tr, true, member));
}

const apply = (state: EditorState, tr: Transaction) => state.applyTransaction(tr).state;

/** Selects [from, to) and toggles `format`, as the toolbar and Ctrl+B do. */
function toggle(state: EditorState, format: string, from: number, to: number): EditorState {
  let next = apply(state, state.tr.setSelection(TextSelection.create(state.doc, from, to)));
  toggleMark(documentSchema.marks[format]!)(next, (tr) => (next = apply(next, tr)));
  return next;
}

const formats = (state: EditorState) => listSuggestions(state.doc).map(({ authorName, format }) => ({ authorName, ...format }));
const decide = (state: EditorState, resolution: 'accept' | 'reject') => apply(state, resolveSuggestion(state, resolution, null));

describe('suggested formatting', () => {
  it('bold added is shown, listed with its author, and left out of the markdown until accepted', () => {
    const state = toggle(editorWith('Hello world.'), 'bold', 1, 6);
    expect(formats(state)).toEqual([{ authorName: 'Mia Member', name: 'bold', action: 'added', text: 'Hello' }]);
    expect(serializeMarkdown(state.doc)).toBe('Hello world.');
    expect(serializeMarkdown(decide(state, 'accept').doc)).toBe('**Hello** world.');
    expect(listSuggestions(decide(state, 'accept').doc)).toEqual([]);
    const rejected = decide(state, 'reject');
    expect(serializeMarkdown(rejected.doc)).toBe('Hello world.');
    expect(listSuggestions(rejected.doc)).toEqual([]);
  });

  it('italic removed: accept takes it off, reject puts it back', () => {
    const state = toggle(editorWith('_Hello_ world.'), 'italic', 1, 6);
    expect(formats(state)).toEqual([{ authorName: 'Mia Member', name: 'italic', action: 'removed', text: 'Hello' }]);
    expect(serializeMarkdown(state.doc)).toBe('_Hello_ world.');
    expect(serializeMarkdown(decide(state, 'accept').doc)).toBe('Hello world.');
    expect(serializeMarkdown(decide(state, 'reject').doc)).toBe('_Hello_ world.');
  });

  it('a removed link comes back with its address on rejection', () => {
    const state = toggle(editorWith('[Home](https://example.com) page'), 'link', 1, 5);
    expect(serializeMarkdown(decide(state, 'reject').doc)).toBe('[Home](https://example.com) page');
  });

  it('taking one’s own pending bold off again leaves no suggestion', () => {
    const state = toggle(toggle(editorWith('Hello world.'), 'bold', 1, 6), 'bold', 1, 6);
    expect(listSuggestions(state.doc)).toEqual([]);
    expect(serializeMarkdown(state.doc)).toBe('Hello world.');
  });

  it('survives the round trip through the shared Yjs document', () => {
    const state = toggle(toggle(editorWith('Hello world.'), 'bold', 1, 6), 'italic', 1, 6);
    const ydoc = new Y.Doc();
    prosemirrorToYXmlFragment(state.doc, ydoc.getXmlFragment('default'));
    const read = yXmlFragmentToProseMirrorRootNode(ydoc.getXmlFragment('default'), documentSchema);
    expect(read.eq(state.doc)).toBe(true);
    expect(listSuggestions(read).map((one) => one.format?.name)).toEqual(['bold', 'italic']);
  });
});

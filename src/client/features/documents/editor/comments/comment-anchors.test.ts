import { initProseMirrorDoc, prosemirrorToYXmlFragment } from '@tiptap/y-tiptap';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { parseMarkdown } from '@shared/rich-text/markdown';
import { documentSchema } from '@shared/rich-text/schema';
import { anchorForRange, rangeOfAnchor, type SharedBinding } from './comment-anchors';

/**
 * Anchors over a real shared document: a Y.Doc whose `default` fragment holds the text, read back into
 * ProseMirror with y-tiptap's mapping (what the editor's sync plugin keeps up to date), and edited the
 * way another person's edits arrive: as Yjs changes.
 */
function sharedDocument(markdown: string) {
  const doc = new Y.Doc();
  const type = doc.getXmlFragment('default');
  prosemirrorToYXmlFragment(parseMarkdown(markdown), type);
  const bind = (): SharedBinding & { text: (from: number, to: number) => string } => {
    const { doc: pmDoc, meta } = initProseMirrorDoc(type, documentSchema);
    return { doc, type, mapping: meta.mapping, text: (from, to) => pmDoc.textBetween(from, to) };
  };
  const firstText = () => (type.get(0) as Y.XmlElement).get(0) as Y.XmlText;
  return { doc, bind, firstText };
}

describe('comment anchors', () => {
  it('follow their text when someone types before it', () => {
    const shared = sharedDocument('Fresh green tea, picked by hand.');
    const before = shared.bind();
    // "green tea": positions 7–16 (the paragraph opens at 0, its text at 1).
    expect(before.text(7, 16)).toBe('green tea');
    const anchor = anchorForRange(before, { from: 7, to: 16 }, 'green  tea\n');
    expect(anchor.quote).toBe('green tea');

    shared.firstText().insert(0, 'Our ');
    const after = shared.bind();
    const range = rangeOfAnchor(after, anchor);
    expect(range).toEqual({ from: 11, to: 20 });
    expect(after.text(range!.from, range!.to)).toBe('green tea');
  });

  it('follow their text into a paragraph added above it', () => {
    const shared = sharedDocument('First.\n\nSecond paragraph here.');
    const before = shared.bind();
    const anchor = anchorForRange(before, { from: 9, to: 15 }, 'Second');
    expect(before.text(9, 15)).toBe('Second');
    const paragraph = new Y.XmlElement('paragraph');
    paragraph.insert(0, [new Y.XmlText('A new opening.')]);
    shared.doc.getXmlFragment('default').insert(0, [paragraph]);
    const after = shared.bind();
    const range = rangeOfAnchor(after, anchor)!;
    expect(after.text(range.from, range.to)).toBe('Second');
  });

  it('say the text is gone when it was deleted', () => {
    const shared = sharedDocument('Fresh green tea, picked by hand.');
    const anchor = anchorForRange(shared.bind(), { from: 7, to: 16 }, 'green tea');
    shared.firstText().delete(6, 9);
    expect(shared.bind().text(1, 10)).toBe('Fresh , p');
    expect(rangeOfAnchor(shared.bind(), anchor)).toBeNull();
  });

  it('say the text is gone when its whole paragraph was deleted', () => {
    const shared = sharedDocument('Keep this.\n\nDrop this paragraph.');
    const anchor = anchorForRange(shared.bind(), { from: 13, to: 17 }, 'Drop');
    shared.doc.getXmlFragment('default').delete(1, 1);
    expect(rangeOfAnchor(shared.bind(), anchor)).toBeNull();
  });

  it('read an anchor that is not a relative position as gone, not as an error', () => {
    const shared = sharedDocument('Words.');
    expect(rangeOfAnchor(shared.bind(), { from: 'AAAA', to: 'AQ==' })).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { parseMarkdown, serializeMarkdown } from '../markdown.js';
import { documentSchema } from '../schema.js';
import { SUGGESTED_DELETION, SUGGESTED_INSERTION } from './suggestion-marks.js';

const attrs = { id: 's1', authorId: 7, authorName: 'Mia Member', createdAt: '2026-11-26T17:00:00.000Z' };
const insertion = documentSchema.marks[SUGGESTED_INSERTION]!.create(attrs);
const deletion = documentSchema.marks[SUGGESTED_DELETION]!.create({ ...attrs, id: 's2' });
const text = (value: string, marks = [] as ReturnType<typeof documentSchema.mark>[]) => documentSchema.text(value, marks);
const paragraph = (...content: ReturnType<typeof text>[]) => documentSchema.node('paragraph', null, content);
const doc = (...content: ReturnType<typeof paragraph>[]) => documentSchema.node('doc', null, content);

describe('markdown of a document with pending suggestions', () => {
  it('leaves a pending insertion out, bold or not', () => {
    const bold = documentSchema.marks.bold!.create();
    expect(serializeMarkdown(doc(paragraph(text('Keep '), text('new ', [insertion]), text('this', [bold, insertion]), text('.'))))).toBe('Keep .');
  });

  it('keeps pending deletions as plain text', () => {
    expect(serializeMarkdown(doc(paragraph(text('Keep '), text('old', [deletion]), text(' text.'))))).toBe('Keep old text.');
  });

  it('leaves out a pending insertion that spans paragraphs, joining what was split', () => {
    const document = doc(paragraph(text('One'), text(' added', [insertion])), paragraph(text('paragraph', [insertion]), text(' two')));
    expect(serializeMarkdown(document)).toBe('One two');
  });

  it('reads markdown without any suggestion mark, even with <ins> and <del> in it', () => {
    const names = new Set<string>();
    parseMarkdown('<ins data-suggestion-id="x">a</ins> ~~b~~ <del>c</del>').descendants((node) => {
      node.marks.forEach((mark) => names.add(mark.type.name));
    });
    expect(names).toEqual(new Set(['strike']));
  });
});

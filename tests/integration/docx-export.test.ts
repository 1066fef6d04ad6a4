import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import yauzl from 'yauzl';
import { describe, expect, it } from 'vitest';
import { documentDocx } from '../../src/client/features/documents/editor/export/document-docx.js';
import { extractText } from '../../src/server/files/extraction/index.js';
import { parseMarkdown } from '../../src/shared/rich-text/markdown.js';

/** One entry of a zip file as text. */
function readEntry(file: string, name: string): Promise<string> {
  return new Promise((resolve, reject) => {
    yauzl.open(file, { lazyEntries: true }, (error, zip) => {
      if (error) return reject(error);
      zip.on('entry', (entry: yauzl.Entry) => {
        if (entry.fileName !== name) return zip.readEntry();
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError) return reject(streamError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            zip.close();
            resolve(Buffer.concat(chunks).toString('utf8'));
          });
        });
      });
      zip.on('end', () => reject(new Error(`${name} not in the zip`)));
      zip.readEntry();
    });
  });
}

const markdown = [
  '# Launch plan',
  'The **new plan** ships on _Monday_ with [the docs](https://example.com/docs).',
  '## Goals',
  '- Faster onboarding\n- Clear pricing\n  - Annual discount',
  '1. Write\n2. Review',
  '> A quote from the client.',
  '```\nconst launch = true;\n```',
].join('\n\n');

describe('export as Word (.docx)', () => {
  it('writes real headings, lists, emphasis and links, and our own extractor reads the text back', async () => {
    const blob = await documentDocx('Launch plan', parseMarkdown(markdown));
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'inkwise-docx-')), 'Launch plan.docx');
    writeFileSync(file, Buffer.from(await blob.arrayBuffer()));

    const extracted = await extractText(file, 'docx');
    expect(extracted.status).toBe('completed');
    expect(extracted.text.split('\n')).toEqual([
      'Launch plan',
      'The new plan ships on Monday with the docs.',
      'Goals',
      'Faster onboarding',
      'Clear pricing',
      'Annual discount',
      'Write',
      'Review',
      'A quote from the client.',
      'const launch = true;',
    ]);

    const xml = await readEntry(file, 'word/document.xml');
    expect(xml).toContain('<w:pStyle w:val="Heading1"/>');
    expect(xml).toContain('<w:pStyle w:val="Heading2"/>');
    expect(xml).toMatch(/<w:numPr><w:ilvl w:val="1"\/>/); // the nested bullet
    expect(xml).toContain('<w:b/>');
    expect(xml).toContain('<w:i/>');
    expect(xml).toContain('<w:hyperlink');
    const relationships = await readEntry(file, 'word/_rels/document.xml.rels');
    expect(relationships).toContain('Target="https://example.com/docs"');
  });
});

import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { AlignmentType, ExternalHyperlink, HeadingLevel, LevelFormat, Packer, Paragraph, Table, TableCell, TableRow, TextRun, Document as WordDocument } from 'docx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { convertWordToMarkdown } from './word-to-markdown.js';

let directory: string;
beforeAll(async () => {
  directory = await mkdtemp(path.join(os.tmpdir(), 'word-to-markdown-'));
});
afterAll(async () => {
  await rm(directory, { recursive: true, force: true });
});

let count = 0;
async function markdownOf(document: WordDocument): Promise<string> {
  count += 1;
  const file = path.join(directory, `document-${count}.docx`);
  await writeFile(file, await Packer.toBuffer(document));
  const result = await convertWordToMarkdown(file);
  expect(result.reason).toBeNull();
  return result.text;
}

const numbering = {
  config: [
    {
      reference: 'steps',
      levels: [
        { level: 0, format: LevelFormat.DECIMAL, text: '%1.', alignment: AlignmentType.START },
        { level: 1, format: LevelFormat.DECIMAL, text: '%2.', alignment: AlignmentType.START },
      ],
    },
  ],
};

describe('a Word document imported as markdown', () => {
  it('reads a table row by row, its cells apart and their emphasis kept', async () => {
    const cell = (...children: Paragraph[]) => new TableCell({ children });
    const markdown = await markdownOf(
      new WordDocument({
        sections: [
          {
            children: [
              new Paragraph('Weights'),
              new Table({
                rows: [
                  new TableRow({ children: [cell(new Paragraph('Item')), cell(new Paragraph('Weight'))] }),
                  new TableRow({ children: [cell(new Paragraph({ children: [new TextRun({ text: 'Tent', bold: true })] })), cell(new Paragraph('1.2 kg'), new Paragraph('packed'))] }),
                  new TableRow({ children: [cell(new Paragraph('')), cell(new Paragraph(''))] }),
                ],
              }),
              new Paragraph('After the table.'),
            ],
          },
        ],
      }),
    );
    // Each cell used to be a paragraph of its own, the rows lost.
    expect(markdown).toBe('Weights\n\nItem | Weight\n\n**Tent** | 1.2 kg packed\n\nAfter the table.');
  });

  it('keeps headings, emphasis, strike-through and web links', async () => {
    const markdown = await markdownOf(
      new WordDocument({
        sections: [
          {
            children: [
              new Paragraph({ text: 'Launch plan', heading: HeadingLevel.TITLE }),
              new Paragraph({ text: 'Goals', heading: HeadingLevel.HEADING_2 }),
              new Paragraph({
                children: [
                  new TextRun('Ship a '),
                  new TextRun({ text: 'bold', bold: true }),
                  new TextRun(' and '),
                  new TextRun({ text: 'careful', italics: true }),
                  new TextRun(' plan, '),
                  new TextRun({ text: 'not a rushed one', strike: true }),
                  new TextRun('. See '),
                  new ExternalHyperlink({ link: 'https://example.com/brief', children: [new TextRun('the brief')] }),
                  new TextRun('.'),
                ],
              }),
              new Paragraph({ text: 'Details', heading: HeadingLevel.HEADING_3 }),
            ],
          },
        ],
      }),
    );
    expect(markdown).toBe(
      '# Launch plan\n\n## Goals\n\nShip a **bold** and _careful_ plan, ~~not a rushed one~~. See [the brief](https://example.com/brief).\n\n### Details',
    );
  });

  it('keeps bulleted and numbered lists with their nesting', async () => {
    const markdown = await markdownOf(
      new WordDocument({
        numbering,
        sections: [
          {
            children: [
              new Paragraph({ text: 'Tea', bullet: { level: 0 } }),
              new Paragraph({ text: 'Green', bullet: { level: 1 } }),
              new Paragraph({ text: 'Coffee', bullet: { level: 0 } }),
              new Paragraph({ text: 'Between the lists.' }),
              new Paragraph({ text: 'Boil the water', numbering: { reference: 'steps', level: 0 } }),
              new Paragraph({ text: 'Steep', numbering: { reference: 'steps', level: 0 } }),
            ],
          },
        ],
      }),
    );
    expect(markdown).toBe('- Tea\n  - Green\n- Coffee\n\nBetween the lists.\n\n1. Boil the water\n2. Steep');
  });

  it('leaves out empty paragraphs, page breaks and scripts of links that are not web addresses', async () => {
    const markdown = await markdownOf(
      new WordDocument({
        sections: [
          {
            children: [
              new Paragraph({ text: '' }),
              new Paragraph({ children: [new TextRun('Line one'), new TextRun({ text: 'line two', break: 1 })] }),
              new Paragraph({ children: [new ExternalHyperlink({ link: 'javascript:alert(1)', children: [new TextRun('click')] })] }),
              new Paragraph({ children: [new TextRun('**not bold** <b>either</b>')] }),
            ],
          },
        ],
      }),
    );
    expect(markdown).toBe('Line one\\\nline two\n\nclick\n\n\\*\\*not bold\\*\\* \\<b>either\\</b>');
  });

  it('says why a file is not a Word document', async () => {
    const file = path.join(directory, 'not-word.docx');
    await writeFile(file, 'plain text, not a zip');
    const result = await convertWordToMarkdown(file);
    expect(result).toMatchObject({ status: 'failed', text: '', reason: 'This Word document is damaged or could not be read' });
  });
});

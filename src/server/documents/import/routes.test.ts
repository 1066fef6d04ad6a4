import { Document as WordDocument, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WORD_IMPORT_MAX_BYTES, WORD_MIME_TYPE } from '../../../shared/limits.js';
import { docxEntries, zip } from '../../../../tests/fixtures/extraction/build-test-files.js';
import { signedInAccount } from '../../../../tests/support/signed-in.js';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.js';

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ cookie } = await signedInAccount(t));
});
afterAll(async () => {
  await t.close();
});

const importWord = (payload: Buffer, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/imports/word', headers: { cookie, 'content-type': WORD_MIME_TYPE, ...headers }, payload });

describe('POST /api/imports/word', () => {
  it('answers a Word document’s text as markdown, with its headings and emphasis', async () => {
    const word = await Packer.toBuffer(
      new WordDocument({
        sections: [
          {
            children: [
              new Paragraph({ text: 'Quarterly notes', heading: HeadingLevel.HEADING_1 }),
              new Paragraph({ children: [new TextRun('Sales are '), new TextRun({ text: 'up', bold: true }), new TextRun('.')] }),
            ],
          },
        ],
      }),
    );
    const answer = await importWord(word);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ content: '# Quarterly notes\n\nSales are **up**.' });
  });

  it('refuses what is not a Word document, a decompression bomb and an empty body with the reason, and is for signed-in users only', async () => {
    const notWord = await importWord(Buffer.from('%PDF-1.7 pretending'));
    expect(notWord.statusCode).toBe(422);
    expect(notWord.json<{ error: string }>().error).toBe('This file is not a Word document (.docx). Save it as .docx and import it again.');

    const bomb = await zip(docxEntries(['Cover']), { 'word/document.xml': 1024 * 1024 * 1024 });
    const refused = await importWord(bomb);
    expect(refused.statusCode).toBe(422);
    expect(refused.json<{ error: string }>().error).toBe('Too large when decompressed (more than 200 MB); the file was not read');

    expect((await importWord(Buffer.alloc(0))).statusCode).toBe(400);
    const signedOut = await t.app.inject({ method: 'POST', url: '/api/imports/word', headers: { 'content-type': WORD_MIME_TYPE }, payload: Buffer.from('PK') });
    expect(signedOut.statusCode).toBe(401);
  });

  it('refuses a file over the size limit before reading it, and other content types', async () => {
    const tooLarge = await importWord(Buffer.alloc(WORD_IMPORT_MAX_BYTES + 1));
    expect(tooLarge.statusCode).toBe(413);
    const asText = await importWord(Buffer.from('hello'), { 'content-type': 'text/plain' });
    expect(asText.statusCode).toBe(400);
    expect(asText.json<{ error: string }>().error).toBe(`Send the Word document as the body, with Content-Type ${WORD_MIME_TYPE}`);
  });
});

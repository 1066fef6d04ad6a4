import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docxEntries, temporaryDirectory, zip } from '../../../../tests/fixtures/extraction/build-test-files.js';
import { extractText } from './index.js';

describe('Word (.docx) extraction', () => {
  let files: Awaited<ReturnType<typeof temporaryDirectory>>;
  beforeAll(async () => {
    files = await temporaryDirectory();
  });
  afterAll(() => files.remove());

  it('reads paragraphs and footnotes, without tab-stop definitions or markup', async () => {
    const file = await files.write('brief.docx', await zip(docxEntries(['Client brief', 'Tone: "friendly" & <short>'], ['Source: interview'])));
    expect(await extractText(file, 'docx')).toEqual({
      status: 'completed',
      text: 'Client brief\nTone: "friendly" & <short>\n\nSource: interview',
      reason: null,
    });
  });

  it('keeps runs, tabs and breaks, and skips deleted text, field codes and compatibility fallbacks', async () => {
    const entries = docxEntries([]);
    entries['word/document.xml'] = `<?xml version="1.0"?>
<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006"><w:body>
<w:p><w:r><w:t>Hel</w:t></w:r><w:r><w:t>lo</w:t><w:tab/><w:t>world</w:t><w:br/><w:t>next line</w:t></w:r></w:p>
<w:p><w:del><w:r><w:delText>removed</w:delText></w:r></w:del><w:r><w:instrText>PAGE</w:instrText></w:r><w:r><w:t>kept</w:t></w:r></w:p>
<w:p><w:r><mc:AlternateContent><mc:Choice Requires="wps"><w:t>box text</w:t></mc:Choice><mc:Fallback><w:t>box text</w:t></mc:Fallback></mc:AlternateContent></w:r></w:p>
</w:body></w:document>`;
    const file = await files.write('runs.docx', await zip(entries));
    expect((await extractText(file, 'docx')).text).toBe('Hello\tworld\nnext line\nkept\nbox text');
  });

  it('fails a zip that is not a Word document', async () => {
    const file = await files.write('other.docx', await zip({ 'hello.txt': 'hi' }));
    expect(await extractText(file, 'docx')).toEqual({ status: 'failed', text: '', reason: 'This Word document is damaged or could not be read' });
  });

  it('fails a truncated file', async () => {
    const whole = await zip(docxEntries(['Some text']));
    const file = await files.write('cut.docx', whole.subarray(0, whole.length - 40));
    expect(await extractText(file, 'docx')).toMatchObject({ status: 'failed', reason: 'This Word document is damaged or could not be read' });
  });

  it('fails a document whose XML is malformed', async () => {
    const entries = docxEntries([]);
    entries['word/document.xml'] = '<w:document xmlns:w="x"><w:body><w:p><w:t>open';
    const file = await files.write('bad-xml.docx', await zip(entries));
    expect((await extractText(file, 'docx')).status).toBe('failed');
  });

  it('reports an encrypted (password-protected) Word document', async () => {
    // Office wraps an encrypted package in a compound file with an "EncryptedPackage" stream.
    const compound = Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(500), Buffer.from('EncryptedPackage', 'utf16le'), Buffer.alloc(500)]);
    const file = await files.write('locked.docx', compound);
    expect(await extractText(file, 'docx')).toEqual({ status: 'failed', text: '', reason: 'This Word document is password-protected' });
  });
});

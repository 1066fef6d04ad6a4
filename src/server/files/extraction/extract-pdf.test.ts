import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURES, longPdf, pdf, temporaryDirectory } from '../../../../tests/fixtures/extraction/build-test-files.js';
import { extractText } from './index.js';

describe('PDF extraction', () => {
  let files: Awaited<ReturnType<typeof temporaryDirectory>>;
  beforeAll(async () => {
    files = await temporaryDirectory();
  });
  afterAll(() => files.remove());

  it('reads the text of every page, pages apart', async () => {
    const file = await files.write('two-pages.pdf', pdf(['Brand voice: warm\nand direct', 'Page two (final)']));
    const result = await extractText(file, 'pdf');
    expect(result).toEqual({ status: 'completed', text: 'Brand voice: warm\nand direct\n\nPage two (final)', reason: null });
  });

  it('fails a password-protected PDF with that reason', async () => {
    const result = await extractText(path.join(FIXTURES, 'password-protected.pdf'), 'pdf');
    expect(result).toEqual({ status: 'failed', text: '', reason: 'This PDF is password-protected' });
  });

  it('fails a malformed PDF', async () => {
    const file = await files.write('broken.pdf', '%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 9 0 R >>\ngarbage without xref or pages');
    const result = await extractText(file, 'pdf');
    expect(result.status).toBe('failed');
    expect(result.reason).toMatch(/^This PDF is damaged/);
  });

  it('fails a file that is not a PDF at all', async () => {
    const file = await files.write('not.pdf', 'MZ\u0090\u0000 this is not a PDF');
    expect(await extractText(file, 'pdf')).toMatchObject({ status: 'failed', reason: 'This PDF is damaged or not a valid PDF file' });
  });

  it('says so when a PDF has no text layer', async () => {
    const file = await files.write('scan.pdf', pdf(['']));
    const result = await extractText(file, 'pdf');
    expect(result.status).toBe('failed');
    expect(result.reason).toMatch(/no text layer/);
  });

  it('reads the first 2,000 pages of a longer document and ends partial', async () => {
    const file = await files.write('long.pdf', longPdf(2_003, 'Same page'));
    const result = await extractText(file, 'pdf');
    expect(result.status).toBe('partial');
    expect(result.reason).toBe('Only the first 2,000 of 2,003 pages were read');
    expect(result.text.split('Same page')).toHaveLength(2_001);
  }, 30_000);
});

import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { temporaryDirectory } from '../../../../tests/fixtures/extraction/build-test-files.js';
import { extractText } from './index.js';

const SAMPLE = 'Café “quotes” – naïve résumé, 50 € per hour.\nSecond line';

describe('plain text extraction', () => {
  let files: Awaited<ReturnType<typeof temporaryDirectory>>;
  beforeAll(async () => {
    files = await temporaryDirectory();
  });
  afterAll(() => files.remove());

  it.each([
    ['UTF-8', Buffer.from(SAMPLE, 'utf8')],
    ['UTF-8 with BOM', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(SAMPLE, 'utf8')])],
    ['UTF-16 LE with BOM', Buffer.concat([Buffer.from([0xff, 0xfe]), iconv.encode(SAMPLE, 'utf16le')])],
    ['UTF-16 BE with BOM', Buffer.concat([Buffer.from([0xfe, 0xff]), iconv.encode(SAMPLE, 'utf16be')])],
    ['UTF-16 LE without BOM', iconv.encode(SAMPLE, 'utf16le')],
    ['Windows-1252', iconv.encode(SAMPLE, 'windows-1252')],
  ])('decodes %s', async (name, bytes) => {
    const file = await files.write(`${name}.txt`, bytes);
    expect(await extractText(file, 'txt')).toEqual({ status: 'completed', text: SAMPLE, reason: null });
  });

  it('decodes Latin-1 prose as Windows-1252', async () => {
    const latin1 = 'Le garçon mangea une crème brûlée à la française, déçu mais ému. Où est la forêt?';
    const file = await files.write('latin1.txt', iconv.encode(latin1, 'latin1'));
    expect((await extractText(file, 'txt')).text).toBe(latin1);
  });

  it('normalises line endings and drops control characters', async () => {
    const file = await files.write('crlf.txt', 'one\r\ntwo\rthree\u0000\u0007\n\n\n\nfour  \n');
    expect((await extractText(file, 'txt')).text).toBe('one\ntwo\nthree\n\nfour');
  });

  it('completes an empty file with empty text', async () => {
    const file = await files.write('empty.txt', '');
    expect(await extractText(file, 'txt')).toEqual({ status: 'completed', text: '', reason: null });
  });

  it('keeps the first 5,000,000 characters of a longer text and ends partial', async () => {
    const file = await files.write('huge.txt', 'a'.repeat(5_000_010));
    const result = await extractText(file, 'txt');
    expect(result.status).toBe('partial');
    expect(result.text).toHaveLength(5_000_000);
    expect(result.reason).toBe('The text is longer than 5,000,000 characters; only the first 5,000,000 were kept');
  });

  it('fails a file that is missing', async () => {
    expect(await extractText('/nonexistent/inkwise/file.txt', 'txt')).toMatchObject({ status: 'failed', reason: 'This text file is damaged or could not be read' });
  });
});

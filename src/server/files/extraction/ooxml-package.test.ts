import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docxEntries, temporaryDirectory, zip } from '../../../../tests/fixtures/extraction/build-test-files.js';
import { extractText } from './index.js';

describe('zip bombs and oversized packages', () => {
  let files: Awaited<ReturnType<typeof temporaryDirectory>>;
  beforeAll(async () => {
    files = await temporaryDirectory();
  });
  afterAll(() => files.remove());

  it('refuses an entry that expands past 200 MB, from its declared size, before inflating it', async () => {
    // 210 MB of zeros deflates to about 200 KB.
    const bomb = await zip({ ...docxEntries(['hi']), 'word/media/padding.bin': Buffer.alloc(210 * 1024 * 1024) });
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const file = await files.write('bomb.docx', bomb);
    const started = Date.now();
    const result = await extractText(file, 'docx');
    expect(result).toEqual({ status: 'failed', text: '', reason: 'Too large when decompressed (more than 200 MB); the file was not read' });
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('refuses an entry that lies about its size instead of inflating it without end', async () => {
    const honest = await zip({ ...docxEntries([]), 'word/document.xml': `<w:document xmlns:w="x"><w:body>${' '.repeat(5_000_000)}</w:body></w:document>` });
    // Rewrite the declared uncompressed size of every entry (local and central headers) to 100 bytes.
    const lying = Buffer.from(honest);
    for (let offset = 0; offset < lying.length - 4; offset += 1) {
      const signature = lying.readUInt32LE(offset);
      if (signature === 0x04034b50) lying.writeUInt32LE(100, offset + 22);
      if (signature === 0x02014b50) lying.writeUInt32LE(100, offset + 24);
    }
    const file = await files.write('liar.docx', lying);
    const result = await extractText(file, 'docx');
    expect(result.status).toBe('failed');
    expect(result.text).toBe('');
  });

  it('refuses a package with more than 10,000 entries', async () => {
    const entries: Record<string, string> = docxEntries(['hi']);
    for (let index = 0; index < 10_001; index += 1) entries[`customXml/item${index}.xml`] = '';
    const file = await files.write('many.docx', await zip(entries));
    expect(await extractText(file, 'docx')).toEqual({ status: 'failed', text: '', reason: 'The file holds more than 10,000 parts and was not read' });
  });
});

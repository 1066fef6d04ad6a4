import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docxEntries, temporaryDirectory, zip } from '../../../../tests/fixtures/extraction/build-test-files.js';
import { extractLegacyOffice, libreOfficeMissingReason } from './extract-legacy-office.js';
import { ExtractionFailure } from './extraction-result.js';
import { extractText } from './index.js';
import { TextCollector } from './text-collector.js';

/** The compound-file signature legacy Office files start with. */
const COMPOUND_FILE = Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(1024)]);

describe('legacy .doc, .xls and .ppt', () => {
  let files: Awaited<ReturnType<typeof temporaryDirectory>>;
  beforeAll(async () => {
    files = await temporaryDirectory();
  });
  afterAll(() => files.remove());

  it.each([
    ['doc', 'Legacy .doc files need LibreOffice on the server; convert the file to .docx and upload it again'],
    ['xls', 'Legacy .xls files need LibreOffice on the server; convert the file to .xlsx and upload it again'],
    ['ppt', 'Legacy .ppt files need LibreOffice on the server; convert the file to .pptx and upload it again'],
  ] as const)('without LibreOffice, a .%s file fails with a reason that says what to do', async (kind, reason) => {
    expect(libreOfficeMissingReason(kind)).toBe(reason);
    const file = await files.write(`old.${kind}`, COMPOUND_FILE);
    await expect(extractLegacyOffice(kind, file, { text: new TextCollector() }, null)).rejects.toThrow(new ExtractionFailure(reason));
  });

  it('reads a .docx saved under a .doc name without LibreOffice', async () => {
    const file = await files.write('renamed.doc', await zip(docxEntries(['Actually OOXML'])));
    expect(await extractText(file, 'doc')).toEqual({ status: 'completed', text: 'Actually OOXML', reason: null });
  });
});

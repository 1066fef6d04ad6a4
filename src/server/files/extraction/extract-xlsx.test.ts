import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { temporaryDirectory, xlsxEntries, zip } from '../../../../tests/fixtures/extraction/build-test-files.js';
import { extractText } from './index.js';

describe('Excel (.xlsx) extraction', () => {
  let files: Awaited<ReturnType<typeof temporaryDirectory>>;
  beforeAll(async () => {
    files = await temporaryDirectory();
  });
  afterAll(() => files.remove());

  it('reads every sheet by name, one line per row, cells apart', async () => {
    const entries = xlsxEntries([
      { name: 'Budget', rows: [['Item', 'Cost'], ['Ads', 1200.5], ['inline:Events', 300, true]] },
      { name: 'Keywords & tags', rows: [['seo', 'content']] },
    ]);
    const file = await files.write('plan.xlsx', await zip(entries));
    expect(await extractText(file, 'xlsx')).toEqual({
      status: 'completed',
      text: 'Budget\nItem\tCost\nAds\t1200.5\nEvents\t300\tTRUE\n\nKeywords & tags\nseo\tcontent',
      reason: null,
    });
  });

  it('names a sheet it could not read and keeps the others', async () => {
    const entries = xlsxEntries([
      { name: 'Good', rows: [['fine']] },
      { name: 'Bad', rows: [['lost']] },
    ]);
    entries['xl/worksheets/sheet2.xml'] = '<worksheet><sheetData><row><c><v>1</v></row>';
    const file = await files.write('half.xlsx', await zip(entries));
    const result = await extractText(file, 'xlsx');
    expect(result).toMatchObject({ status: 'partial', reason: 'Sheet "Bad" could not be read' });
    expect(result.text).toMatch(/^Good\nfine/);
  });
});

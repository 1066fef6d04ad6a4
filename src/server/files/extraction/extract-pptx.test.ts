import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pptxEntries, temporaryDirectory, zip } from '../../../../tests/fixtures/extraction/build-test-files.js';
import { extractText } from './index.js';

describe('PowerPoint (.pptx) extraction', () => {
  let files: Awaited<ReturnType<typeof temporaryDirectory>>;
  beforeAll(async () => {
    files = await temporaryDirectory();
  });
  afterAll(() => files.remove());

  it('reads slides in presentation order with their notes, without slide-number fields', async () => {
    const entries = pptxEntries([{ text: ['Q3 launch', 'Goals'], notes: 'Say the date' }, { text: ['Timeline'] }]);
    const file = await files.write('deck.pptx', await zip(entries));
    expect(await extractText(file, 'pptx')).toEqual({ status: 'completed', text: 'Q3 launch\nGoals\n\nSay the date\n\nTimeline', reason: null });
  });

  it('names the slides it could not read and keeps the others', async () => {
    const slides = Array.from({ length: 8 }, (_, index) => ({ text: [`Slide ${index + 1} text`], brokenXml: index === 2 || index === 6 }));
    const file = await files.write('broken-slides.pptx', await zip(pptxEntries(slides)));
    const result = await extractText(file, 'pptx');
    expect(result.status).toBe('partial');
    expect(result.reason).toBe('Slides 3 and 7 could not be read');
    expect(result.text).toContain('Slide 8 text');
    expect(result.text).not.toContain('Slide 7 text');
  });

  it('fails when no slide can be read', async () => {
    const file = await files.write('all-broken.pptx', await zip(pptxEntries([{ text: ['x'], brokenXml: true }])));
    expect(await extractText(file, 'pptx')).toEqual({ status: 'failed', text: '', reason: 'Slide 1 could not be read' });
  });
});

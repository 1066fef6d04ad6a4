import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURES, temporaryDirectory } from '../../../../tests/fixtures/extraction/build-test-files.js';
import { imageDimensions } from './image-dimensions.js';
import { extractText } from './index.js';

describe('image OCR', () => {
  let files: Awaited<ReturnType<typeof temporaryDirectory>>;
  beforeAll(async () => {
    files = await temporaryDirectory();
  });
  afterAll(() => files.remove());

  // OCR is the slow path (about a second each with start-up); these are the only real runs.
  it('reads the text of a PNG, a JPEG and a WebP with the English data from node_modules', async () => {
    for (const [name, kind] of [['ocr-sample.png', 'png'], ['ocr-sample.jpg', 'jpg'], ['ocr-sample.webp', 'webp']] as const) {
      expect(await extractText(path.join(FIXTURES, name), kind)).toEqual({ status: 'completed', text: 'Inkwise reads images', reason: null });
    }
  }, 30_000);

  it('refuses an image of more than 40 megapixels before decoding it', async () => {
    // A PNG header claiming 10,000 × 5,000 pixels: a decompression bomb is refused on its header.
    const header = Buffer.from(await readFile(path.join(FIXTURES, 'ocr-sample.png')));
    header.writeUInt32BE(10_000, 16);
    header.writeUInt32BE(5_000, 20);
    const file = await files.write('huge.png', header);
    expect(await extractText(file, 'png')).toEqual({
      status: 'failed',
      text: '',
      reason: 'Too large when decompressed (more than 40 megapixels); scale the image down and upload it again',
    });
  });

  it('fails a file that is not an image', async () => {
    const file = await files.write('fake.jpg', 'just text, not a JPEG');
    expect(await extractText(file, 'jpg')).toEqual({ status: 'failed', text: '', reason: 'This image is damaged or not a valid JPG, PNG or WebP file' });
  });

  it('reads the size of PNG, JPEG and WebP headers', async () => {
    for (const name of ['ocr-sample.png', 'ocr-sample.jpg', 'ocr-sample.webp']) {
      expect(imageDimensions(await readFile(path.join(FIXTURES, name)))).toMatchObject({ width: 520, height: 90 });
    }
    expect(imageDimensions(Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBPVP8L'))).toBeNull();
  });
});

import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { chooseEncoding, compressPage } from './compressed-page.js';

describe('compressed pages', () => {
  it('holds the same page in every encoding', () => {
    const html = `<!doctype html><p>${'Ünïcode writing '.repeat(200)}</p>`;
    const page = compressPage(html);
    expect(page.identity.toString('utf8')).toBe(html);
    expect(brotliDecompressSync(page.br).toString('utf8')).toBe(html);
    expect(gunzipSync(page.gzip).toString('utf8')).toBe(html);
    expect(page.br.length).toBeLessThan(page.identity.length / 10);
  });

  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['*', 'br'],
    ['*;q=0', 'identity'],
    ['identity', 'identity'],
    [undefined, 'identity'],
  ] as const)('answers Accept-Encoding %s with %s', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});

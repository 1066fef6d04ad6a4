import { describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES } from '@shared/limits';
import { checkUploadFiles, describeRefused, UPLOAD_ACCEPT } from './upload-checks.js';

describe('UPLOAD_ACCEPT', () => {
  it('lists every accepted extension for the picker', () => {
    expect(UPLOAD_ACCEPT).toBe('.doc,.docx,.ppt,.pptx,.xls,.xlsx,.pdf,.txt,.jpg,.jpeg,.png,.webp');
  });
});

describe('checkUploadFiles', () => {
  it('keeps accepted types up to 50 MB, whatever the case of the extension', () => {
    const files = [
      { name: 'brief.DOCX', size: 10 },
      { name: 'scan.jpeg', size: UPLOAD_MAX_BYTES },
      { name: 'notes.v2.txt', size: 0 },
    ];
    expect(checkUploadFiles(files)).toEqual({ accepted: files, refused: [] });
  });

  it('names each refused file and why', () => {
    const { accepted, refused } = checkUploadFiles([
      { name: 'setup.exe', size: 10 },
      { name: 'README', size: 10 },
      { name: 'huge.pdf', size: UPLOAD_MAX_BYTES + 1 },
      { name: 'ok.pdf', size: 10 },
    ]);
    expect(accepted.map((file) => file.name)).toEqual(['ok.pdf']);
    expect(describeRefused(refused)).toBe(
      'setup.exe: not an accepted type; README: not an accepted type; huge.pdf: larger than the 50 MB limit',
    );
  });
});

import { fileTypeFromBuffer } from 'file-type';
import type { UploadExtension } from '../../shared/limits.js';

/** How many leading bytes the type check reads (file-type's own recommendation). */
export const SNIFF_BYTES = 4_100;

/**
 * What file-type may call each accepted extension's content. OOXML may read as a plain zip, and a
 * password-protected OOXML file is a compound file (cfb): accepted, so extraction can tell the
 * user it is protected instead of the upload calling it the wrong type.
 */
const acceptedDetections: Record<UploadExtension, readonly string[]> = {
  pdf: ['pdf'],
  docx: ['docx', 'zip', 'cfb'],
  pptx: ['pptx', 'zip', 'cfb'],
  xlsx: ['xlsx', 'zip', 'cfb'],
  doc: ['cfb'],
  ppt: ['cfb'],
  xls: ['cfb'],
  jpg: ['jpg'],
  jpeg: ['jpg'],
  png: ['png'],
  webp: ['webp'],
  txt: [],
};

const MIME_BY_EXTENSION: Record<UploadExtension, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  doc: 'application/msword',
  ppt: 'application/vnd.ms-powerpoint',
  xls: 'application/vnd.ms-excel',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  txt: 'text/plain',
};

export function mimeTypeOf(extension: UploadExtension): string {
  return MIME_BY_EXTENSION[extension];
}

/**
 * Checks that the first bytes are what the extension claims: a renamed executable is refused.
 * Returns null when they match, or the reason to refuse.
 */
export async function contentMismatch(extension: UploadExtension, head: Uint8Array): Promise<string | null> {
  if (head.length === 0) return 'the file is empty';
  const detected = (await fileTypeFromBuffer(head))?.ext;
  if (extension === 'txt') {
    if (detected) return `its content is ${detected.toUpperCase()} data, not plain text`;
    const utf16 = (head[0] === 0xff && head[1] === 0xfe) || (head[0] === 0xfe && head[1] === 0xff);
    // Text never holds NUL bytes, except as the high bytes of UTF-16 (which starts with a BOM).
    if (!utf16 && head.includes(0)) return 'its content is binary data, not plain text';
    return null;
  }
  if (detected && acceptedDetections[extension].includes(detected)) return null;
  return detected
    ? `its content is ${detected.toUpperCase()} data, not .${extension}`
    : `its content does not look like a .${extension} file`;
}

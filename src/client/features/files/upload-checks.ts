import { UPLOAD_EXTENSIONS, UPLOAD_MAX_BYTES } from '@shared/limits';

/** The picker's filter, from the one list the server checks too: ".doc,.docx,…,.webp". */
export const UPLOAD_ACCEPT = UPLOAD_EXTENSIONS.map((extension) => `.${extension}`).join(',');

export const UPLOAD_MAX_MEGABYTES = UPLOAD_MAX_BYTES / 1024 / 1024;

export type RefusedFile = { name: string; reason: string };

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot === -1 ? '' : name.slice(dot + 1).toLowerCase();
}

/**
 * Spec §5: the type and 50 MB checks, made before anything is sent so a wrong file costs no
 * upload. The server checks again (and reads the content), and its word is final.
 */
export function checkUploadFiles<T extends { name: string; size: number }>(
  files: readonly T[],
): { accepted: T[]; refused: RefusedFile[] } {
  const accepted: T[] = [];
  const refused: RefusedFile[] = [];
  for (const file of files) {
    if (!(UPLOAD_EXTENSIONS as readonly string[]).includes(extensionOf(file.name))) {
      refused.push({ name: file.name, reason: 'not an accepted type' });
    } else if (file.size > UPLOAD_MAX_BYTES) {
      refused.push({ name: file.name, reason: `larger than the ${UPLOAD_MAX_MEGABYTES} MB limit` });
    } else {
      accepted.push(file);
    }
  }
  return { accepted, refused };
}

/** "a.exe: not an accepted type; b.pdf: larger than the 50 MB limit", as the server words it. */
export function describeRefused(refused: readonly RefusedFile[]): string {
  return refused.map((file) => `${file.name}: ${file.reason}`).join('; ');
}

import { Transform, type Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import { DATA_EXPORT_MAX_BYTES } from '../../shared/limits.js';
import type { FileStorage } from '../storage/file-storage.js';
import type { AccountRecords } from './collect-account-records.js';
import { documentEntryName, fileEntryName } from './export-file-names.js';

export const RECORDS_ENTRY = 'inkwise-records.json';

export class ExportTooLargeError extends Error {
  constructor() {
    super(`The export is larger than ${Math.round(DATA_EXPORT_MAX_BYTES / 1024 ** 3)} GB.`);
  }
}

/** A document as a Markdown file: its title and dates as YAML front matter, then its text. */
function documentMarkdown(document: AccountRecords['documents'][number]): string {
  // JSON strings are valid YAML scalars, so a title with a colon or quote cannot break the header.
  const frontMatter = [
    `title: ${JSON.stringify(document.title)}`,
    `created: ${document.createdAt.toISOString()}`,
    `updated: ${document.updatedAt.toISOString()}`,
  ];
  return `---\n${frontMatter.join('\n')}\n---\n\n${document.content}\n`;
}

/** Fails the stream once more than `limit` bytes went through, so a runaway export stops early. */
function byteLimit(limit: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      done(seen > limit ? new ExportTooLargeError() : null, chunk);
    },
  });
}

/**
 * Streams the export's zip into storage under `key`: the documents as Markdown, every record as
 * JSON, and the uploaded files read one at a time from storage (yazl opens a lazy stream only
 * when it reaches that entry), so memory stays flat whatever the workspace holds. Resolves with
 * the zip's size in bytes.
 */
export async function writeExportZip(input: {
  storage: FileStorage;
  key: string;
  records: AccountRecords;
  storedFiles: Array<{ id: number; originalName: string; storageKey: string }>;
}): Promise<number> {
  const { storage, records } = input;
  const zip = new ZipFile();
  const withPaths = {
    exportedAt: new Date().toISOString(),
    ...records,
    documents: records.documents.map((document) => ({ ...document, exportPath: documentEntryName(document) })),
    files: records.files.map((file) => ({ ...file, exportPath: fileEntryName(file) })),
  };
  zip.addBuffer(Buffer.from(JSON.stringify(withPaths, null, 2)), RECORDS_ENTRY);
  for (const document of records.documents) {
    zip.addBuffer(Buffer.from(documentMarkdown(document)), documentEntryName(document));
  }
  for (const file of input.storedFiles) {
    zip.addReadStreamLazy(fileEntryName(file), (callback) => {
      storage.read(file.storageKey).then(
        (stream) => callback(null, stream),
        (error: unknown) => callback(error, undefined as unknown as NodeJS.ReadableStream),
      );
    });
  }
  zip.end();
  const limited = (zip.outputStream as Readable).pipe(byteLimit(DATA_EXPORT_MAX_BYTES));
  // An error on the zip side (a file that cannot be read) must fail the write, not hang it. It can
  // come before storage.write has started reading (it awaits a folder or an upload first), when
  // `limited` has no listener yet and its 'error' would be uncaught and end the server; the
  // stream keeps the error, and storage's pipeline rejects with it as soon as it starts.
  limited.on('error', () => undefined);
  zip.outputStream.on('error', (error: Error) => limited.destroy(error));
  zip.on('error', (error: Error) => limited.destroy(error));
  return storage.write(input.key, limited);
}

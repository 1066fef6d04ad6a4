import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { HttpError } from '../../http-error.js';
import { runExtractionInChildProcess } from '../../files/extraction/run-extraction-in-child-process.js';
import { createScratchDirectory } from '../../files/extraction/scratch-directory.js';

const ZIP_MAGIC = Buffer.from('504b0304', 'hex');

/**
 * A Word document sent for import, as markdown. The file is written to a scratch folder and read
 * by the extraction process with its time and memory budgets (a zip bomb or a huge file costs
 * that process, not the server); nothing is stored. A file that is not a Word document, or
 * cannot be read, is a 422 with the reason.
 */
export async function convertWordUpload(bytes: Buffer): Promise<string> {
  if (!bytes.subarray(0, 4).equals(ZIP_MAGIC)) {
    throw new HttpError(422, { error: 'This file is not a Word document (.docx). Save it as .docx and import it again.' });
  }
  const directory = await createScratchDirectory();
  try {
    const file = path.join(directory, 'import.docx');
    await writeFile(file, bytes);
    const result = await runExtractionInChildProcess(file, 'docx', {}, { output: 'markdown' });
    if (result.status !== 'completed') throw new HttpError(422, { error: result.reason ?? 'This Word document could not be read' });
    return result.text;
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}

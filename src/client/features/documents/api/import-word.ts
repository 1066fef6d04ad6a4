import { wordImportResponse } from '@shared/contract/imports';
import { WORD_MIME_TYPE } from '@shared/limits';
import { readJson, throwIfNotOk } from '@/lib/api-request';

/** A Word document's text as markdown, converted by the server (nothing is stored). */
export async function importWordFile(file: Blob): Promise<string> {
  const response = await fetch('/api/imports/word', {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': WORD_MIME_TYPE },
    body: file,
  });
  await throwIfNotOk(response);
  return wordImportResponse.parse(await readJson(response)).content;
}

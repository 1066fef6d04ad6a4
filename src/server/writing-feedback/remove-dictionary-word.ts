import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { workspaceDictionaryWords } from '../db/schema.js';
import { notFound } from '../http-error.js';
import { dictionaryWordKey } from './dictionary-word.js';
import { listDictionaryWords } from './list-dictionary-words.js';

/** Removes a word from the workspace dictionary, whatever the case it is named in; one not there is a 404. */
export async function removeDictionaryWord(db: Database, workspaceId: number, word: string): Promise<string[]> {
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(workspaceDictionaryWords)
      .where(and(eq(workspaceDictionaryWords.workspaceId, workspaceId), eq(workspaceDictionaryWords.wordKey, dictionaryWordKey(word))))
      .returning({ word: workspaceDictionaryWords.word });
    if (removed.length === 0) throw notFound(`“${word}” is not in the workspace dictionary`);
    return listDictionaryWords(tx, workspaceId);
  });
}

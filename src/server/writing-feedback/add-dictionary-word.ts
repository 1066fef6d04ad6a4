import { count, eq } from 'drizzle-orm';
import { DICTIONARY_MAX_WORDS } from '../../shared/contract/writing-feedback.js';
import { lockWorkspace } from '../billing/plan-limits.js';
import type { Database } from '../db/database.js';
import { workspaceDictionaryWords } from '../db/schema.js';
import { HttpError } from '../http-error.js';
import { dictionaryWordKey, storedDictionaryWord } from './dictionary-word.js';
import { listDictionaryWords } from './list-dictionary-words.js';

/**
 * Adds a word to the workspace dictionary. A word already there in any case changes nothing
 * (`added` is false); a full dictionary refuses new words. The workspace row is held while
 * counting, so two additions cannot both take the last place.
 */
export async function addDictionaryWord(db: Database, workspaceId: number, word: string): Promise<{ added: boolean; words: string[] }> {
  return db.transaction(async (tx) => {
    await lockWorkspace(tx, workspaceId);
    const inserted = await tx
      .insert(workspaceDictionaryWords)
      .values({ workspaceId, word: storedDictionaryWord(word), wordKey: dictionaryWordKey(word) })
      .onConflictDoNothing()
      .returning({ word: workspaceDictionaryWords.word });
    if (inserted.length > 0) {
      const [row] = await tx.select({ words: count() }).from(workspaceDictionaryWords).where(eq(workspaceDictionaryWords.workspaceId, workspaceId));
      if ((row?.words ?? 0) > DICTIONARY_MAX_WORDS) {
        // Thrown inside the transaction, so the word just inserted is rolled back.
        throw new HttpError(400, {
          error: `The workspace dictionary is full: it holds at most ${DICTIONARY_MAX_WORDS.toLocaleString('en-US')} words. Remove a word to add another.`,
        });
      }
    }
    return { added: inserted.length > 0, words: await listDictionaryWords(tx, workspaceId) };
  });
}

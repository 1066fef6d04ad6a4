import { eq } from 'drizzle-orm';
import type { Executor } from '../db/database.js';
import { workspaceDictionaryWords } from '../db/schema.js';
import { sortDictionaryWords } from './dictionary-word.js';

/** The workspace's own words, sorted alphabetically whatever their case. */
export async function listDictionaryWords(db: Executor, workspaceId: number): Promise<string[]> {
  const rows = await db
    .select({ word: workspaceDictionaryWords.word })
    .from(workspaceDictionaryWords)
    .where(eq(workspaceDictionaryWords.workspaceId, workspaceId));
  return sortDictionaryWords(rows.map((row) => row.word));
}

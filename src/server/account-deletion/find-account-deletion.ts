import { eq } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { accountDeletions } from '../db/schema.js';
import type { AccountDeletionRow } from './schedule-account-deletion.js';

export async function findAccountDeletion(db: Database, userId: number): Promise<AccountDeletionRow | null> {
  const [row] = await db.select().from(accountDeletions).where(eq(accountDeletions.userId, userId));
  return row ?? null;
}

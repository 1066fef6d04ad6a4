import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { updateProfileBody } from '../../shared/contract/account.js';
import type { Database } from '../db/database.js';
import { users } from '../db/schema.js';

export type UpdateProfileInput = z.output<typeof updateProfileBody>;

/** Saves the signed-in user's own name and company; the workspace keeps the name it was given. */
export async function updateProfile(db: Database, userId: number, input: UpdateProfileInput) {
  const [user] = await db
    .update(users)
    .set({ firstName: input.firstName, lastName: input.lastName, company: input.company })
    .where(eq(users.id, userId))
    .returning();
  if (!user) throw new Error('the signed-in user has no row');
  return user;
}

import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { emailSubscriptionBody } from '../../shared/contract/public-forms.js';
import type { Database } from '../db/database.js';
import { emailSubscriptions } from '../db/schema.js';

export type EmailSubscriptionInput = z.output<typeof emailSubscriptionBody>;

/**
 * Adds an address to a list. Subscribing again changes nothing (the unique index on list and
 * address), except that a signed-in subscriber's account is noted on a row that had none.
 */
export async function subscribeEmail(db: Database, input: EmailSubscriptionInput, userId: number | null): Promise<void> {
  await db
    .insert(emailSubscriptions)
    .values({ ...input, userId })
    .onConflictDoUpdate({
      target: [emailSubscriptions.list, emailSubscriptions.email],
      set: { userId: sql`coalesce(${emailSubscriptions.userId}, excluded.user_id)` },
    });
}

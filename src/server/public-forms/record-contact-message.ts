import type { z } from 'zod';
import type { contactMessageBody } from '../../shared/contract/public-forms.js';
import type { Database } from '../db/database.js';
import { contactMessages } from '../db/schema.js';

export type ContactMessageInput = z.output<typeof contactMessageBody>;
export type ContactMessage = typeof contactMessages.$inferSelect;

/** Keeps a visitor's message for the team to answer (ADR 0014: read from the table, no mail sent). */
export async function recordContactMessage(db: Database, input: ContactMessageInput, userId: number | null): Promise<ContactMessage> {
  const [row] = await db
    .insert(contactMessages)
    .values({ ...input, userId })
    .returning();
  if (!row) throw new Error('insert returned no contact message');
  return row;
}

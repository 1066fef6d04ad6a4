import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { clients } from '../../db/schema.js';
import { HttpError } from '../../http-error.js';
import { findClient } from '../find-client.js';

/** The agency's own words for the style guide (null clears it). Needs a learned voice. */
export async function updateStyleGuide(db: Database, workspaceId: number, clientId: number, styleGuide: string | null) {
  const client = await findClient(db, workspaceId, clientId);
  if (!client.brandVoice) throw new HttpError(400, { error: 'Learn the brand’s voice from samples first.' });
  const [row] = await db
    .update(clients)
    .set({ voiceStyleGuide: styleGuide || null, updatedAt: new Date() })
    .where(and(eq(clients.id, clientId), eq(clients.workspaceId, workspaceId)))
    .returning();
  return row!;
}

/** Forgets the learned voice and its style guide; the rest of the brand profile stays. */
export async function forgetBrandVoice(db: Database, workspaceId: number, clientId: number): Promise<void> {
  await findClient(db, workspaceId, clientId);
  await db
    .update(clients)
    .set({ brandVoice: null, voiceStyleGuide: null, updatedAt: new Date() })
    .where(and(eq(clients.id, clientId), eq(clients.workspaceId, workspaceId)));
}

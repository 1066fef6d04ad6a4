import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { clientBody } from '../../shared/contract/clients.js';
import type { Database } from '../db/database.js';
import { clients } from '../db/schema.js';
import { notFound } from '../http-error.js';

export async function updateClient(db: Database, workspaceId: number, id: number, input: z.output<typeof clientBody>) {
  const [row] = await db
    .update(clients)
    .set({ ...input, updatedAt: sql`now()` })
    .where(and(eq(clients.id, id), eq(clients.workspaceId, workspaceId)))
    .returning();
  if (!row) throw notFound('Client not found');
  return row;
}

import type { z } from 'zod';
import type { clientBody } from '../../shared/contract/clients.js';
import type { Database } from '../db/database.js';
import { clients } from '../db/schema.js';

export async function createClient(db: Database, workspaceId: number, input: z.output<typeof clientBody>) {
  const [row] = await db.insert(clients).values({ ...input, workspaceId }).returning();
  if (!row) throw new Error('insert returned no client');
  return row;
}

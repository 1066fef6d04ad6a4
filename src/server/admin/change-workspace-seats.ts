import { eq } from 'drizzle-orm';
import { CUSTOM_SEATS_NEED_ENTERPRISE } from '../../shared/contract/admin.js';
import type { Database } from '../db/database.js';
import { workspaces } from '../db/schema.js';
import { HttpError } from '../http-error.js';
import { findWorkspace, ownersOf } from './list-workspaces.js';

/**
 * Agrees seats above Enterprise's 10 for one workspace ("custom above", issue 18), or goes back
 * to the plan's own number (null). Only an Enterprise workspace takes a custom number, whether
 * comped or paid for: the seats are part of a deal, the plan is not changed here. Members already
 * in stay when the number goes down; only new invitations wait for a free seat.
 */
export async function changeWorkspaceSeats(db: Database, workspaceId: number, seats: number | null) {
  const before = await findWorkspace(db, workspaceId);
  const owner = (await ownersOf(db, [workspaceId])).get(workspaceId);
  if (seats !== null && (!owner || owner.isMasterAccount || owner.subscriptionTier !== 'enterprise')) {
    throw new HttpError(409, { error: CUSTOM_SEATS_NEED_ENTERPRISE, field: 'seats' });
  }
  await db.update(workspaces).set({ customSeats: seats }).where(eq(workspaces.id, workspaceId));
  return { owner, previous: before.customSeats };
}

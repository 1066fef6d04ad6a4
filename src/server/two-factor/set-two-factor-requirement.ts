import { eq } from 'drizzle-orm';
import { OWNER_NEEDS_TWO_FACTOR_MESSAGE } from '../../shared/contract/two-factor.js';
import type { Database } from '../db/database.js';
import { workspaces } from '../db/schema.js';
import { HttpError } from '../http-error.js';
import type { SessionContext } from '../plugins/session.js';
import { hasTwoFactor } from '../policies/two-factor.js';

/**
 * The owner turns the workspace's requirement on or off (the route checked the role). Turning it
 * on needs two-factor on the owner's own account first, or the owner's next request would be the
 * first one refused.
 */
export async function setTwoFactorRequirement(db: Database, session: SessionContext, required: boolean): Promise<void> {
  if (required && !hasTwoFactor(session.user)) throw new HttpError(409, { error: OWNER_NEEDS_TWO_FACTOR_MESSAGE });
  await db.update(workspaces).set({ requireTwoFactor: required }).where(eq(workspaces.id, session.workspaceId));
}

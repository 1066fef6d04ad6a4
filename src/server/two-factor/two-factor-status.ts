import { and, count, eq, isNull } from 'drizzle-orm';
import type { TwoFactorStatus } from '../../shared/contract/two-factor.js';
import type { Database } from '../db/database.js';
import { twoFactorRecoveryCodes } from '../db/schema.js';
import type { SessionContext } from '../plugins/session.js';
import { hasTwoFactor, mustSetUpTwoFactor } from '../policies/two-factor.js';
import { belongsToWorkspaceRequiringTwoFactor } from './workspaces-requiring-two-factor.js';

/** What Settings → Account shows of two-factor: on or off, codes left, and whether it is required. */
export async function twoFactorStatus(db: Database, session: SessionContext): Promise<TwoFactorStatus> {
  const { user } = session;
  const enabled = hasTwoFactor(user);
  const [left] = enabled
    ? await db
        .select({ value: count() })
        .from(twoFactorRecoveryCodes)
        .where(and(eq(twoFactorRecoveryCodes.userId, user.id), isNull(twoFactorRecoveryCodes.usedAt)))
    : [{ value: 0 }];
  return {
    enabled,
    recoveryCodesLeft: left?.value ?? 0,
    requiredByWorkspace: await belongsToWorkspaceRequiringTwoFactor(db, user.id),
    setupRequired: mustSetUpTwoFactor(session),
  };
}

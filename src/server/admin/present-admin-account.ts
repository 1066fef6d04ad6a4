import type { AdminAccount } from '../../shared/contract/admin.js';
import { hasConfirmedEmail } from '../policies/email-verification.js';
import type { AccountMembership, AccountRow } from './list-accounts.js';

/** An account as the console shows it: never the password hash. */
export function presentAdminAccount({ row, workspaces }: { row: AccountRow; workspaces: AccountMembership[] }): AdminAccount {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    // The master account holds Enterprise without a subscription (spec §6).
    plan: row.isMasterAccount ? 'enterprise' : row.subscriptionTier,
    planComped: row.planCompedAt !== null,
    isMasterAccount: row.isMasterAccount,
    emailVerified: hasConfirmedEmail(row),
    createdAt: row.createdAt.toISOString(),
    lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
    suspendedAt: row.suspendedAt?.toISOString() ?? null,
    suspensionReason: row.suspensionReason,
    workspaces,
  };
}

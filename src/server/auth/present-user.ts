import type { User } from '../../shared/contract/auth.js';
import type { UserWithoutSecrets } from '../db/user-without-secrets.js';
import { hasConfirmedEmail } from '../policies/email-verification.js';


/** The only shape in which a user leaves the server: never the password hash. */
export function presentUser(row: UserWithoutSecrets): User {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    company: row.company,
    // The master account holds enterprise privileges without a subscription (spec §6).
    subscriptionTier: row.isMasterAccount ? 'enterprise' : row.subscriptionTier,
    isMasterAccount: row.isMasterAccount,
    emailVerified: hasConfirmedEmail(row),
    createdAt: row.createdAt.toISOString(),
  };
}

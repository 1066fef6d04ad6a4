import { eq } from 'drizzle-orm';
import type { Executor } from '../db/database.js';
import { users } from '../db/schema.js';
import { verifyPassword } from './passwords.js';

/** What proves who a user is: read only where it is checked, never carried by the session (SessionUser). */
export type UserSecrets = Pick<typeof users.$inferSelect, 'passwordHash' | 'twoFactorSecretSealed' | 'twoFactorLastStep'>;

/**
 * A signed-in user's password hash and two-factor secret, for the route that checks one (change
 * the password, delete the account, turn two-factor off…). Undefined when the account has just
 * been deleted: its sessions go with it, so the request is refused as a wrong proof.
 */
export async function findUserSecrets(executor: Executor, userId: number): Promise<UserSecrets | undefined> {
  const [secrets] = await executor
    .select({ passwordHash: users.passwordHash, twoFactorSecretSealed: users.twoFactorSecretSealed, twoFactorLastStep: users.twoFactorLastStep })
    .from(users)
    .where(eq(users.id, userId));
  return secrets;
}

/** Whether `password` is the signed-in user's current password. */
export async function isUsersPassword(executor: Executor, userId: number, password: string): Promise<boolean> {
  const secrets = await findUserSecrets(executor, userId);
  return secrets !== undefined && (await verifyPassword(secrets.passwordHash, password));
}

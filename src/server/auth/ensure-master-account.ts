import { eq, sql } from 'drizzle-orm';
import type { MasterAccountSettings } from '../config.js';
import type { Database } from '../db/database.js';
import { isUniqueViolation } from '../db/errors.js';
import { users, workspaceMembers, workspaces } from '../db/schema.js';
import { hashPassword, verifyPassword } from './passwords.js';

/**
 * Creates the master (enterprise administrator) account from MASTER_EMAIL and MASTER_KEY at boot,
 * or updates its key when the setting changed. Only the key's hash is stored.
 */
export async function ensureMasterAccount(db: Database, settings: MasterAccountSettings): Promise<void> {
  try {
    await createOrUpdate(db, settings);
  } catch (error) {
    // Another instance booting at the same moment created it first: update the key on that one.
    if (!isUniqueViolation(error)) throw error;
    await createOrUpdate(db, settings);
  }
}

async function createOrUpdate(db: Database, settings: MasterAccountSettings): Promise<void> {
  const [existing] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, settings.email.toLowerCase()))
    .limit(1);

  if (existing && !existing.isMasterAccount) {
    // Promoting it would hand an ordinary account's owner the master key's powers, or lock them out.
    throw new Error(`Invalid configuration: MASTER_EMAIL ${settings.email} already belongs to an ordinary account`);
  }
  if (existing) {
    if (!(await verifyPassword(existing.passwordHash, settings.key))) {
      await db.update(users).set({ passwordHash: await hashPassword(settings.key) }).where(eq(users.id, existing.id));
    }
    return;
  }

  const passwordHash = await hashPassword(settings.key);
  await db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        email: settings.email,
        passwordHash,
        firstName: 'Master',
        lastName: 'Administrator',
        company: null,
        subscriptionTier: 'enterprise',
        isMasterAccount: true,
        // The operator chose this address (MASTER_EMAIL): there is nothing to confirm.
        emailVerifiedAt: new Date(),
      })
      .returning({ id: users.id });
    const [workspace] = await tx.insert(workspaces).values({ name: 'Enterprise administration' }).returning({ id: workspaces.id });
    if (!user || !workspace) throw new Error('could not create the master account');
    await tx.insert(workspaceMembers).values({ workspaceId: workspace.id, userId: user.id, role: 'owner' });
  });
}

import { eq } from 'drizzle-orm';
import type { UserSubscription } from '../../shared/contract/subscriptions.js';
import type { Database } from '../db/database.js';
import { users } from '../db/schema.js';
import { userColumnsWithoutSecrets, type UserWithoutSecrets } from '../db/user-without-secrets.js';
import { presentSubscription } from './present-subscription.js';
import { findSubscriptionRow, settleSubscription } from './subscription-store.js';

export type UserRow = UserWithoutSecrets;

export async function readSubscription(db: Database, user: UserRow): Promise<UserSubscription> {
  if (user.isMasterAccount) return presentSubscription(user, null);
  return presentSubscription(user, await settleSubscription(db, await findSubscriptionRow(db, user.id)));
}

export async function findUser(db: Database, id: number): Promise<UserRow | null> {
  const [user] = await db.select(userColumnsWithoutSecrets).from(users).where(eq(users.id, id)).limit(1);
  return user ?? null;
}

import { getTableColumns } from 'drizzle-orm';
import { users } from './schema.js';

/**
 * The columns that prove who a user is. Only the routes that check them read them
 * (auth/user-secrets.ts); rows read for anything else leave them out, so they are not held in
 * memory on every request, and no answer or log line can carry them by mistake.
 */
export const USER_SECRETS = ['passwordHash', 'twoFactorSecretSealed'] as const;

export type UserWithoutSecrets = Omit<typeof users.$inferSelect, (typeof USER_SECRETS)[number]>;

/** A selection of every user column but the secrets, for `db.select(...)`. */
export const userColumnsWithoutSecrets = Object.fromEntries(
  Object.entries(getTableColumns(users)).filter(([key]) => !(USER_SECRETS as readonly string[]).includes(key)),
) as Omit<ReturnType<typeof getTableColumns<typeof users>>, (typeof USER_SECRETS)[number]>;

import { createHash, randomBytes } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { signInDevices, users } from '../db/schema.js';

/** The cookie naming a browser that signed in before; only the sign-in routes read it. */
export const DEVICE_COOKIE = 'inkwise_device';
export const DEVICE_COOKIE_DAYS = 365;

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * The device's token when this browser signed in to the account with this email before, else
 * undefined. Read before the password is checked, so it decides which throttle applies.
 */
export async function knownDeviceFor(db: Database, token: string | undefined, email: string): Promise<string | undefined> {
  if (!token || token.length > 100) return undefined;
  const [device] = await db
    .select({ tokenHash: signInDevices.tokenHash })
    .from(signInDevices)
    .innerJoin(users, eq(users.id, signInDevices.userId))
    .where(and(eq(signInDevices.tokenHash, hashToken(token)), eq(sql`lower(${users.email})`, email)))
    .limit(1);
  return device ? token : undefined;
}

/** After a correct password: the device's token to keep in the cookie (a new one for a new device). */
export async function rememberDevice(db: Database, userId: number, known: string | undefined): Promise<string> {
  if (known) {
    await db.update(signInDevices).set({ lastSignInAt: new Date() }).where(eq(signInDevices.tokenHash, hashToken(known)));
    return known;
  }
  const token = randomBytes(32).toString('base64url');
  await db.insert(signInDevices).values({ tokenHash: hashToken(token), userId });
  return token;
}

/** Devices unused for a year are forgotten (housekeeping). */
export async function forgetStaleDevices(db: Database): Promise<void> {
  await db.delete(signInDevices).where(lt(signInDevices.lastSignInAt, new Date(Date.now() - DEVICE_COOKIE_DAYS * 24 * 3600 * 1000)));
}

export function deviceTokenHash(token: string): string {
  return hashToken(token);
}

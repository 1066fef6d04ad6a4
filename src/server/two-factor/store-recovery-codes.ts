import { eq } from 'drizzle-orm';
import type { Executor } from '../db/database.js';
import { twoFactorRecoveryCodes } from '../db/schema.js';
import { hashRecoveryCode, newRecoveryCodes } from './recovery-codes.js';

/** Replaces the user's recovery codes with ten new ones, returned once in clear and kept as hashes. */
export async function replaceRecoveryCodes(executor: Executor, userId: number): Promise<string[]> {
  const codes = newRecoveryCodes();
  await executor.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
  await executor.insert(twoFactorRecoveryCodes).values(codes.map((code) => ({ userId, codeHash: hashRecoveryCode(code) })));
  return codes;
}

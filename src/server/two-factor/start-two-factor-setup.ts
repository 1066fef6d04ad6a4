import { eq } from 'drizzle-orm';
import { ALREADY_ENABLED_MESSAGE, type TwoFactorSetup } from '../../shared/contract/two-factor.js';
import type { Database } from '../db/database.js';
import { users } from '../db/schema.js';
import { HttpError } from '../http-error.js';
import { hasTwoFactor } from '../policies/two-factor.js';
import type { SecretBox } from '../security/secret-box.js';
import { qrCodeDataUrl } from './qr-code.js';
import { newTotpSecret, otpauthUrl } from './totp.js';

/**
 * Set-up's first step: a new secret, kept sealed but not in force until a code from the app
 * confirms it (enable-two-factor.ts). Starting again replaces a secret that was never confirmed.
 */
export async function startTwoFactorSetup(
  db: Database,
  secretBox: SecretBox,
  user: Pick<typeof users.$inferSelect, 'id' | 'email' | 'twoFactorEnabledAt'>,
  appName: string,
): Promise<TwoFactorSetup> {
  if (hasTwoFactor(user)) throw new HttpError(409, { error: ALREADY_ENABLED_MESSAGE });
  const secret = newTotpSecret();
  await db.update(users).set({ twoFactorSecretSealed: secretBox.seal(secret), twoFactorLastStep: null }).where(eq(users.id, user.id));
  const url = otpauthUrl(secret, { issuer: appName, label: user.email });
  return { secret, otpauthUrl: url, qrCode: await qrCodeDataUrl(url) };
}

import type { Database } from '../db/database.js';
import { appSecretCheck } from '../db/schema.js';
import type { SecretBox } from './secret-box.js';

const KNOWN_TEXT = 'inkwise app secret check v1';

export const APP_SECRET_DIFFERS =
  'APP_SECRET differs from the one this database was set up with: set the same APP_SECRET on every instance that shares the database (the first instance’s is in its DATA_DIR/app-secret when it was generated).';

/**
 * Whether this instance's APP_SECRET is the one the database's sealed secrets were made with.
 * The first start on a database records it (two first starts at once: one row wins, the other
 * start is checked against it); later starts must open what it sealed.
 */
export async function checkAppSecret(db: Database, box: SecretBox): Promise<'recorded' | 'matches' | 'differs'> {
  const inserted = await db.insert(appSecretCheck).values({ sealed: box.seal(KNOWN_TEXT) }).onConflictDoNothing().returning({ id: appSecretCheck.id });
  if (inserted.length > 0) return 'recorded';
  const [row] = await db.select({ sealed: appSecretCheck.sealed }).from(appSecretCheck);
  try {
    return box.open(row!.sealed) === KNOWN_TEXT ? 'matches' : 'differs';
  } catch {
    return 'differs';
  }
}

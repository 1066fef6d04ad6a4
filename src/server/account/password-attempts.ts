import type pg from 'pg';
import { HttpError } from '../http-error.js';
import { INCREMENT } from '../rate-limit/postgres-store.js';

/**
 * Guesses at the current password from a signed-in session (a borrowed laptop, a stolen cookie):
 * at most 10 wrong ones per account an hour, counted on the same PostgreSQL counters and with the
 * same atomic upsert as sign-in (auth/sign-in-throttle.ts), so every instance counts together.
 * The attempt is counted before the password is checked and a correct one takes it back, so only
 * wrong passwords use up the allowance and concurrent guesses cannot slip past it.
 */
export const PASSWORD_ATTEMPTS_PER_HOUR = 10;
const WINDOW_MS = 60 * 60 * 1000;

const TAKE_BACK = `UPDATE rate_limit_counters SET hits = hits - 1 WHERE key = $1 AND hits > 0 AND resets_at > now()`;

export interface PasswordAttempt {
  /** The password was right: the attempt does not count. */
  succeeded(): Promise<void>;
}

export async function countPasswordAttempt(pool: pg.Pool, userId: number): Promise<PasswordAttempt> {
  const key = `account-password:${userId}`;
  const result = await pool.query<{ hits: number; ttl: number }>(INCREMENT, [key, WINDOW_MS]);
  const { hits, ttl } = result.rows[0]!;
  if (hits > PASSWORD_ATTEMPTS_PER_HOUR) {
    const retryAfter = Math.max(1, Math.ceil(ttl / 1000));
    throw new HttpError(
      429,
      { error: `Too many wrong passwords. Try again in ${Math.ceil(retryAfter / 60)} minute(s).` },
      { 'retry-after': String(retryAfter) },
    );
  }
  return {
    async succeeded() {
      await pool.query(TAKE_BACK, [key]);
    },
  };
}

import type pg from 'pg';
import { HttpError } from '../http-error.js';
import { INCREMENT } from '../rate-limit/postgres-store.js';

/**
 * Wrong two-factor codes per account (ADR 0038): at most 10 an hour, whichever sign-in or settings
 * form they are typed into, counted on the shared PostgreSQL counters as password guesses are
 * (account/password-attempts.ts). Each challenge also dies after 5 wrong codes; this limit is what
 * stops an attacker who knows the password from simply signing in again and again. Counted before
 * the check, taken back when the code was right.
 */
export const WRONG_CODES_PER_ACCOUNT_PER_HOUR = 10;
const WINDOW_MS = 60 * 60 * 1000;
const TAKE_BACK = `UPDATE rate_limit_counters SET hits = hits - 1 WHERE key = $1 AND hits > 0 AND resets_at > now()`;

export interface CodeAttempt {
  succeeded(): Promise<void>;
}

export async function countCodeAttempt(pool: pg.Pool, userId: number): Promise<CodeAttempt> {
  const key = `two-factor-code:${userId}`;
  const result = await pool.query<{ hits: number; ttl: number }>(INCREMENT, [key, WINDOW_MS]);
  const { hits, ttl } = result.rows[0]!;
  if (hits > WRONG_CODES_PER_ACCOUNT_PER_HOUR) {
    const retryAfter = Math.max(1, Math.ceil(ttl / 1000));
    throw new HttpError(
      429,
      { error: `Too many wrong codes for this account. Try again in ${Math.ceil(retryAfter / 60)} minute(s).` },
      { 'retry-after': String(retryAfter) },
    );
  }
  return {
    async succeeded() {
      await pool.query(TAKE_BACK, [key]);
    },
  };
}

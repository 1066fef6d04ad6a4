import { setTimeout as sleep } from 'node:timers/promises';
import type pg from 'pg';
import { HttpError } from '../http-error.js';
import { INCREMENT } from '../rate-limit/postgres-store.js';

/**
 * Brute-force protection for sign-in that an attacker cannot turn into a lockout (issue 12,
 * defects 5 and 6; ADR 0003). Every attempt is counted before the password is checked, in one
 * atomic upsert per counter, and the decision is made on the count that upsert returned, so
 * concurrent attempts cannot all slip under a limit. A correct password takes its attempt back.
 *
 * - per address: 20 attempts in 15 minutes, then 429 for that address;
 * - per address and email: 8, then 429 for that pair;
 * - per email, from any address: never refused, but past 8 each attempt waits, doubling from
 *   250 ms up to 8 s, so guessing at one account from many addresses stays slow while its owner
 *   can still sign in;
 * - a browser that signed in to the account before (the device cookie) skips all three and has
 *   its own limit of 8, so that a stolen cookie is no brute-force licence.
 */
export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
export const ATTEMPTS_PER_ADDRESS = 20;
export const ATTEMPTS_PER_ADDRESS_AND_EMAIL = 8;
export const ATTEMPTS_PER_EMAIL_BEFORE_SLOWING = 8;
export const ATTEMPTS_PER_DEVICE = 8;
const FIRST_DELAY_MS = 250;
const MAX_DELAY_MS = 8_000;

const TAKE_BACK = `UPDATE rate_limit_counters SET hits = hits - 1 WHERE key = ANY($1) AND hits > 0 AND resets_at > now()`;

interface Counted {
  hits: number;
  retryAfter: number;
}

export interface SignInAttempt {
  /** A correct password: the attempt does not count against anyone. */
  succeeded(): Promise<void>;
}

export function signInThrottle(pool: pg.Pool, wait: (ms: number) => Promise<unknown> = sleep) {
  async function count(key: string): Promise<Counted> {
    // The same counters, and the same atomic upsert, as every other limit.
    const result = await pool.query<{ hits: number; ttl: number }>(INCREMENT, [key, SIGN_IN_WINDOW_MS]);
    const { hits, ttl } = result.rows[0]!;
    return { hits, retryAfter: Math.max(1, Math.ceil(ttl / 1000)) };
  }

  function refuse(retryAfter: number): HttpError {
    return new HttpError(
      429,
      { error: `Too many failed sign-in attempts. Try again in ${Math.ceil(retryAfter / 60)} minute(s).` },
      { 'retry-after': String(retryAfter) },
    );
  }

  /**
   * Counts an attempt and decides on it: throws 429 when a limit is passed, waits when the
   * email is being guessed at. `deviceHash` names a browser that signed in to this account before.
   */
  async function attempt(input: { address: string; email: string; deviceHash?: string }): Promise<SignInAttempt> {
    const keys = input.deviceHash
      ? [`sign-in-device:${input.deviceHash}`]
      : [`sign-in-ip:${input.address}`, `sign-in-ip-email:${input.address}|${input.email}`, `sign-in-email:${input.email}`];
    const counted = await Promise.all(keys.map(count));
    const succeeded = async () => {
      await pool.query(TAKE_BACK, [keys]);
    };

    if (input.deviceHash) {
      const device = counted[0]!;
      if (device.hits > ATTEMPTS_PER_DEVICE) throw refuse(device.retryAfter);
      return { succeeded };
    }
    const [byAddress, byPair, byEmail] = counted as [Counted, Counted, Counted];
    const refusals = [
      byAddress.hits > ATTEMPTS_PER_ADDRESS ? byAddress : undefined,
      byPair.hits > ATTEMPTS_PER_ADDRESS_AND_EMAIL ? byPair : undefined,
    ].filter((limit) => limit !== undefined);
    if (refusals.length > 0) throw refuse(Math.max(...refusals.map((limit) => limit.retryAfter)));
    const excess = byEmail.hits - ATTEMPTS_PER_EMAIL_BEFORE_SLOWING;
    if (excess > 0) await wait(Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** (excess - 1)));
    return { succeeded };
  }

  return { attempt };
}

export type SignInThrottle = ReturnType<typeof signInThrottle>;

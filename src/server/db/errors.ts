const UNIQUE_VIOLATION = '23505';

/** drizzle wraps the driver's error; the PostgreSQL code sits on it or on its cause. */
export function isUniqueViolation(error: unknown): boolean {
  const candidates = [error, (error as { cause?: unknown } | null)?.cause];
  return candidates.some((candidate) => (candidate as { code?: string } | null)?.code === UNIQUE_VIOLATION);
}

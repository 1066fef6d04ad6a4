const STATUS_PREFIX = /^\d{3}: /;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * The server's own words from an `apiRequest` error (`NNN: {"error": ...}` or `{"message": ...}`),
 * or null when there are none, so each caller can fall back to its own text.
 */
export function getApiErrorMessage(error: unknown): string | null {
  if (!(error instanceof Error) || !STATUS_PREFIX.test(error.message)) return null;
  let body: unknown;
  try {
    body = JSON.parse(error.message.replace(STATUS_PREFIX, ''));
  } catch {
    return null;
  }
  if (!isRecord(body)) return null;
  if (typeof body.error === 'string' && body.error) return body.error;
  if (typeof body.message === 'string' && body.message) return body.message;
  return null;
}

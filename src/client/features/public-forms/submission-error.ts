import { getApiErrorMessage } from '@/lib/api-error-message';

/**
 * What to tell a visitor whose submission failed: the server's own words (a 400's reason, a
 * 429's wait, a full event), a network hint when the request never left, else the fallback.
 */
export function submissionErrorMessage(error: unknown, fallback: string): string {
  // fetch rejects with a TypeError when the request never reaches the server.
  if (error instanceof TypeError) return 'Network error. Please check your connection and try again.';
  return getApiErrorMessage(error) ?? fallback;
}

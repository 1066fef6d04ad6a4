import { ApiError } from './api-request';

/** The field a server refusal names (`{error, field}`), with its words, for the form to show there. */
export function refusedField(error: unknown): { field: string; message: string } | null {
  if (!(error instanceof ApiError) || typeof error.body !== 'object' || error.body === null) return null;
  const { field, error: message } = error.body as { field?: unknown; error?: unknown };
  return typeof field === 'string' && typeof message === 'string' ? { field, message } : null;
}

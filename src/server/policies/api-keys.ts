import { hasConfirmedEmail } from './email-verification.js';

/**
 * Who may create API keys (issue 18): only an account whose address is confirmed, so that a key,
 * which acts for the workspace without a browser, always has an owner who can be reached.
 * Unconfirmed accounts keep everything else.
 */
export function canCreateApiKey(creator: Parameters<typeof hasConfirmedEmail>[0]): boolean {
  return hasConfirmedEmail(creator);
}

/*
 * Apart from the two-factor contract's schemas: every page's request helper reads this code, and
 * importing it from there would bring zod (about 25 KB gzipped) onto the landing page.
 */

/** The `code` of a 403 for a member of a workspace that requires two-factor and has not set it up. */
export const TWO_FACTOR_REQUIRED_CODE = 'two_factor_required';
export const TWO_FACTOR_REQUIRED_MESSAGE =
  'Your workspace requires two-factor authentication. Set it up in Settings → Account to continue.';

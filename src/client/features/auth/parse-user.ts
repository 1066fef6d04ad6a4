import type { SubscriptionTier, User } from '@shared/contract/auth';

/*
 * The contract's zod `userSchema` would put zod (~25 KB gzipped) on the landing page, which checks
 * the session at start-up. This check stays in step with the contract through its types: a field
 * added to `User` or a tier added to `SubscriptionTier` fails to compile until it is handled here.
 */
type FieldCheck = (value: unknown) => boolean;

const isString: FieldCheck = (value) => typeof value === 'string';

const tiers: Record<SubscriptionTier, true> = { free: true, individual: true, family: true, enterprise: true };

const userFieldChecks: { [Field in keyof User]-?: FieldCheck } = {
  id: Number.isInteger,
  email: isString,
  firstName: isString,
  lastName: isString,
  company: (value) => value === null || isString(value),
  subscriptionTier: (value) => typeof value === 'string' && Object.hasOwn(tiers, value),
  isMasterAccount: (value) => typeof value === 'boolean',
  emailVerified: (value) => typeof value === 'boolean',
  createdAt: isString,
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

export function isUser(value: unknown): value is User {
  return isRecord(value) && Object.entries(userFieldChecks).every(([field, check]) => check(value[field]));
}

/** The `{user}` answer of login, register, verify and master login. */
export function parseUserResponse(body: unknown): User {
  if (isRecord(body) && isUser(body.user)) return body.user;
  throw new Error('The server answered with an unexpected user object');
}

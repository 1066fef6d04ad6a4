/**
 * Whether an account's address is confirmed (issue 18): by its mailed link, by a password reset
 * (the link reached it), or by being the master account, whose address the operator set.
 */
interface Account {
  emailVerifiedAt: Date | null;
  isMasterAccount: boolean;
}

export function hasConfirmedEmail(account: Account): boolean {
  return account.isMasterAccount || account.emailVerifiedAt !== null;
}

/**
 * Who may use the administrator's console and its API (issue 18, ADR 0039): the master account
 * only. Everyone else, signed in or not, is answered as if the console did not exist.
 */
export function canUseAdminConsole(user: { isMasterAccount: boolean } | null | undefined): boolean {
  return user?.isMasterAccount === true;
}

/** Whether the administrator may suspend this account: never the master account itself. */
export function canSuspendAccount(account: { isMasterAccount: boolean }): boolean {
  return !account.isMasterAccount;
}

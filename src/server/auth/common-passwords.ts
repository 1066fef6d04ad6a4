import { COMMON_PASSWORD_MESSAGE } from '../../shared/contract/account.js';
import { invalidField } from '../http-error.js';

/**
 * The ~49,000 most common passwords of public breach lists, from @zxcvbn-ts/language-common
 * (MIT; ADR 0034). Read on first use rather than at boot, once per process, and kept as a set of
 * lower-case entries (the list's own are all lower case), so a check is one lookup.
 */
let commonPasswords: Promise<ReadonlySet<string>> | undefined;

function loadCommonPasswords(): Promise<ReadonlySet<string>> {
  commonPasswords ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common'].map((password) => password.toLowerCase())),
  );
  return commonPasswords;
}

/** Whether the password is on the list, whatever its letters' case ("Password1" is "password1"). */
export async function isCommonPassword(password: string): Promise<boolean> {
  return (await loadCommonPasswords()).has(password.toLowerCase());
}

/** A 400 naming `field` when a new password is on the list (issue 18: sign-up and password change). */
export async function refuseCommonPassword(password: string, field: string): Promise<void> {
  if (await isCommonPassword(password)) throw invalidField(field, COMMON_PASSWORD_MESSAGE);
}

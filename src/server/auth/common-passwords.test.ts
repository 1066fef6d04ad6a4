import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './common-passwords.js';

describe('the common-password list', () => {
  it('names passwords from breach lists whatever the case of their letters', async () => {
    for (const password of ['password1', 'Password1', 'iloveyou1', 'QWERTYUIOP', 'baseball1', 'trustno1']) {
      expect(await isCommonPassword(password), password).toBe(true);
    }
  });

  it('leaves passphrases alone, such as those the tests and the browser tests sign up with', async () => {
    for (const password of ['correct horse battery', 'a good long password', 'a fresh long passphrase', 'tea kettle on the hill']) {
      expect(await isCommonPassword(password), password).toBe(false);
    }
  });
});

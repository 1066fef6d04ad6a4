import { describe, expect, it } from 'vitest';
import { passwordFormSchema, profileFormSchema } from './account-forms';

const issuesOf = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);

describe('the password form', () => {
  const valid = { currentPassword: 'old one', newPassword: 'a brand new passphrase', confirmPassword: 'a brand new passphrase' };

  it('accepts a current password of any length and a new one of the sign-up length', () => {
    expect(passwordFormSchema.safeParse(valid).success).toBe(true);
  });

  it('refuses a confirmation that differs, at the confirmation field', () => {
    expect(issuesOf(passwordFormSchema.safeParse({ ...valid, confirmPassword: 'a brand new passphrasE' }))).toEqual([
      ['confirmPassword', 'The two new passwords differ'],
    ]);
  });

  it('refuses a short new password and a missing current one, each at its field', () => {
    const issues = issuesOf(passwordFormSchema.safeParse({ currentPassword: '', newPassword: 'short', confirmPassword: 'short' }));
    expect(issues).toEqual([
      ['currentPassword', 'Enter your current password'],
      ['newPassword', 'Password must be at least 8 characters'],
    ]);
  });
});

describe('the profile form', () => {
  it('takes an empty company as none, as sign-up does', () => {
    expect(profileFormSchema.parse({ firstName: ' Ada ', lastName: 'King', company: '' })).toEqual({ firstName: 'Ada', lastName: 'King', company: null });
  });
});

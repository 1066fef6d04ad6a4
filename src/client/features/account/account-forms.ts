import { z } from 'zod';
import { changePasswordBody, updateProfileBody } from '@shared/contract/account';

/** The profile form: the contract itself (company empty means none). */
export const profileFormSchema = updateProfileBody;
export type ProfileFormInput = z.input<typeof profileFormSchema>;

/** The password form: the contract plus the confirmation, refused at its own field when it differs. */
export const passwordFormSchema = changePasswordBody
  .extend({ confirmPassword: z.string().min(1, 'Type the new password again') })
  .refine((form) => form.confirmPassword === form.newPassword, {
    message: 'The two new passwords differ',
    path: ['confirmPassword'],
  });
export type PasswordFormInput = z.input<typeof passwordFormSchema>;

import { z } from 'zod';
import { changePasswordBody, updateProfileBody } from '@shared/contract/account';
import { ApiError } from '@/lib/api-request';

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

/** The field a server refusal names (`{error, field}`), with its words, for the form to show there. */
export function refusedField(error: unknown): { field: string; message: string } | null {
  if (!(error instanceof ApiError) || typeof error.body !== 'object' || error.body === null) return null;
  const { field, error: message } = error.body as { field?: unknown; error?: unknown };
  return typeof field === 'string' && typeof message === 'string' ? { field, message } : null;
}

import { z } from 'zod';
import { registerBody } from '@shared/contract/auth';

/**
 * The sign-up form: the registration contract plus the two checks spec §5 reports by toast
 * (password mismatch, terms), which the form makes on submit rather than as field errors.
 */
export const signupFormSchema = registerBody.extend({
  confirmPassword: z.string(),
  acceptTerms: z.boolean(),
});

export type SignupFormInput = z.input<typeof signupFormSchema>;

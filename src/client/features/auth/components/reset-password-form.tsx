import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { PASSWORD_CHANGED_ANSWER, newPassword } from '@shared/contract/auth';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/use-toast';
import { getApiErrorMessage } from '@/lib/api-error-message';
import { ApiError } from '@/lib/api-request';
import { refusedField } from '@/lib/refused-field';
import { resetPassword } from '../api/reset-password';
import { useAuth } from '../use-auth';
import { TextLink } from './text-link';

/** The new password twice: the sign-up's rule (at least 8 characters), and the two must match. */
const resetPasswordFormSchema = z
  .object({ password: newPassword, confirmPassword: z.string() })
  .refine((values) => values.password === values.confirmPassword, { message: 'Passwords do not match', path: ['confirmPassword'] });

/**
 * Sets a new password with the mailed token. The server ends every session of the account, this
 * browser's included, so a signed-in browser is signed out here too; then on to sign in.
 */
export function ResetPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const { user, logout } = useAuth();
  const [refusal, setRefusal] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(resetPasswordFormSchema), defaultValues: { password: '', confirmPassword: '' } });

  const onSubmit = handleSubmit(async ({ password }) => {
    setRefusal(null);
    try {
      await resetPassword({ token, password });
    } catch (error) {
      // A password on the leaked-passwords list is said at its field (the link stays good); a used,
      // expired or forged link has its own words; anything else is worth another try.
      const refused = refusedField(error);
      if (refused?.field === 'password') {
        setError('password', { message: refused.message }, { shouldFocus: true });
        return;
      }
      if (error instanceof ApiError && error.status === 400) {
        setRefusal(getApiErrorMessage(error) ?? 'This password reset link is not valid. Ask for a new one.');
        return;
      }
      toast({ variant: 'destructive', title: 'Error', description: getApiErrorMessage(error) ?? 'Your password was not changed. Please try again.' });
      return;
    }
    if (user) await logout();
    toast({ title: 'Password changed', description: PASSWORD_CHANGED_ANSWER });
    void navigate('/login', { replace: true });
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-5">
      {refusal ? (
        <div role="alert" className="grid gap-1 rounded-lg border border-destructive/40 bg-destructive/5 px-4 py-3 text-sm">
          <p className="font-medium text-destructive">{refusal}</p>
          <p>
            <TextLink to="/forgot-password">Ask for a new reset link</TextLink>
          </p>
        </div>
      ) : null}
      <TextField
        id="reset-password"
        label="New password"
        type="password"
        autoComplete="new-password"
        required
        hint="At least 8 characters."
        error={errors.password?.message}
        {...register('password')}
      />
      <TextField
        id="reset-confirm-password"
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        required
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <SubmitButton size="lg" className="w-full" pending={isSubmitting} label="Set New Password" pendingLabel="Saving..." />
    </form>
  );
}

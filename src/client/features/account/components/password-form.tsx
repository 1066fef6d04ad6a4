import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2 } from 'lucide-react';
import { PASSWORD_MIN_LENGTH } from '@shared/limits';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/use-toast';
import { getApiErrorMessage } from '@/lib/api-error-message';
import { ApiError } from '@/lib/api-request';
import { refusedField } from '@/lib/refused-field';
import { passwordFormSchema, type PasswordFormInput } from '../account-forms';
import { useChangePassword } from '../api/account';

const emptyForm: PasswordFormInput = { currentPassword: '', newPassword: '', confirmPassword: '' };
const passwordFields = new Set<string>(['currentPassword', 'newPassword']);
const SIGNED_OUT_ELSEWHERE = 'You are still signed in here; every other browser and device was signed out.';

/** The current password proves it is the owner asking; the new one follows the sign-up rules. */
export function PasswordForm({ email }: { email: string }) {
  const change = useChangePassword();
  const id = useId();
  const [changed, setChanged] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(passwordFormSchema), defaultValues: emptyForm });

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword }) => {
    setChanged(false);
    try {
      await change.mutateAsync({ currentPassword, newPassword });
      reset(emptyForm);
      setChanged(true);
      toast({ title: 'Password changed', description: SIGNED_OUT_ELSEWHERE });
    } catch (error) {
      const refused = refusedField(error);
      if (refused && passwordFields.has(refused.field)) {
        setError(refused.field as keyof PasswordFormInput, { message: refused.message }, { shouldFocus: true });
        return;
      }
      const message = getApiErrorMessage(error) ?? 'Your password could not be changed. Try again.';
      // Too many wrong guesses: said where the guesses were typed.
      if (error instanceof ApiError && error.status === 429) setError('currentPassword', { message }, { shouldFocus: true });
      else setError('root', { message });
    }
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} onChange={() => setChanged(false)} className="grid gap-4" aria-labelledby={`${id}-heading`}>
      <div className="grid gap-1">
        <h3 id={`${id}-heading`} className="font-medium">
          Password
        </h3>
        <p className="text-sm text-muted-foreground">Changing it signs out every other browser and device where you are signed in.</p>
      </div>
      {/* For password managers: the account this password belongs to. */}
      <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />
      <TextField
        id={`${id}-current`}
        label="Current password"
        type="password"
        autoComplete="current-password"
        required
        error={errors.currentPassword?.message}
        {...register('currentPassword')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id={`${id}-new`}
          label="New password"
          type="password"
          autoComplete="new-password"
          required
          hint={`At least ${PASSWORD_MIN_LENGTH} characters, and not a commonly used password`}
          error={errors.newPassword?.message}
          {...register('newPassword')}
        />
        <TextField
          id={`${id}-confirm`}
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          required
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
      </div>
      {errors.root ? (
        <p role="alert" className="text-sm text-destructive">
          {errors.root.message}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <SubmitButton pending={isSubmitting} label="Change password" pendingLabel="Changing..." />
        <p role="status" className="flex items-start gap-1.5 text-sm text-success">
          {changed ? (
            <>
              <CheckCircle2 className="mt-0.5 size-4 shrink-0" aria-hidden /> Password changed. {SIGNED_OUT_ELSEWHERE}
            </>
          ) : null}
        </p>
      </div>
    </form>
  );
}

import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { changeEmailBody, type ChangeEmailBody } from '@shared/contract/email-change';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { ApiError } from '@/lib/api-request';
import { getApiErrorMessage } from '@/lib/api-error-message';
import { refusedField } from '@/lib/refused-field';
import { useRequestEmailChange } from '../api/email-change';

const emptyForm: ChangeEmailBody = { newEmail: '', currentPassword: '' };
const fields = new Set<string>(['newEmail', 'currentPassword']);

/**
 * Email change (ADR 0038): the new address gets a link that makes the change, the current one a
 * notice. Until the link is followed the account keeps its address.
 */
export function EmailChangeForm({ email }: { email: string }) {
  const request = useRequestEmailChange();
  const id = useId();
  const [sent, setSent] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(changeEmailBody), defaultValues: emptyForm });

  const onSubmit = handleSubmit(async (body) => {
    setSent(null);
    try {
      setSent(await request.mutateAsync(body));
      reset(emptyForm);
    } catch (error) {
      const refused = refusedField(error);
      if (refused && fields.has(refused.field)) {
        setError(refused.field as keyof ChangeEmailBody, { message: refused.message }, { shouldFocus: true });
        return;
      }
      const message = getApiErrorMessage(error) ?? 'The change could not be requested. Try again.';
      if (error instanceof ApiError && error.status === 429) setError('currentPassword', { message }, { shouldFocus: true });
      else setError('root', { message });
    }
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4" aria-labelledby={`${id}-heading`}>
      <div className="grid gap-1">
        <h3 id={`${id}-heading`} className="font-medium">
          Email address
        </h3>
        <p className="text-sm text-muted-foreground">
          You sign in with <span className="font-medium text-foreground">{email}</span>. To change it, we send a link to the new address; your
          address changes when you follow it.
        </p>
      </div>
      <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id={`${id}-new`}
          label="New email address"
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          error={errors.newEmail?.message}
          {...register('newEmail')}
        />
        <TextField
          id={`${id}-password`}
          label="Current password"
          type="password"
          autoComplete="current-password"
          required
          error={errors.currentPassword?.message}
          {...register('currentPassword')}
        />
      </div>
      {errors.root ? (
        <p role="alert" className="text-sm text-destructive">
          {errors.root.message}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <SubmitButton pending={isSubmitting} label="Change email" pendingLabel="Sending link..." />
        <p role="status" className="flex items-start gap-1.5 text-sm text-success">
          {sent ? (
            <>
              <MailCheck className="mt-0.5 size-4 shrink-0" aria-hidden /> {sent}
            </>
          ) : null}
        </p>
      </div>
    </form>
  );
}

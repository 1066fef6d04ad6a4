import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { enableTwoFactorBody, type TwoFactorSetup as Setup } from '@shared/contract/two-factor';
import { Button } from '@/components/ui/button';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { getApiErrorMessage } from '@/lib/api-error-message';
import { APP_NAME } from '@/lib/app-name';
import { refusedField } from '@/lib/refused-field';
import { useEnableTwoFactor } from '../api/two-factor';

/** The secret in groups of four, as authenticator apps show typed secrets. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/**
 * Set-up's middle step: the QR code to scan (or the secret to type), then a code from the app to
 * prove it works. Two-factor is on only once that code is accepted.
 */
export function TwoFactorSetup({ setup, onEnabled, onCancel }: { setup: Setup; onEnabled: (recoveryCodes: string[]) => void; onCancel: () => void }) {
  const enable = useEnableTwoFactor();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(enableTwoFactorBody), defaultValues: { code: '' } });

  const onSubmit = handleSubmit(async ({ code }) => {
    try {
      onEnabled(await enable.mutateAsync({ code }));
    } catch (error) {
      const message = refusedField(error)?.message ?? getApiErrorMessage(error) ?? 'Two-factor authentication could not be turned on. Try again.';
      setError('code', { message }, { shouldFocus: true });
    }
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4" aria-label="Set up two-factor authentication">
      <ol className="grid list-decimal gap-4 pl-5 text-sm">
        <li className="grid gap-2">
          <span>Scan this QR code with an authenticator app (such as 1Password, Google Authenticator or Microsoft Authenticator).</span>
          <img src={setup.qrCode} alt="QR code to scan with your authenticator app" width={176} height={176} className="rounded-md border bg-white p-1" />
          <span className="text-muted-foreground">
            Can’t scan it? Enter this key in the app instead:{' '}
            <code data-testid="two-factor-secret" className="rounded bg-muted px-1.5 py-0.5 font-mono text-foreground select-all">
              {grouped(setup.secret)}
            </code>
          </span>
        </li>
        <li className="grid gap-2">
          <span>Enter the 6-digit code the app now shows for {APP_NAME}.</span>
          <TextField
            id="two-factor-setup-code"
            label="Authentication code"
            autoComplete="one-time-code"
            inputMode="numeric"
            required
            className="sm:max-w-48"
            error={errors.code?.message}
            {...register('code')}
          />
        </li>
      </ol>
      <div className="flex flex-wrap gap-2">
        <SubmitButton pending={isSubmitting} label="Turn on two-factor" pendingLabel="Checking..." />
        <Button type="button" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

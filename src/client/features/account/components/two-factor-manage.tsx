import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { disableTwoFactorBody, totpCode, type TwoFactorStatus } from '@shared/contract/two-factor';
import { Button } from '@/components/ui/button';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/use-toast';
import { getApiErrorMessage } from '@/lib/api-error-message';
import { refusedField } from '@/lib/refused-field';
import { useDisableTwoFactor, useRegenerateRecoveryCodes } from '../api/two-factor';

type Open = 'none' | 'regenerate' | 'disable';

/** Two-factor is on: new recovery codes (old ones stop working), or turning it off. */
export function TwoFactorManage({ status, email, onNewCodes }: { status: TwoFactorStatus; email: string; onNewCodes: (codes: string[]) => void }) {
  const [open, setOpen] = useState<Open>('none');
  return (
    <div className="grid gap-3">
      <p className="text-sm">
        <span className="font-medium text-success">On.</span> Signing in asks for a code from your authenticator app.{' '}
        {status.recoveryCodesLeft === 1 ? '1 recovery code left.' : `${status.recoveryCodesLeft} recovery codes left.`}
        {status.recoveryCodesLeft <= 3 ? ' Make new ones before they run out.' : ''}
      </p>
      {open === 'none' ? (
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" onClick={() => setOpen('regenerate')}>
            New recovery codes
          </Button>
          <Button type="button" variant="outline" onClick={() => setOpen('disable')} disabled={status.requiredByWorkspace}>
            Turn off
          </Button>
        </div>
      ) : null}
      {status.requiredByWorkspace ? (
        <p className="text-sm text-muted-foreground">A workspace you belong to requires two-factor authentication, so it cannot be turned off.</p>
      ) : null}
      {open === 'regenerate' ? (
        <RegenerateForm
          onDone={(codes) => {
            setOpen('none');
            onNewCodes(codes);
          }}
          onCancel={() => setOpen('none')}
        />
      ) : null}
      {open === 'disable' ? <DisableForm email={email} onDone={() => setOpen('none')} /> : null}
    </div>
  );
}

const byCode = z.object({ proof: totpCode });
const byPassword = z.object({ proof: z.string().min(1, 'Enter your password') });

/** New codes need proof it is the owner: a code from the app, or the password when the phone is not at hand. */
function RegenerateForm({ onDone, onCancel }: { onDone: (codes: string[]) => void; onCancel: () => void }) {
  const regenerate = useRegenerateRecoveryCodes();
  const id = useId();
  const [withPassword, setWithPassword] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(withPassword ? byPassword : byCode), defaultValues: { proof: '' } });

  const onSubmit = handleSubmit(async ({ proof }) => {
    try {
      onDone(await regenerate.mutateAsync(withPassword ? { password: proof } : { code: proof }));
    } catch (error) {
      setError('proof', { message: refusedField(error)?.message ?? getApiErrorMessage(error) ?? 'No new codes were made. Try again.' }, { shouldFocus: true });
    }
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-3" aria-label="Make new recovery codes">
      <p className="text-sm text-muted-foreground">
        Your current recovery codes stop working. Confirm with {withPassword ? 'your password' : 'a code from your authenticator app'}.
      </p>
      <TextField
        key={withPassword ? 'password' : 'code'}
        id={`${id}-proof`}
        label={withPassword ? 'Password' : 'Authentication code'}
        type={withPassword ? 'password' : 'text'}
        autoComplete={withPassword ? 'current-password' : 'one-time-code'}
        inputMode={withPassword ? undefined : 'numeric'}
        required
        autoFocus
        className="sm:max-w-72"
        error={errors.proof?.message}
        {...register('proof')}
      />
      <div className="flex flex-wrap items-center gap-2">
        <SubmitButton pending={isSubmitting} label="Make new codes" pendingLabel="Making..." />
        <Button type="button" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
        <Button
          type="button"
          variant="link"
          className="h-auto p-0"
          onClick={() => {
            setWithPassword((current) => !current);
            reset({ proof: '' });
          }}
        >
          {withPassword ? 'Use a code from your app instead' : 'Use your password instead'}
        </Button>
      </div>
    </form>
  );
}

function DisableForm({ email, onDone }: { email: string; onDone: () => void }) {
  const disable = useDisableTwoFactor();
  const id = useId();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(disableTwoFactorBody), defaultValues: { password: '' } });

  const onSubmit = handleSubmit(async ({ password }) => {
    try {
      await disable.mutateAsync({ password });
      toast({ title: 'Two-factor authentication is off', description: 'Signing in now needs only your password.' });
      onDone();
    } catch (error) {
      setError('password', { message: refusedField(error)?.message ?? getApiErrorMessage(error) ?? 'Two-factor authentication is still on. Try again.' }, { shouldFocus: true });
    }
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-3" aria-label="Turn off two-factor authentication">
      <p className="text-sm text-muted-foreground">
        Without it, anyone who learns your password can sign in. Your recovery codes are deleted. Enter your password to turn it off.
      </p>
      <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />
      <TextField
        id={`${id}-password`}
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        autoFocus
        className="sm:max-w-72"
        error={errors.password?.message}
        {...register('password')}
      />
      <div className="flex flex-wrap gap-2">
        <SubmitButton variant="destructive" pending={isSubmitting} label="Turn off two-factor" pendingLabel="Turning off..." />
        <Button type="button" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

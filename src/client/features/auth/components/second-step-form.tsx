import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { recoveryCode, totpCode } from '@shared/contract/two-factor';
import { Button } from '@/components/ui/button';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { getApiErrorMessage } from '@/lib/api-error-message';
import { refusedField } from '@/lib/refused-field';
import { passSecondStep } from '../api/pass-second-step';
import type { SignedIn } from '../api/sign-in';

const codeForm = z.object({ code: totpCode });
const recoveryForm = z.object({ code: recoveryCode });

/**
 * The sign-in's second step (ADR 0038): the 6-digit code from the authenticator app, or a recovery
 * code instead. A refused challenge (too slow, too many wrong codes) sends the user back to the
 * password with the server's reason.
 */
export function SecondStepForm({
  challenge,
  onSignedIn,
  onRestart,
}: {
  challenge: string;
  onSignedIn: (signedIn: SignedIn) => void;
  onRestart: (reason: string) => void;
}) {
  const [useRecovery, setUseRecovery] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(useRecovery ? recoveryForm : codeForm), defaultValues: { code: '' } });

  const onSubmit = handleSubmit(async ({ code }) => {
    try {
      onSignedIn(await passSecondStep(useRecovery ? { challenge, recoveryCode: code } : { challenge, code }));
    } catch (error) {
      const refused = refusedField(error);
      if (refused?.field === 'challenge') {
        onRestart(refused.message);
        return;
      }
      const message = refused?.message ?? getApiErrorMessage(error) ?? 'The code could not be checked. Try again.';
      setError('code', { message }, { shouldFocus: true });
    }
  });

  const switchMode = () => {
    setUseRecovery((current) => !current);
    reset({ code: '' });
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-5" aria-labelledby="second-step-heading">
      <div className="grid gap-1">
        <h2 id="second-step-heading" className="font-medium">
          Two-factor authentication
        </h2>
        <p className="text-sm text-muted-foreground">
          {useRecovery
            ? 'Enter one of the recovery codes you saved when you turned on two-factor authentication. Each works once.'
            : 'Enter the 6-digit code from your authenticator app.'}
        </p>
      </div>
      <TextField
        key={useRecovery ? 'recovery' : 'code'}
        id="second-step-code"
        label={useRecovery ? 'Recovery code' : 'Authentication code'}
        autoComplete="one-time-code"
        inputMode={useRecovery ? 'text' : 'numeric'}
        autoFocus
        required
        error={errors.code?.message}
        {...register('code')}
      />
      <SubmitButton size="lg" className="w-full" pending={isSubmitting} label="Verify" pendingLabel="Verifying..." />
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <Button type="button" variant="link" className="h-auto p-0" onClick={switchMode}>
          {useRecovery ? 'Use a code from your authenticator app' : 'Use a recovery code instead'}
        </Button>
        <Button type="button" variant="link" className="h-auto p-0" onClick={() => onRestart('')}>
          Start over
        </Button>
      </div>
    </form>
  );
}

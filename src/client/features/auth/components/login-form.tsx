import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLocation, useNavigate } from 'react-router';
import { INVALID_CREDENTIALS_MESSAGE, loginBody } from '@shared/contract/auth';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/use-toast';
import type { SignedIn } from '../api/sign-in';
import { getPrefilledEmail, getRedirectTarget } from '../redirect-target';
import { useAuth } from '../use-auth';
import { SubmitButton } from '@/components/ui/submit-button';
import { SecondStepForm } from './second-step-form';
import { TextLink } from './text-link';

export function LoginForm() {
  const { login, completeSignIn } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  // Set while the two-factor step waits for its code (ADR 0038), with the first step's Remember me.
  const [secondStep, setSecondStep] = useState<{ challenge: string; remember: boolean } | null>(null);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(loginBody),
    defaultValues: { email: getPrefilledEmail(location.state), password: '', remember: false },
  });

  const onSubmit = handleSubmit(async ({ email, password, remember }) => {
    let answer;
    try {
      answer = await login(email, password, remember);
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Login Failed',
        description: error instanceof Error && error.message ? error.message : INVALID_CREDENTIALS_MESSAGE,
      });
      return;
    }
    if ('challenge' in answer) setSecondStep({ challenge: answer.challenge, remember: remember ?? false });
    else welcome(answer);
  });

  function welcome(signedIn: SignedIn) {
    if (signedIn.accountDeletionCancelled) {
      // The grace period's promise (issue 18): say plainly that the account is kept.
      toast({ title: 'Account deletion cancelled', description: 'Welcome back. You signed in, so your account and everything in it are kept.' });
    } else {
      toast({ title: 'Login Successful', description: 'Welcome back' });
    }
    void navigate(getRedirectTarget(location.state), { replace: true });
  }

  if (secondStep) {
    return (
      <SecondStepForm
        challenge={secondStep.challenge}
        onSignedIn={(signedIn) => {
          completeSignIn(signedIn, secondStep.remember);
          welcome(signedIn);
        }}
        onRestart={(reason) => {
          setSecondStep(null);
          if (reason) toast({ variant: 'destructive', title: 'Sign in again', description: reason });
        }}
      />
    );
  }

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-5">
      <TextField
        id="login-email"
        label="Email"
        type="email"
        inputMode="email"
        autoComplete="email"
        required
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        id="login-password"
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        error={errors.password?.message}
        labelAside={
          <TextLink to="/forgot-password" className="text-sm">
            Forgot password?
          </TextLink>
        }
        {...register('password')}
      />
      <div className="flex items-center gap-2">
        <Controller
          control={control}
          name="remember"
          render={({ field }) => (
            <Checkbox
              id="login-remember"
              name={field.name}
              ref={field.ref}
              checked={field.value ?? false}
              onCheckedChange={(checked) => field.onChange(checked === true)}
              onBlur={field.onBlur}
            />
          )}
        />
        <Label htmlFor="login-remember" className="font-normal">
          Remember me
        </Label>
      </div>
      <SubmitButton size="lg" className="w-full" pending={isSubmitting} label="Sign In" pendingLabel="Signing in..." />
    </form>
  );
}

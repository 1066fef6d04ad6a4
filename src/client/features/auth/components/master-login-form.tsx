import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { masterLoginBody } from '@shared/contract/auth';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/use-toast';
import { masterSignIn } from '../api/master-sign-in';
import type { SignedIn } from '../api/sign-in';
import { storeUser } from '../auth-storage';
import { useAuth } from '../use-auth';
import { SubmitButton } from '@/components/ui/submit-button';
import { SecondStepForm } from './second-step-form';

/** Spec §5: both fields are browser-enforced (`required`, `type="email"`), so the form validates natively. */
export function MasterLoginForm() {
  const { setUser } = useAuth();
  const navigate = useNavigate();
  // The two-factor step's challenge, when the master account has it on (ADR 0038).
  const [challenge, setChallenge] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(masterLoginBody), defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit(async (credentials) => {
    let answer;
    try {
      answer = await masterSignIn(credentials);
    } catch {
      toast({ variant: 'destructive', title: 'Login Failed', description: 'Invalid master credentials.' });
      return;
    }
    if ('challenge' in answer) setChallenge(answer.challenge);
    else signedIn(answer);
  });

  function signedIn({ user }: SignedIn) {
    storeUser(user);
    setUser(user);
    toast({ title: 'Master Login Successful', description: 'Welcome back! You have enterprise privileges.' });
    void navigate('/dashboard', { replace: true });
  }

  if (challenge) {
    return (
      <SecondStepForm
        challenge={challenge}
        onSignedIn={signedIn}
        onRestart={(reason) => {
          setChallenge(null);
          if (reason) toast({ variant: 'destructive', title: 'Sign in again', description: reason });
        }}
      />
    );
  }

  return (
    <form onSubmit={(event) => void onSubmit(event)} className="grid gap-5">
      <TextField
        id="master-email"
        label="Master Email"
        type="email"
        inputMode="email"
        autoComplete="username"
        required
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        id="master-key"
        label="Master Key"
        type="password"
        autoComplete="current-password"
        required
        error={errors.password?.message}
        {...register('password')}
      />
      <SubmitButton size="lg" className="w-full" pending={isSubmitting} label="Access Master Portal" pendingLabel="Authenticating..." />
    </form>
  );
}

import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { PASSWORD_MIN_LENGTH } from '@shared/limits';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/use-toast';
import { getApiErrorMessage } from '@/lib/api-error-message';
import { APP_NAME } from '@/lib/app-name';
import { PLAN_PARAM, pathAfterSignup } from '@/lib/plan-param';
import { registerAccount } from '../api/register-account';
import { getPrefilledEmail, getRedirectTarget, type RedirectState } from '../redirect-target';
import { signupFormSchema } from '../signup-schema';
import { useAuth } from '../use-auth';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextLink } from './text-link';

function registrationFailureMessage(error: unknown): string {
  // fetch rejects with a TypeError when the request never reaches the server.
  if (error instanceof TypeError) return 'Network error. Please try again.';
  return getApiErrorMessage(error) ?? 'Failed to create account';
}

export function SignupForm() {
  const { login } = useAuth();
  const navigate = useNavigate();
  // A paid plan chosen on the pricing page (/signup?plan=family) is set up right after sign-up.
  const [searchParams] = useSearchParams();
  // Sent here by a screen to come back to (an invitation, issue 18): back there after sign-up.
  const location = useLocation();
  const returnTo = getPrefilledEmail(location.state) ? getRedirectTarget(location.state) : null;
  const nextPath = returnTo ?? pathAfterSignup(searchParams.get(PLAN_PARAM));
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(signupFormSchema),
    defaultValues: {
      firstName: '',
      lastName: '',
      email: getPrefilledEmail(location.state),
      company: '',
      password: '',
      confirmPassword: '',
      acceptTerms: false,
    },
  });
  const acceptTerms = useWatch({ control, name: 'acceptTerms' });

  const onSubmit = handleSubmit(async ({ confirmPassword, acceptTerms: accepted, ...account }) => {
    if (account.password !== confirmPassword) {
      toast({ variant: 'destructive', title: 'Password Mismatch', description: 'Passwords do not match' });
      return;
    }
    if (!accepted) {
      toast({
        variant: 'destructive',
        title: 'Terms Required',
        description: 'Please accept the terms and conditions',
      });
      return;
    }
    try {
      await registerAccount(account);
    } catch (error) {
      toast({ variant: 'destructive', title: 'Registration Failed', description: registrationFailureMessage(error) });
      return;
    }
    toast({ title: 'Account Created', description: `Welcome to ${APP_NAME}. Your 14-day free trial has started.` });
    try {
      await login(account.email, account.password, false);
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Login Failed',
        description: error instanceof Error ? error.message : 'Login failed',
      });
      const state: RedirectState = { from: nextPath };
      void navigate('/login', { state });
      return;
    }
    void navigate(nextPath, { replace: true });
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id="signup-first-name"
          label="First name"
          autoComplete="given-name"
          required
          error={errors.firstName?.message}
          {...register('firstName')}
        />
        <TextField
          id="signup-last-name"
          label="Last name"
          autoComplete="family-name"
          required
          error={errors.lastName?.message}
          {...register('lastName')}
        />
      </div>
      <TextField
        id="signup-email"
        label="Email"
        type="email"
        inputMode="email"
        autoComplete="email"
        required
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        id="signup-company"
        label="Company (optional)"
        autoComplete="organization"
        error={errors.company?.message}
        {...register('company')}
      />
      <TextField
        id="signup-password"
        label="Password"
        type="password"
        autoComplete="new-password"
        required
        minLength={PASSWORD_MIN_LENGTH}
        hint={`At least ${PASSWORD_MIN_LENGTH} characters`}
        error={errors.password?.message}
        {...register('password')}
      />
      <TextField
        id="signup-confirm-password"
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        required
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <div className="flex items-start gap-2">
        <Controller
          control={control}
          name="acceptTerms"
          render={({ field }) => (
            <Checkbox
              id="signup-terms"
              className="mt-0.5"
              name={field.name}
              ref={field.ref}
              required
              checked={field.value}
              onCheckedChange={(checked) => field.onChange(checked === true)}
              onBlur={field.onBlur}
            />
          )}
        />
        <Label htmlFor="signup-terms" className="leading-snug font-normal">
          <span>
            I agree to the{' '}
            <TextLink to="/terms" target="_blank" rel="noreferrer">
              Terms of Service
            </TextLink>{' '}
            and{' '}
            <TextLink to="/privacy" target="_blank" rel="noreferrer">
              Privacy Policy
            </TextLink>
          </span>
        </Label>
      </div>
      <SubmitButton size="lg" className="w-full"
        pending={isSubmitting}
        disabled={!acceptTerms}
        label="Create Account"
        pendingLabel="Creating account..."
      />
    </form>
  );
}

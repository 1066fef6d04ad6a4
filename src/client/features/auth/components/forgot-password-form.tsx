import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { registerBody } from '@shared/contract/auth';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/use-toast';
import { SubmitButton } from '@/components/ui/submit-button';

/** Spec §7/§9: no call is made yet; sending is simulated with a one-second pause. */
const SIMULATED_SEND_DELAY_MS = 1000;

const forgotPasswordSchema = registerBody.pick({ email: true });

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function ForgotPasswordForm({ defaultEmail, onSent }: { defaultEmail: string; onSent: (email: string) => void }) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: defaultEmail } });

  const onSubmit = handleSubmit(async ({ email }) => {
    try {
      await wait(SIMULATED_SEND_DELAY_MS);
    } catch {
      toast({ variant: 'destructive', title: 'Error', description: 'Failed to send reset link. Please try again.' });
      return;
    }
    toast({
      title: 'Reset Link Sent',
      description: "If an account with this email exists, you'll receive a password reset link.",
    });
    onSent(email);
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-5">
      <TextField
        id="forgot-email"
        label="Email"
        type="email"
        inputMode="email"
        autoComplete="email"
        required
        error={errors.email?.message}
        {...register('email')}
      />
      <SubmitButton size="lg" className="w-full" pending={isSubmitting} label="Send Reset Link" pendingLabel="Sending..." />
    </form>
  );
}

import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { FORGOT_PASSWORD_ANSWER, forgotPasswordBody } from '@shared/contract/auth';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/use-toast';
import { SubmitButton } from '@/components/ui/submit-button';
import { requestPasswordReset } from '../api/request-password-reset';

export function ForgotPasswordForm({ defaultEmail, onSent }: { defaultEmail: string; onSent: (email: string) => void }) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(forgotPasswordBody), defaultValues: { email: defaultEmail } });

  // Spec §2/§9's texts; the server answers the same whether or not the address has an account.
  const onSubmit = handleSubmit(async ({ email }) => {
    try {
      await requestPasswordReset({ email });
    } catch {
      toast({ variant: 'destructive', title: 'Error', description: 'Failed to send reset link. Please try again.' });
      return;
    }
    toast({
      title: 'Reset Link Sent',
      description: FORGOT_PASSWORD_ANSWER,
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

import { LoaderCircle } from 'lucide-react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { getApiErrorMessage } from '@/lib/api-error-message';
import { useResendVerificationEmail } from '@/lib/account/email-verification';

/**
 * "Resend": mails a new confirmation link to the signed-in account's address. Shared by the
 * banner of the signed-in app and Settings → API keys, which both ask for a confirmed address.
 */
export function ResendVerificationButton({ label = 'Resend', ...props }: Omit<ButtonProps, 'type' | 'children' | 'onClick'> & { label?: string }) {
  const resend = useResendVerificationEmail();
  return (
    <Button
      type="button"
      variant="outline"
      {...props}
      disabled={resend.isPending || props.disabled}
      onClick={() =>
        resend.mutate(undefined, {
          onSuccess: () => toast({ title: 'Confirmation email sent', description: 'Check your inbox for the new link.' }),
          onError: (error) => toast({ variant: 'destructive', title: 'Not sent', description: getApiErrorMessage(error) ?? 'Please try again in a moment.' }),
        })
      }
    >
      {resend.isPending ? <LoaderCircle className="animate-spin" aria-hidden /> : null}
      {resend.isPending ? 'Sending...' : label}
    </Button>
  );
}

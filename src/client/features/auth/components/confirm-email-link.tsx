import { useEffect, useRef } from 'react';
import { CircleAlert, LoaderCircle, MailCheck } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { getApiErrorMessage } from '@/lib/api-error-message';
import { useConfirmEmail, useEmailVerification } from '@/lib/account/email-verification';
import { useAuth } from '../use-auth';
import { ResendVerificationButton } from '@/components/account/resend-verification-button';

/**
 * Follows the mailed confirmation link as soon as the page opens (once: the token is single-use),
 * then says how it went and where to go next.
 */
export function ConfirmEmailLink({ token }: { token: string }) {
  const { isAuthenticated } = useAuth();
  const confirm = useConfirmEmail();
  // A new link is offered only to a signed-in account that still needs one.
  const verification = useEmailVerification();
  const mayResend = isAuthenticated && verification.data?.emailVerified === false;
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current || !token) return;
    sent.current = true;
    confirm.mutate({ token });
  }, [token, confirm]);

  const next = isAuthenticated ? { to: '/dashboard', label: 'Go to dashboard' } : { to: '/login', label: 'Sign in' };

  if (!token || confirm.isError) {
    const message = (confirm.isError && getApiErrorMessage(confirm.error)) || 'This confirmation link is not valid. Sign in and ask for a new one.';
    return (
      <div className="grid gap-5 text-center">
        <span className="mx-auto inline-flex size-12 items-center justify-center rounded-full bg-destructive/10 text-destructive">
          <CircleAlert className="size-6" aria-hidden />
        </span>
        <p role="alert" className="text-sm font-medium text-destructive">
          {message}
        </p>
        {mayResend ? <ResendVerificationButton className="w-full" size="lg" label="Send a new link" /> : null}
        <Button asChild variant="outline" size="lg" className="w-full">
          <Link to={next.to}>{next.label}</Link>
        </Button>
      </div>
    );
  }

  if (confirm.isSuccess) {
    return (
      <div className="grid gap-5 text-center">
        <span className="mx-auto inline-flex size-12 items-center justify-center rounded-full bg-success/10 text-success">
          <MailCheck className="size-6" aria-hidden />
        </span>
        <p role="status" className="text-sm">
          Your email address is confirmed. Thank you!
        </p>
        <Button asChild size="lg" className="w-full">
          <Link to={next.to}>{next.label}</Link>
        </Button>
      </div>
    );
  }

  return (
    <p role="status" className="flex items-center justify-center gap-2 text-sm text-muted-foreground">
      <LoaderCircle className="size-4 animate-spin" aria-hidden /> Confirming your email address...
    </p>
  );
}

import { useEffect, useRef } from 'react';
import { useMutation } from '@tanstack/react-query';
import { CircleAlert, LoaderCircle, MailCheck } from 'lucide-react';
import { Link } from 'react-router';
import { EMAIL_CHANGE_LINK_REFUSALS } from '@shared/contract/email-change';
import { Button } from '@/components/ui/button';
import { getApiErrorMessage } from '@/lib/api-error-message';
import { confirmEmailChange } from '../api/email-change';

/**
 * Follows the mailed email change link as soon as the page opens (once: the token is single-use),
 * then says how it went. `onChanged` lets the page refresh the signed-in user's address.
 */
export function ConfirmEmailChangeLink({ token, signedIn, onChanged }: { token: string; signedIn: boolean; onChanged: () => void }) {
  const confirm = useMutation({ mutationFn: confirmEmailChange, onSuccess: onChanged });
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current || !token) return;
    sent.current = true;
    confirm.mutate({ token });
  }, [token, confirm]);

  const next = signedIn ? { to: '/settings#account', label: 'Go to Settings' } : { to: '/login', label: 'Sign in' };

  if (!token || confirm.isError) {
    const message = (confirm.isError && getApiErrorMessage(confirm.error)) || EMAIL_CHANGE_LINK_REFUSALS.invalid;
    return (
      <div className="grid gap-5 text-center">
        <span className="mx-auto inline-flex size-12 items-center justify-center rounded-full bg-destructive/10 text-destructive">
          <CircleAlert className="size-6" aria-hidden />
        </span>
        <p role="alert" className="text-sm font-medium text-destructive">
          {message}
        </p>
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
          {confirm.data}
        </p>
        <Button asChild size="lg" className="w-full">
          <Link to={next.to}>{next.label}</Link>
        </Button>
      </div>
    );
  }

  return (
    <p role="status" className="flex items-center justify-center gap-2 text-sm text-muted-foreground">
      <LoaderCircle className="size-4 animate-spin" aria-hidden /> Changing your email address...
    </p>
  );
}

import { MailedLinkOutcome, useFollowLinkOnce } from '@/components/account/mailed-link-outcome';
import { ResendVerificationButton } from '@/components/account/resend-verification-button';
import { getApiErrorMessage } from '@/lib/api-error-message';
import { useConfirmEmail, useEmailVerification } from '@/lib/account/email-verification';
import { useAuth } from '../use-auth';

/**
 * Follows the mailed confirmation link as soon as the page opens (once: the token is single-use),
 * then says how it went and where to go next.
 */
export function ConfirmEmailLink({ token }: { token: string }) {
  const { isAuthenticated } = useAuth();
  const confirm = useConfirmEmail();
  const { mutate } = confirm;
  // A new link is offered only to a signed-in account that still needs one.
  const verification = useEmailVerification();
  const mayResend = isAuthenticated && verification.data?.emailVerified === false;
  useFollowLinkOnce(token, (value) => mutate({ token: value }));

  const next = isAuthenticated ? { to: '/dashboard', label: 'Go to dashboard' } : { to: '/login', label: 'Sign in' };
  if (!token || confirm.isError) {
    const message = (confirm.isError && getApiErrorMessage(confirm.error)) || 'This confirmation link is not valid. Sign in and ask for a new one.';
    return (
      <MailedLinkOutcome
        outcome="refused"
        message={message}
        pendingText=""
        next={next}
        refusedAction={mayResend ? <ResendVerificationButton className="w-full" size="lg" label="Send a new link" /> : null}
      />
    );
  }
  return (
    <MailedLinkOutcome
      outcome={confirm.isSuccess ? 'done' : 'pending'}
      message="Your email address is confirmed. Thank you!"
      pendingText="Confirming your email address..."
      next={next}
    />
  );
}

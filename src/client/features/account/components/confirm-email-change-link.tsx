import { useMutation } from '@tanstack/react-query';
import { EMAIL_CHANGE_LINK_REFUSALS } from '@shared/contract/email-change';
import { MailedLinkOutcome, useFollowLinkOnce } from '@/components/account/mailed-link-outcome';
import { getApiErrorMessage } from '@/lib/api-error-message';
import { confirmEmailChange } from '../api/email-change';

/**
 * Follows the mailed email change link as soon as the page opens (once: the token is single-use),
 * then says how it went. `onChanged` lets the page refresh the signed-in user's address.
 */
export function ConfirmEmailChangeLink({ token, signedIn, onChanged }: { token: string; signedIn: boolean; onChanged: () => void }) {
  const confirm = useMutation({ mutationFn: confirmEmailChange, onSuccess: onChanged });
  const { mutate } = confirm;
  useFollowLinkOnce(token, (value) => mutate({ token: value }));

  const next = signedIn ? { to: '/settings#account', label: 'Go to Settings' } : { to: '/login', label: 'Sign in' };
  if (!token || confirm.isError) {
    const message = (confirm.isError && getApiErrorMessage(confirm.error)) || EMAIL_CHANGE_LINK_REFUSALS.invalid;
    return <MailedLinkOutcome outcome="refused" message={message} pendingText="" next={next} />;
  }
  return <MailedLinkOutcome outcome={confirm.isSuccess ? 'done' : 'pending'} message={confirm.data} pendingText="Changing your email address..." next={next} />;
}

import { MailWarning } from 'lucide-react';
import { ResendVerificationButton } from '@/components/account/resend-verification-button';
import { useEmailVerification } from '@/lib/account/email-verification';

/**
 * Shown across the signed-in app until the account's address is confirmed (issue 18). Nothing is
 * blocked meanwhile but API keys; "Resend" mails a new link.
 */
export function EmailVerificationBanner() {
  const verification = useEmailVerification();
  if (!verification.data || verification.data.emailVerified) return null;
  return (
    <section aria-label="Confirm your email address" className="border-b border-amber-300 bg-amber-50 text-amber-950 print:hidden">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2.5 text-sm sm:px-6">
        <MailWarning className="size-4 shrink-0 text-amber-700" aria-hidden />
        <p className="min-w-0 flex-1 basis-60">
          <span className="font-medium">Please confirm your email address.</span> We sent a link to{' '}
          <span className="font-medium break-all">{verification.data.email}</span>. You need it to create API keys.
        </p>
        <ResendVerificationButton size="sm" className="bg-background" />
      </div>
    </section>
  );
}

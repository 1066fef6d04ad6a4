import { useState } from 'react';
import { MailWarning, X } from 'lucide-react';
import { ResendVerificationButton } from '@/components/account/resend-verification-button';
import { Button } from '@/components/ui/button';
import { useEmailVerification } from '@/lib/account/email-verification';

/** The address whose reminder was hidden in this tab (until it closes). */
const HIDDEN_KEY = 'inkwise.emailReminderHiddenFor';

// sessionStorage can be unavailable (privacy modes); the reminder then cannot be hidden for long.
function readHiddenFor(): string | null {
  try {
    return sessionStorage.getItem(HIDDEN_KEY);
  } catch {
    return null;
  }
}

function rememberHiddenFor(email: string): void {
  try {
    sessionStorage.setItem(HIDDEN_KEY, email);
  } catch {
    return;
  }
}

/**
 * Shown across the signed-in app until the account's address is confirmed (issue 18). Nothing is
 * blocked meanwhile but API keys and invitations; "Resend" mails a new link. It can be hidden for
 * as long as the tab is open (on a phone it takes a fifth of the screen), for the address it was
 * hidden for; Settings still says what waits for the confirmation where it matters, and a new tab
 * shows it again.
 */
export function EmailVerificationBanner() {
  const verification = useEmailVerification();
  const [hiddenFor, setHiddenFor] = useState(readHiddenFor);
  if (!verification.data || verification.data.emailVerified || hiddenFor === verification.data.email) return null;
  const { email } = verification.data;
  return (
    <section aria-label="Confirm your email address" className="border-b border-amber-300 bg-amber-50 text-amber-950 print:hidden">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2.5 text-sm sm:px-6">
        <MailWarning className="size-4 shrink-0 text-amber-700" aria-hidden />
        <p className="min-w-0 flex-1 basis-60">
          <span className="font-medium">Please confirm your email address.</span> We sent a link to{' '}
          <span className="font-medium break-all">{email}</span>. You need it to create API keys and to invite people.
        </p>
        <div className="flex items-center gap-1">
          <ResendVerificationButton size="sm" className="bg-background" />
          <Button
            type="button"
            variant="ghost"
            size="icon"
            className="size-8 hover:bg-amber-100"
            aria-label="Hide this reminder"
            title="Hide this reminder until you close this tab"
            onClick={() => {
              rememberHiddenFor(email);
              setHiddenFor(email);
            }}
          >
            <X aria-hidden />
          </Button>
        </div>
      </div>
    </section>
  );
}

import { useId, useRef, useState } from 'react';
import { LogOut } from 'lucide-react';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { getApiErrorMessage } from '@/lib/api-error-message';
import { useSignOutOtherSessions } from '../api/account';
import { SessionList } from './session-list';

const sessionsSignedOut = (count: number) =>
  count === 0
    ? { title: 'No other sessions', description: 'You were signed in only here.' }
    : { title: 'Signed out everywhere else', description: `${count} other ${count === 1 ? 'session was' : 'sessions were'} signed out. You are still signed in here.` };

/**
 * Where the user is signed in, with "Sign out" per session and "Sign out everywhere else": a lost
 * phone, a shared computer, after the fact.
 */
export function OtherSessions() {
  const signOut = useSignOutOtherSessions();
  const [confirming, setConfirming] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const id = useId();

  return (
    <section aria-labelledby={`${id}-heading`} className="grid gap-3">
      <div className="grid gap-1">
        <h3 id={`${id}-heading`} className="font-medium">
          Sessions
        </h3>
        <p className="text-sm text-muted-foreground">
          Where your account is signed in. Don’t recognise one, or signed in on a computer or phone you no longer use? Sign it out.
        </p>
      </div>
      <SessionList fallbackFocus={() => button.current} />
      <div>
        <Button ref={button} type="button" variant="outline" onClick={() => setConfirming(true)}>
          <LogOut aria-hidden /> Sign out everywhere else
        </Button>
      </div>
      <ConfirmDeleteDialog
        item={confirming ? 'sessions' : null}
        nameOf={() => ''}
        title="Sign out everywhere else?"
        description={() => 'Every other browser and device signed in to your account is signed out at its next request. You stay signed in here.'}
        confirmLabel="Sign out other sessions"
        pendingLabel="Signing out..."
        pending={signOut.isPending}
        onConfirm={() =>
          signOut.mutate(undefined, {
            onSuccess: (count) => {
              setConfirming(false);
              toast(sessionsSignedOut(count));
            },
            onError: (error) => {
              toast({ variant: 'destructive', title: 'Not signed out', description: getApiErrorMessage(error) ?? 'Try again.' });
            },
          })
        }
        onClose={() => setConfirming(false)}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          button.current?.focus();
        }}
      />
    </section>
  );
}

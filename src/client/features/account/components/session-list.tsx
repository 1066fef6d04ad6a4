import { useRef, useState } from 'react';
import type { AccountSession } from '@shared/contract/account';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { ErrorState } from '@/components/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { getApiErrorMessage } from '@/lib/api-error-message';
import { ApiError } from '@/lib/api-request';
import { useAccountSessions, useSignOutSession } from '../api/account';
import { SessionItem } from './session-item';

/**
 * Where the user is signed in (issue 18), this browser first, each other session with its own
 * Sign out. The session making the request has none: signing out here is the account menu's.
 */
export function SessionList({ fallbackFocus }: { fallbackFocus: () => HTMLElement | null }) {
  const sessions = useAccountSessions();
  const signOut = useSignOutSession();
  const [toEnd, setToEnd] = useState<AccountSession | null>(null);
  const signOutButton = useRef<HTMLButtonElement | null>(null);
  const now = new Date(sessions.dataUpdatedAt);

  if (sessions.isPending) {
    return (
      <div className="grid gap-2" role="status" aria-label="Loading your sessions">
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-12 w-full" />
      </div>
    );
  }
  if (sessions.isError) {
    return (
      <ErrorState
        title="Your sessions could not be loaded."
        description="Check your connection and try again."
        onRetry={() => void sessions.refetch()}
        retrying={sessions.isFetching}
      />
    );
  }
  const listed = [...sessions.data].sort((a, b) => Number(b.current) - Number(a.current));
  const others = listed.length - (listed.some((session) => session.current) ? 1 : 0);

  return (
    <>
      <ul className="grid divide-y rounded-lg border px-3" aria-label="Signed-in sessions">
        {listed.map((session) => (
          <SessionItem
            key={session.id}
            session={session}
            now={now}
            onSignOut={(button) => {
              signOutButton.current = button;
              setToEnd(session);
            }}
          />
        ))}
      </ul>
      {others === 0 ? <p className="text-sm text-muted-foreground">You are not signed in anywhere else.</p> : null}
      <ConfirmDeleteDialog
        item={toEnd}
        nameOf={(session) => session.device}
        title="Sign out this session?"
        description={(name) => (
          <p>
            <strong className="font-medium text-foreground">{name}</strong> is signed out at its next request and must sign in again. You stay
            signed in here.
          </p>
        )}
        confirmLabel="Sign out session"
        pendingLabel="Signing out..."
        pending={signOut.isPending}
        onConfirm={(session, name) =>
          signOut.mutate(session.id, {
            onSuccess: () => {
              setToEnd(null);
              toast({ title: 'Session signed out', description: `${name} is no longer signed in.` });
            },
            onError: (error) => {
              if (error instanceof ApiError && error.status === 404) {
                // Ended meanwhile (it expired, or was signed out elsewhere): what was asked for is done.
                setToEnd(null);
                toast({ title: 'Session already ended', description: `${name} is no longer signed in.` });
                return;
              }
              toast({ variant: 'destructive', title: 'Not signed out', description: getApiErrorMessage(error) ?? 'Try again.' });
            },
          })
        }
        onClose={() => setToEnd(null)}
        // Back to the session's Sign out when kept, else to the next control (its row is gone).
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          (signOutButton.current?.isConnected ? signOutButton.current : fallbackFocus())?.focus();
        }}
      />
    </>
  );
}

import { LogOut, Monitor } from 'lucide-react';
import type { AccountSession } from '@shared/contract/account';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDate, formatDateTime, formatTimeAgo } from '@/lib/format';

/** One place the user is signed in: the browser, its address, when it was last active, and Sign out. */
export function SessionItem({ session, now, onSignOut }: { session: AccountSession; now: Date; onSignOut: (button: HTMLButtonElement) => void }) {
  return (
    <li className="flex items-start gap-3 py-3">
      <Monitor className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
      <div className="grid min-w-0 flex-1 gap-1">
        <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
          <span className="min-w-0 break-words">{session.device}</span>
          {session.current ? <Badge>This device</Badge> : null}
        </p>
        <p className="flex flex-col gap-0.5 text-xs text-muted-foreground sm:flex-row sm:flex-wrap sm:gap-x-3">
          <span className="break-all">{session.address ?? 'Address unknown'}</span>
          <span aria-hidden className="hidden sm:inline">
            ·
          </span>
          <span>
            {session.current ? (
              'Active now'
            ) : (
              <>
                Last active{' '}
                <time dateTime={session.lastSeenAt} title={formatDateTime(session.lastSeenAt)}>
                  {formatTimeAgo(session.lastSeenAt, now)}
                </time>
              </>
            )}
          </span>
          <span aria-hidden className="hidden sm:inline">
            ·
          </span>
          <span>
            Signed in <time dateTime={session.createdAt}>{formatDate(session.createdAt)}</time>
          </span>
        </p>
      </div>
      {session.current ? null : (
        <Button
          type="button"
          variant="outline"
          size="sm"
          aria-label={`Sign out ${session.device}`}
          onClick={(event) => onSignOut(event.currentTarget)}
        >
          <LogOut aria-hidden /> Sign out
        </Button>
      )}
    </li>
  );
}

import { useEffect, useRef, type ReactNode } from 'react';
import { CircleAlert, LoaderCircle, MailCheck } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

/**
 * Follows a mailed single-use link's token once, as soon as the page opens: a second call (React's
 * double effects, a re-render) would find it spent and show a refusal for a link that worked.
 */
export function useFollowLinkOnce(token: string, follow: (token: string) => void): void {
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current || !token) return;
    sent.current = true;
    follow(token);
  }, [token, follow]);
}

interface MailedLinkOutcomeProps {
  outcome: 'pending' | 'refused' | 'done';
  /** What is shown: the refusal's reason, or what the link did. */
  message: ReactNode;
  pendingText: string;
  next: { to: string; label: string };
  /** Offered beside `next` after a refusal (a new link). */
  refusedAction?: ReactNode;
}

/** How a page that follows a mailed link says how it went (email confirmation, email change). */
export function MailedLinkOutcome({ outcome, message, pendingText, next, refusedAction }: MailedLinkOutcomeProps) {
  if (outcome === 'pending') {
    return (
      <p role="status" className="flex items-center justify-center gap-2 text-sm text-muted-foreground">
        <LoaderCircle className="size-4 animate-spin" aria-hidden /> {pendingText}
      </p>
    );
  }
  const refused = outcome === 'refused';
  return (
    <div className="grid gap-5 text-center">
      <span
        className={`mx-auto inline-flex size-12 items-center justify-center rounded-full ${refused ? 'bg-destructive/10 text-destructive' : 'bg-success/10 text-success'}`}
      >
        {refused ? <CircleAlert className="size-6" aria-hidden /> : <MailCheck className="size-6" aria-hidden />}
      </span>
      {refused ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {message}
        </p>
      ) : (
        <p role="status" className="text-sm">
          {message}
        </p>
      )}
      {refused ? refusedAction : null}
      <Button asChild variant={refused ? 'outline' : 'default'} size="lg" className="w-full">
        <Link to={next.to}>{next.label}</Link>
      </Button>
    </div>
  );
}

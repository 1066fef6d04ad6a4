import { MailPlus, X } from 'lucide-react';
import { ROLE_LABELS, type TeamInvitation } from '@shared/contract/team';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/format';

/** A pending invitation: the address, the role, who sent it and until when; Resend and Revoke when allowed. */
export function InvitationItem({
  invitation,
  pending,
  onResend,
  onRevoke,
}: {
  invitation: TeamInvitation;
  pending: boolean;
  onResend: () => void;
  onRevoke: (button: HTMLButtonElement) => void;
}) {
  return (
    <li className="flex flex-wrap items-center gap-3 py-3" aria-label={invitation.email}>
      <div className="grid min-w-0 flex-1 basis-56 gap-0.5">
        <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
          <span className="min-w-0 break-all">{invitation.email}</span>
          <Badge variant="outline">{ROLE_LABELS[invitation.role]}</Badge>
          {invitation.expired ? (
            <Badge variant="outline" className="border-destructive/40 bg-destructive/10 text-destructive">
              Expired
            </Badge>
          ) : null}
        </p>
        <p className="text-xs text-muted-foreground">
          {invitation.invitedBy ? `Invited by ${invitation.invitedBy} · ` : null}
          {invitation.expired ? 'Expired' : 'Link works until'} <time dateTime={invitation.expiresAt}>{formatDate(invitation.expiresAt)}</time>
        </p>
      </div>
      {invitation.canResend ? (
        <Button type="button" size="sm" variant="outline" disabled={pending} onClick={onResend} aria-label={`Resend the invitation to ${invitation.email}`}>
          <MailPlus aria-hidden /> Resend
        </Button>
      ) : null}
      {invitation.canRevoke ? (
        <Button
          type="button"
          size="sm"
          variant="ghost"
          className="text-destructive hover:text-destructive"
          disabled={pending}
          aria-label={`Revoke the invitation to ${invitation.email}`}
          onClick={(event) => onRevoke(event.currentTarget)}
        >
          <X aria-hidden /> Revoke
        </Button>
      ) : null}
    </li>
  );
}

import { UserMinus } from 'lucide-react';
import { ROLE_LABELS, type TeamMember, type WorkspaceRole } from '@shared/contract/team';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { formatDate } from '@/lib/format';

/**
 * One member: name, address, since when, and their role, as a select when the server says the
 * viewer may change it (only to the roles it lists) and as text otherwise; Remove likewise.
 */
export function MemberItem({
  member,
  pending,
  onChangeRole,
  onRemove,
}: {
  member: TeamMember;
  pending: boolean;
  onChangeRole: (role: WorkspaceRole) => void;
  onRemove: (button: HTMLButtonElement) => void;
}) {
  const roles = [member.role, ...member.assignableRoles];
  return (
    <li className="flex flex-wrap items-center gap-3 py-3" aria-label={member.name}>
      <div className="grid min-w-0 flex-1 basis-56 gap-0.5">
        <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
          <span className="min-w-0 break-words">{member.name}</span>
          {member.you ? <Badge variant="outline">You</Badge> : null}
        </p>
        <p className="text-xs break-all text-muted-foreground">{member.email}</p>
        <p className="text-xs text-muted-foreground">
          Joined <time dateTime={member.joinedAt}>{formatDate(member.joinedAt)}</time>
        </p>
      </div>
      {member.assignableRoles.length > 0 ? (
        <Select value={member.role} onValueChange={(role) => onChangeRole(role as WorkspaceRole)} disabled={pending}>
          <SelectTrigger className="h-9 w-32" aria-label={`Role of ${member.name}`}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {roles.map((role) => (
              <SelectItem key={role} value={role}>
                {ROLE_LABELS[role]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      ) : (
        <span className="w-32 text-sm text-muted-foreground">{ROLE_LABELS[member.role]}</span>
      )}
      {member.canRemove ? (
        <Button
          type="button"
          size="sm"
          variant="ghost"
          className="text-destructive hover:text-destructive"
          aria-label={`Remove ${member.name}`}
          disabled={pending}
          onClick={(event) => onRemove(event.currentTarget)}
        >
          <UserMinus aria-hidden /> Remove
        </Button>
      ) : null}
    </li>
  );
}

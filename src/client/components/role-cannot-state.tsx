import { ShieldAlert } from 'lucide-react';
import { roleCannot, type AskWhom, type WorkspaceRole } from '@shared/roles';

type RoleCannotStateProps = {
  role: WorkspaceRole;
  /** What the role cannot do, as a verb phrase: "manage billing". */
  action: string;
  askWhom?: AskWhom;
  className?: string;
};

/**
 * What a screen shows in place of a form the role may not use (issue 18): the same sentence the
 * server's 403 says, instead of a form that would fail on saving.
 */
export function RoleCannotState({ role, action, askWhom, className }: RoleCannotStateProps) {
  return (
    <div role="status" className={`flex flex-col items-center gap-3 rounded-xl border bg-muted/40 px-6 py-10 text-center ${className ?? ''}`}>
      <ShieldAlert className="size-8 text-muted-foreground" aria-hidden />
      <p className="max-w-md font-medium">{roleCannot(role, action, askWhom)}</p>
    </div>
  );
}

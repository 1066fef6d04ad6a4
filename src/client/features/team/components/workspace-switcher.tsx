import { Check, Building2 } from 'lucide-react';
import { useNavigate } from 'react-router';
import { ROLE_LABELS } from '@shared/contract/team';
import { DropdownMenuGroup, DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator } from '@/components/ui/dropdown-menu';
import { toast } from '@/components/ui/use-toast';
import { getApiErrorMessage } from '@/lib/api-error-message';
import { useLeaveGuard } from '@/lib/unsaved-changes/use-leave-guard';
import { useSwitchWorkspace, useWorkspaces } from '../api/team';

/**
 * The account menu's workspaces (issue 18), shown only to someone in more than one: the current one
 * checked, another one a click away. Switching moves the session, resets every cached answer (they
 * were the other workspace's) and opens the dashboard; unsaved edits are asked about first.
 */
export function WorkspaceSwitcherItems() {
  const workspaces = useWorkspaces();
  const switchTo = useSwitchWorkspace();
  const navigate = useNavigate();
  const { confirmLeave } = useLeaveGuard();
  if (!workspaces.data || workspaces.data.length < 2) return null;
  return (
    <>
      <DropdownMenuLabel className="text-xs font-normal text-muted-foreground">Workspaces</DropdownMenuLabel>
      <DropdownMenuGroup aria-label="Workspaces">
        {workspaces.data.map((workspace) => (
          <DropdownMenuItem
            key={workspace.id}
            aria-current={workspace.current ? 'true' : undefined}
            disabled={switchTo.isPending}
            onSelect={() => {
              if (workspace.current) return;
              // mutateAsync: the menu, and these items with it, close before the answer comes.
              confirmLeave(() =>
                void switchTo.mutateAsync(workspace.id).then(
                  () => {
                    toast({ title: `Switched to ${workspace.name}`, description: `You are working as ${ROLE_LABELS[workspace.role].toLowerCase()}.` });
                    void navigate('/dashboard');
                  },
                  (error: unknown) => toast({ variant: 'destructive', title: 'Not switched', description: getApiErrorMessage(error) ?? 'Try again.' }),
                ),
              );
            }}
          >
            {workspace.current ? <Check aria-hidden /> : <Building2 aria-hidden />}
            <span className="min-w-0 flex-1 truncate">{workspace.name}</span>
            <span className="text-xs text-muted-foreground">{ROLE_LABELS[workspace.role]}</span>
          </DropdownMenuItem>
        ))}
      </DropdownMenuGroup>
      <DropdownMenuSeparator />
    </>
  );
}

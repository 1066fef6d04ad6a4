import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { CreditCard, LogOut, Settings, ShieldCheck } from 'lucide-react';
import { ADMIN_CONSOLE_PATH } from '@shared/routes';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useLeaveGuard } from '@/lib/unsaved-changes/use-leave-guard';
import { useCan } from '@/lib/workspace-access';
import { useAuth } from '../use-auth';

function initialsOf(firstName: string, lastName: string, email: string): string {
  const initials = `${firstName.charAt(0)}${lastName.charAt(0)}`.trim();
  return (initials || email.charAt(0)).toUpperCase();
}

/** `workspaces`: the header's workspace switcher (a feature of its own), shown under the name. */
export function UserMenu({ workspaces }: { workspaces?: ReactNode }) {
  const { user, logout } = useAuth();
  const navigate = useNavigate();
  const { confirmLeave, guardLinkClick } = useLeaveGuard();
  const canManageBilling = useCan('manageBilling');
  if (!user) return null;
  const fullName = `${user.firstName} ${user.lastName}`.trim();
  const initials = initialsOf(user.firstName, user.lastName, user.email);

  const handleLogout = async () => {
    await logout();
    void navigate('/login', { replace: true });
  };

  return (
    <DropdownMenu>
      {/* The name includes the initials it shows, for those who say what they see (WCAG 2.5.3). */}
      <DropdownMenuTrigger
        aria-label={`Account menu: ${initials}`}
        className="inline-flex size-9 items-center justify-center rounded-full bg-gradient-to-br from-primary to-brand-to text-sm font-semibold text-white shadow-sm outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        <span aria-hidden>{initials}</span>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        <DropdownMenuLabel className="grid gap-0.5">
          <span className="truncate font-medium">{fullName || user.email}</span>
          <span className="truncate text-xs font-normal text-muted-foreground">{user.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {workspaces}
        {/* Billing is the owner's (issue 18): other roles are not offered it. */}
        {canManageBilling ? (
          <DropdownMenuItem asChild>
            <Link to="/subscription" onClick={guardLinkClick('/subscription')}>
              <CreditCard aria-hidden />
              Subscription
            </Link>
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuItem asChild>
          <Link to="/settings" onClick={guardLinkClick('/settings')}>
            <Settings aria-hidden />
            Settings
          </Link>
        </DropdownMenuItem>
        {/* The administrator's console (issue 18): the master account's only, as the server enforces. */}
        {user.isMasterAccount ? (
          <DropdownMenuItem asChild>
            <Link to={ADMIN_CONSOLE_PATH} onClick={guardLinkClick(ADMIN_CONSOLE_PATH)}>
              <ShieldCheck aria-hidden />
              Admin console
            </Link>
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => confirmLeave(() => void handleLogout())}>
          <LogOut aria-hidden />
          Log out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

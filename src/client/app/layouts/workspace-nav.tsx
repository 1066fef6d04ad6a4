import { NavLink } from 'react-router';
import { cn } from '@/lib/cn';
import { workspaceNavLinks } from './nav-links';

export function WorkspaceNav() {
  return (
    <nav aria-label="Workspace" className="border-b bg-muted/40">
      <ul className="mx-auto flex max-w-7xl items-center gap-1 overflow-x-auto px-4 py-2 sm:px-6">
        {workspaceNavLinks.map(({ label, to }) => (
          <li key={to}>
            <NavLink
              to={to}
              end
              className={({ isActive }) =>
                cn(
                  'inline-flex h-8 items-center rounded-md px-3 text-sm whitespace-nowrap transition-colors',
                  isActive
                    ? 'bg-background font-medium text-foreground shadow-xs'
                    : 'text-muted-foreground hover:text-foreground',
                )
              }
            >
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

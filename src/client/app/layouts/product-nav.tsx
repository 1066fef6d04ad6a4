import { NavLink } from 'react-router';
import { useLeaveGuard } from '@/lib/unsaved-changes/use-leave-guard';
import { cn } from '@/lib/cn';
import { productNavLinks } from './nav-links';

/**
 * The product screens' main navigation. NavLink marks the current screen with aria-current; only
 * Dashboard matches exactly, so Editor stays active on /editor/{id}.
 */
export function ProductNav({ className }: { className?: string }) {
  const { guardLinkClick } = useLeaveGuard();
  return (
    <nav aria-label="Main" className={cn('-mx-4 overflow-x-auto px-4 md:mx-0 md:px-0', className)}>
      <ul className="flex min-w-max items-center gap-1">
        {productNavLinks.map(({ label, to }) => (
          <li key={to}>
            <NavLink
              to={to}
              end={to === '/dashboard'}
              onClick={guardLinkClick(to)}
              className={({ isActive }) =>
                cn(
                  'inline-flex h-9 items-center rounded-md px-3 text-sm font-medium transition-colors',
                  isActive
                    ? 'bg-secondary text-secondary-foreground'
                    : 'text-muted-foreground hover:bg-muted hover:text-foreground',
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

import { useId } from 'react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';

export interface PageSectionLink {
  id: string;
  label: string;
}

interface SectionNavProps {
  sections: readonly PageSectionLink[];
  current: string | undefined;
  /** After the scroll: marks the section current, even one too short or too low to reach the reading line. */
  onJump: (id: string) => void;
  /** A sticky column beside the page (desktop) or a row of links that scrolls sideways (phone). */
  layout: 'column' | 'row';
  className?: string;
}

/**
 * An "On this page" list for a long page. Real links (/settings#team: open in a new tab, copy),
 * and following one brings the section under the sticky header and moves focus to it, so keyboard
 * and screen-reader users land where sighted ones look. The router records the hash; the scroll
 * happens here too, since following the same hash twice changes no location.
 */
export function SectionNav({ sections, current, onJump, layout, className }: SectionNavProps) {
  const headingId = useId();
  const jump = (id: string) => {
    const target = document.getElementById(id);
    if (!target) return;
    target.scrollIntoView({ block: 'start' });
    target.focus({ preventScroll: true });
    onJump(id);
  };
  const column = layout === 'column';
  return (
    <nav aria-labelledby={headingId} className={className}>
      <p id={headingId} className={cn('text-xs font-semibold tracking-wide text-muted-foreground uppercase', column ? 'mb-3 pl-3' : 'sr-only')}>
        On this page
      </p>
      <div className={cn(!column && '-mx-4 overflow-x-auto px-4 pb-1 sm:-mx-6 sm:px-6')}>
        <ul className={cn(column ? 'grid border-l' : 'flex min-w-max gap-1.5')}>
          {sections.map(({ id, label }) => {
            const isCurrent = id === current;
            return (
              <li key={id}>
                <Link
                  to={{ hash: id }}
                  aria-current={isCurrent ? 'true' : undefined}
                  onClick={() => jump(id)}
                  className={cn(
                    'text-sm transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
                    column
                      ? '-ml-px block border-l-2 py-1.5 pr-2 pl-3'
                      : 'inline-flex h-8 items-center rounded-full border px-3 whitespace-nowrap',
                    column && (isCurrent ? 'border-primary font-medium text-foreground' : 'border-transparent text-muted-foreground hover:border-border hover:text-foreground'),
                    !column && (isCurrent ? 'border-primary bg-secondary font-medium text-secondary-foreground' : 'text-muted-foreground hover:bg-muted hover:text-foreground'),
                  )}
                >
                  {label}
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
    </nav>
  );
}

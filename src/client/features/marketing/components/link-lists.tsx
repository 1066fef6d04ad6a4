import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import type { LinkGroup } from '../content/types';
import { SectionShell } from './section-shell';

export function LinkLists({ id, heading, intro, groups }: { id: string; heading: string; intro?: string; groups: LinkGroup[] }) {
  return (
    <SectionShell id={id} heading={heading} intro={intro}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {groups.map(({ icon: Icon, title, links }) => (
          <li key={title} className="rounded-xl border bg-card p-6 shadow-xs">
            <div className="flex items-center gap-3">
              <span className="inline-flex size-10 items-center justify-center rounded-lg bg-secondary text-secondary-foreground">
                <Icon className="size-5" aria-hidden />
              </span>
              <h3 className="text-base font-semibold">{title}</h3>
            </div>
            <ul className="mt-4 grid gap-1">
              {links.map(({ label, to }) => (
                <li key={label}>
                  <Link
                    to={to}
                    className="group flex items-center justify-between gap-3 rounded-md px-2 py-1.5 text-sm text-muted-foreground transition-colors hover:bg-muted hover:text-foreground"
                  >
                    {label}
                    <ArrowRight className="size-4 shrink-0 opacity-0 transition-opacity group-hover:opacity-100" aria-hidden />
                  </Link>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}

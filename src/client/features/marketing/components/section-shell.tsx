import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { SectionHeading } from './section-heading';

type SectionShellProps = { id: string; heading: string; intro?: string; className?: string; children: ReactNode };

/** A page section with its centred h2 heading; the section's id is a link target (/support#faq). */
export function SectionShell({ id, heading, intro, className, children }: SectionShellProps) {
  const headingId = `${id}-heading`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cn('mx-auto w-full max-w-6xl scroll-mt-20 px-4 py-16 sm:px-6 sm:py-20', className)}
    >
      <SectionHeading id={headingId} heading={heading} intro={intro} />
      <div className="mt-12">{children}</div>
    </section>
  );
}

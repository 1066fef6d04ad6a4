import { cn } from '@/lib/cn';
import type { Wordmark } from '../content/types';

const fontClass = { sans: 'font-sans font-bold tracking-tight', serif: 'font-serif italic', mono: 'font-mono uppercase tracking-widest' } as const;

/** The "trusted by" strip: customers' names set as text wordmarks, so the page loads no images. */
export function LogoStrip({ id, heading, wordmarks }: { id: string; heading: string; wordmarks: Wordmark[] }) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className="border-y bg-muted/40">
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
        <h2 id={headingId} className="text-center text-sm font-semibold tracking-wide text-muted-foreground uppercase">
          {heading}
        </h2>
        <ul className="mt-8 flex flex-wrap items-center justify-center gap-x-10 gap-y-5">
          {wordmarks.map(({ name, font }) => (
            <li key={name} className={cn('text-xl text-foreground/75', fontClass[font])}>
              {name}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

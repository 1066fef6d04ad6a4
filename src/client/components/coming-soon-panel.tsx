import type { LucideIcon } from 'lucide-react';
import { Sparkles } from 'lucide-react';

export type ComingSoonContent = {
  title: string;
  summary: string;
  /** The issue that delivers this screen, e.g. "writing-core". */
  arrivesWith: string;
  icon?: LucideIcon;
};

/** Stands in for a screen that a later issue builds, saying plainly what will be here. */
export function ComingSoonPanel({ content }: { content: ComingSoonContent }) {
  const Icon = content.icon ?? Sparkles;
  return (
    <section className="mx-auto flex w-full max-w-2xl flex-col items-center px-4 py-16 text-center sm:py-24">
      <span className="mb-6 inline-flex size-14 items-center justify-center rounded-2xl bg-secondary text-secondary-foreground">
        <Icon className="size-7" aria-hidden />
      </span>
      <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">{content.title}</h1>
      <p className="mt-4 text-base text-muted-foreground sm:text-lg">{content.summary}</p>
      <p className="mt-6 inline-flex items-center gap-2 rounded-full border bg-background px-4 py-1.5 text-sm text-muted-foreground">
        <span className="size-2 rounded-full bg-primary" aria-hidden />
        {content.title} — arrives with the {content.arrivesWith} issue
      </p>
    </section>
  );
}

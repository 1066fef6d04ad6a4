import type { ReactNode } from 'react';
import type { LegalSection } from '../content/types';
import { formatCalendarDate } from '../lib/format-calendar-date';

type LegalDocumentProps = {
  id: string;
  lastUpdated: string;
  sections: LegalSection[];
  embedded?: ReactNode;
  embedNote?: string;
};

/** A policy: its date, a table of contents, then numbered sections that the contents link to. */
export function LegalDocument({ id, lastUpdated, sections, embedded, embedNote }: LegalDocumentProps) {
  const tocId = `${id}-contents`;
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[16rem_minmax(0,1fr)]">
      <nav aria-labelledby={tocId} className="lg:sticky lg:top-24 lg:self-start">
        <h2 id={tocId} className="text-sm font-semibold">
          Contents
        </h2>
        <ol className="mt-3 grid gap-1 text-sm">
          {sections.map((section, index) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="block rounded-sm py-1 text-muted-foreground hover:text-foreground">
                {index + 1}. {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <article className="min-w-0">
        <p className="text-sm text-muted-foreground">
          Last updated: <time dateTime={lastUpdated}>{formatCalendarDate(lastUpdated)}</time>
        </p>
        {embedded ? (
          <div className="mt-6 flex flex-col gap-4 rounded-xl border bg-secondary/50 p-5 sm:flex-row sm:items-center sm:justify-between">
            {embedNote ? <p className="text-sm">{embedNote}</p> : null}
            <div className="shrink-0">{embedded}</div>
          </div>
        ) : null}
        {sections.map((section, index) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`} className="mt-10 scroll-mt-24">
            <h2 id={`${section.id}-heading`} className="text-xl font-semibold tracking-tight">
              {index + 1}. {section.heading}
            </h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-4 leading-relaxed text-muted-foreground">
                {paragraph}
              </p>
            ))}
            {section.list ? (
              <ul className="mt-4 grid list-disc gap-2 pl-6 leading-relaxed text-muted-foreground">
                {section.list.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ) : null}
          </section>
        ))}
      </article>
    </div>
  );
}

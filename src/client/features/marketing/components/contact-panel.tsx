import type { ReactNode } from 'react';
import type { ContactDetail, InfoCard } from '../content/types';
import { InfoCardItem } from './info-cards';

type ContactPanelProps = {
  id: string;
  heading: string;
  intro: string;
  details: ContactDetail[];
  cards: InfoCard[];
  /** The message form, supplied by the page. */
  form: ReactNode;
};

/** The form on one side; the ways to reach us and the help cards on the other. */
export function ContactPanel({ id, heading, intro, details, cards, form }: ContactPanelProps) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className="mx-auto grid w-full max-w-6xl gap-10 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <div className="rounded-xl border bg-card p-6 shadow-xs sm:p-8">
        <h2 id={headingId} className="text-2xl font-semibold tracking-tight">
          {heading}
        </h2>
        <p className="mt-2 text-muted-foreground">{intro}</p>
        <div className="mt-6">{form}</div>
      </div>
      <div className="grid content-start gap-6">
        <div className="rounded-xl border bg-card p-6 shadow-xs">
          <h3 className="text-base font-semibold">Contact details</h3>
          <dl className="mt-4 grid gap-4">
            {details.map(({ icon: Icon, label, value, href }) => (
              <div key={label} className="grid gap-1">
                <dt className="flex items-center gap-2 text-sm text-muted-foreground">
                  <Icon className="size-4 shrink-0 text-primary" aria-hidden />
                  {label}
                </dt>
                <dd className="pl-6 text-sm font-medium break-words">
                  {href ? (
                    <a href={href} className="rounded-sm text-primary underline-offset-4 hover:underline">
                      {value}
                    </a>
                  ) : (
                    value
                  )}
                </dd>
              </div>
            ))}
          </dl>
        </div>
        {cards.map((card) => (
          <InfoCardItem key={card.title} card={card} />
        ))}
      </div>
    </section>
  );
}

import type { HeroContent } from '../content/types';
import { ActionButtons } from './action-buttons';

export function PageHero({ hero }: { hero: HeroContent }) {
  return (
    <section className="relative isolate overflow-hidden border-b bg-gradient-to-b from-secondary/70 via-background to-background">
      <div
        className="absolute inset-x-0 -top-40 -z-10 mx-auto h-80 max-w-3xl rounded-full bg-gradient-to-r from-brand-from/25 to-brand-to/25 blur-3xl"
        aria-hidden
      />
      <div className="mx-auto flex max-w-4xl flex-col items-center px-4 py-20 text-center sm:px-6 sm:py-28">
        <p className="mb-6 inline-flex items-center rounded-full border border-primary/20 bg-background/80 px-4 py-1 text-sm font-medium text-primary shadow-xs">
          {hero.eyebrow}
        </p>
        <h1 className="text-4xl font-bold tracking-tight text-balance sm:text-6xl">{hero.title}</h1>
        <p className="mt-6 max-w-2xl text-lg text-balance text-muted-foreground sm:text-xl">{hero.description}</p>
        {hero.actions.length ? (
          <ActionButtons actions={hero.actions} className="mt-10 w-full justify-center sm:w-auto" />
        ) : null}
        {hero.note ? <p className="mt-6 text-sm text-muted-foreground">{hero.note}</p> : null}
      </div>
    </section>
  );
}

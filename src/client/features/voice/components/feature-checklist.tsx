import { Check } from 'lucide-react';
import type { ChecklistItem } from '../content/voice-test-content';

export function FeatureChecklist({ heading, items }: { heading: string; items: readonly ChecklistItem[] }) {
  return (
    <section aria-labelledby="voice-features" className="grid gap-4">
      <h2 id="voice-features" className="text-lg font-semibold">
        {heading}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {items.map(({ title, description, icon: Icon }) => (
          <li key={title} className="flex gap-3 rounded-xl border bg-card p-4">
            <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg bg-secondary text-secondary-foreground">
              <Icon className="size-4" aria-hidden />
            </span>
            <div>
              <p className="flex items-center gap-1.5 text-sm font-medium">
                <Check className="size-4 text-success" aria-hidden />
                {title}
              </p>
              <p className="mt-1 text-sm text-muted-foreground">{description}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

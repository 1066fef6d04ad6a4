import { CircleCheck } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import type { CompatibilityCard } from '../content/voice-test-content';

type CompatibilityCardsProps = { heading: string; cards: readonly CompatibilityCard[]; readyLabel: string };

export function CompatibilityCards({ heading, cards, readyLabel }: CompatibilityCardsProps) {
  return (
    <section aria-labelledby="voice-compatibility" className="grid gap-4">
      <h2 id="voice-compatibility" className="text-lg font-semibold">
        {heading}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-3">
        {cards.map(({ platform, icon: Icon, browsers }) => (
          <li key={platform} className="rounded-xl border bg-card p-5 shadow-sm">
            <h3 className="flex items-center gap-2 font-semibold">
              <Icon className="size-5 text-primary" aria-hidden />
              {platform}
            </h3>
            <ul className="mt-3 grid gap-2" aria-label={`${platform} browsers`}>
              {browsers.map((browser) => (
                <li key={browser} className="flex items-center justify-between gap-2 text-sm">
                  <span>{browser}</span>
                  <Badge className="border-success/30 bg-success/10 text-success">
                    <CircleCheck aria-hidden />
                    {readyLabel}
                  </Badge>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}

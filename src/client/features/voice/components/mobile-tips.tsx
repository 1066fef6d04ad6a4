import { Lightbulb } from 'lucide-react';
import { cn } from '@/lib/cn';
import { voiceCopy } from '../voice-copy';

export function MobileTips({ className }: { className?: string }) {
  return (
    <section aria-label={voiceCopy.mobileTipsHeading} className={cn('rounded-lg bg-secondary/60 px-4 py-3', className)}>
      <p className="flex items-center gap-1.5 text-sm font-medium text-secondary-foreground">
        <Lightbulb className="size-4" aria-hidden />
        {voiceCopy.mobileTipsHeading}
      </p>
      <ul className="mt-2 grid list-disc gap-1 pl-5 text-sm text-muted-foreground">
        {voiceCopy.mobileTips.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
    </section>
  );
}

import { useChooseDefaultPersonality, useDefaultPersonalityId } from '@/lib/personalities/default-personality';
import { defaultPersonalityId, personalityLabel } from '@/lib/personalities/personality-label';
import { usePersonalities } from '@/lib/personalities/list-personalities';
import { Button } from '@/components/ui/button';

/**
 * The header's picker (the default for new documents) and the document's own picker can differ;
 * this line says so, and makes this document's voice the default in one step.
 */
export function DefaultPersonalityNote({ personalityId }: { personalityId: number | null }) {
  const { data: personalities } = usePersonalities();
  const { defaultPersonalityId: chosen, isPending } = useDefaultPersonalityId();
  const choose = useChooseDefaultPersonality();
  if (!personalities || personalities.length === 0 || isPending) return null;
  const defaultId = defaultPersonalityId(chosen, personalities);
  const defaultName = personalityLabel(defaultId, personalities);
  // With no choice made the header shows its placeholder; say where the default comes from.
  const source = chosen === defaultId ? 'the header’s choice' : 'the first personality, until you choose one in the header';
  if (personalityId === null || personalityId === defaultId) {
    return <p className="text-xs text-muted-foreground">{defaultName} is also your default for new documents.</p>;
  }
  const name = personalityLabel(personalityId, personalities);
  return (
    <div className="grid gap-1.5 text-xs text-muted-foreground">
      <p>
        This document is written as {name}; new documents start with {defaultName} ({source}).
      </p>
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="justify-self-start"
        aria-label={`Make ${name} the default`}
        disabled={choose.isPending}
        onClick={() => choose.mutate(personalityId)}
      >
        Make it my default
      </Button>
    </div>
  );
}

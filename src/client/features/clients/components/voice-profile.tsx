import { useId, useState } from 'react';
import { LoaderCircle, Sparkles } from 'lucide-react';
import type { Client } from '@shared/contract/clients';
import type { BrandVoice } from '@shared/contract/brand-voice';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { useAiConnection } from '@/lib/ai/ai-connection';
import { getApiErrorMessage } from '@/lib/api-error-message';
import { formatDate } from '@/lib/format';
import { useDraftStyleGuide, useSaveStyleGuide } from '../api/brand-voice';

/** A learned voice: what was measured from which samples, and the written style guide to draft or edit. */
export function VoiceProfile({ client, voice }: { client: Client; voice: BrandVoice }) {
  const [guide, setGuide] = useState(voice.styleGuide ?? '');
  const draft = useDraftStyleGuide(client.id);
  const save = useSaveStyleGuide(client.id);
  const { data: aiConnection } = useAiConnection();
  const fieldId = useId();
  const modelConnected = aiConnection?.connected === true;
  const changed = guide.trim() !== (voice.styleGuide ?? '');

  return (
    <div className="grid gap-4">
      <section aria-labelledby={`${fieldId}-measured`} className="grid gap-2">
        <h3 id={`${fieldId}-measured`} className="text-sm font-semibold">
          Measured voice
        </h3>
        <p className="text-xs text-muted-foreground">
          From {voice.samples.length} samples ({voice.samples.map((sample) => `${sample.name}, ${sample.words} words`).join('; ')}), learned{' '}
          {formatDate(voice.learnedAt)}. Sentence length and rhythm, reading ease and grade, “we/you/I”, contractions, passive voice, exclamations and questions, tone and formality, recurring and avoided words.
        </p>
        <ul className="grid gap-1 text-sm" data-testid="voice-description">
          {voice.description.map((line) => (
            <li key={line} className="flex gap-2">
              <span className="mt-2 size-1 shrink-0 rounded-full bg-primary" aria-hidden />
              {line}
            </li>
          ))}
        </ul>
        {voice.distinctiveTerms.length > 0 ? (
          <div className="flex flex-wrap items-center gap-1.5">
            <span className="text-xs text-muted-foreground">Words it comes back to:</span>
            {voice.distinctiveTerms.map((term) => (
              <Badge key={term} variant="secondary">
                {term}
              </Badge>
            ))}
          </div>
        ) : null}
        {voice.avoidedTerms.length > 0 ? (
          <div className="flex flex-wrap items-center gap-1.5" data-testid="voice-avoided-terms">
            <span className="text-xs text-muted-foreground">Words it avoids:</span>
            {voice.avoidedTerms.map(({ term, instead }) => (
              <Badge key={term} variant="outline" title={`The samples say “${instead}”, never “${term}”`}>
                <span className="line-through decoration-muted-foreground/60">{term}</span>
                <span className="text-muted-foreground">says {instead}</span>
              </Badge>
            ))}
          </div>
        ) : null}
      </section>

      <section className="grid gap-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Label htmlFor={`${fieldId}-guide`} className="text-sm font-semibold">
            Style guide
          </Label>
          <Button
            type="button"
            size="sm"
            variant="outline"
            disabled={!modelConnected || draft.isPending}
            title={modelConnected ? undefined : 'Needs an AI model: none is connected'}
            onClick={() =>
              draft.mutate(undefined, {
                onSuccess: (drafted) => {
                  setGuide(drafted.styleGuide ?? '');
                  toast({ title: 'Style guide drafted', description: 'Read it through and edit it as you like.' });
                },
              })
            }
          >
            {draft.isPending ? <LoaderCircle className="animate-spin" aria-hidden /> : <Sparkles aria-hidden />}
            {voice.styleGuide ? 'Redraft with AI' : 'Draft with AI'}
          </Button>
        </div>
        {!modelConnected ? (
          <p className="text-xs text-muted-foreground">Drafting the guide needs an AI model, and none is connected. You can write it yourself.</p>
        ) : null}
        <Textarea
          id={`${fieldId}-guide`}
          rows={8}
          value={guide}
          onChange={(event) => setGuide(event.target.value)}
          placeholder="How the brand writes, in a few bullet points. Sent to the model with every request for this client."
        />
        {draft.error ? (
          <p role="alert" className="text-sm text-destructive">
            {getApiErrorMessage(draft.error) ?? 'The style guide could not be drafted. Try again.'}
          </p>
        ) : null}
        <Button
          type="button"
          size="sm"
          className="justify-self-end"
          disabled={!changed || save.isPending}
          onClick={() =>
            save.mutate(guide.trim() || null, {
              onSuccess: () => toast({ title: 'Style guide saved' }),
              onError: (error) => toast({ variant: 'destructive', title: 'Not saved', description: getApiErrorMessage(error) ?? 'Try again.' }),
            })
          }
        >
          Save style guide
        </Button>
      </section>
    </div>
  );
}

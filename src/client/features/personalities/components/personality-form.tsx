import { useId, useState } from 'react';
import type { Personality } from '@shared/contract/documents';
import { PERSONALITY_NAME_MAX_LENGTH, PERSONALITY_SAMPLE_MAX_LENGTH, PERSONALITY_TAGLINE_MAX_LENGTH, PERSONALITY_VOICE_MAX_LENGTH } from '@shared/limits';
import { EntityFormFooter } from '@/components/entity-form-dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { getApiErrorMessage } from '@/lib/api-error-message';
import type { useSavePersonality } from '../api/save-personality';

const SWATCHES = ['#1d4ed8', '#0f766e', '#15803d', '#b45309', '#dc2626', '#be185d', '#7c3aed', '#334155'];

/** The personality form: in its own file, so its code loads when the dialog first opens. */
export function PersonalityForm({ personality, onSaved, save }: { personality: Personality | null; onSaved: () => void; save: ReturnType<typeof useSavePersonality> }) {
  const [name, setName] = useState(personality?.name ?? '');
  const [color, setColor] = useState(personality?.color ?? SWATCHES[0]!);
  const [tagline, setTagline] = useState(personality?.tagline ?? '');
  const [description, setDescription] = useState(personality?.voice?.description ?? '');
  const [sample, setSample] = useState(personality?.voice?.sample ?? '');
  const id = useId();
  return (
    <form
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(
          {
            id: personality?.id ?? null,
            body: { name, color, voiceDescription: description, sampleText: sample.trim() || null, ...(tagline.trim() ? { tagline } : {}) },
          },
          {
            onSuccess: (saved) => {
              toast({ title: personality ? 'Personality saved' : 'Personality created', description: `${saved.name} is in every personality picker.` });
              onSaved();
            },
          },
        );
      }}
    >
      <div className="grid gap-2">
        <Label htmlFor={`${id}-name`}>Name</Label>
        <Input id={`${id}-name`} value={name} onChange={(event) => setName(event.target.value)} maxLength={PERSONALITY_NAME_MAX_LENGTH} required />
      </div>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">Colour</legend>
        <div className="flex flex-wrap items-center gap-2">
          {SWATCHES.map((swatch) => (
            <button
              key={swatch}
              type="button"
              aria-label={`Colour ${swatch}`}
              aria-pressed={color === swatch}
              onClick={() => setColor(swatch)}
              className="size-7 rounded-full ring-offset-2 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-pressed:ring-2 aria-pressed:ring-foreground"
              style={{ backgroundColor: swatch }}
            />
          ))}
          <Label htmlFor={`${id}-color`} className="sr-only">
            Another colour
          </Label>
          <input id={`${id}-color`} type="color" value={color} onChange={(event) => setColor(event.target.value)} className="h-7 w-10 cursor-pointer rounded border" />
        </div>
      </fieldset>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-voice`}>Voice</Label>
        <Textarea
          id={`${id}-voice`}
          rows={4}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          maxLength={PERSONALITY_VOICE_MAX_LENGTH}
          placeholder="How this voice sounds: tone, sentence length, words it likes and avoids. E.g. Calm, practical and encouraging; short sentences; never salesy."
          required
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-tagline`}>Tagline (optional)</Label>
        <Input id={`${id}-tagline`} value={tagline} onChange={(event) => setTagline(event.target.value)} maxLength={PERSONALITY_TAGLINE_MAX_LENGTH} placeholder="One line for the pickers; the voice’s first sentence when empty" />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-sample`}>Sample paragraph (optional)</Label>
        <Textarea id={`${id}-sample`} rows={4} value={sample} onChange={(event) => setSample(event.target.value)} maxLength={PERSONALITY_SAMPLE_MAX_LENGTH} placeholder="A paragraph written in this voice: the model imitates its style." />
      </div>
      {save.error ? (
        <p role="alert" className="text-sm text-destructive">
          {getApiErrorMessage(save.error) ?? 'The personality could not be saved. Try again.'}
        </p>
      ) : null}
      <EntityFormFooter pending={save.isPending} submitLabel={personality ? 'Save personality' : 'Create personality'} />
    </form>
  );
}

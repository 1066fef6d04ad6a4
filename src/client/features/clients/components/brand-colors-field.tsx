import { useState } from 'react';
import { Plus, X } from 'lucide-react';
import { BRAND_COLORS_MAX } from '@shared/limits';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { ColorSwatch } from './color-swatch';

const FIRST_COLOR = '#4f46e5';

type BrandColorsFieldProps = {
  value: string[];
  onChange: (colors: string[]) => void;
  error?: string;
  disabled?: boolean;
};

/** Pick a colour, add it; each added colour is a chip that can be removed (spec §3: brandColors). */
export function BrandColorsField({ value, onChange, error, disabled = false }: BrandColorsFieldProps) {
  const [draft, setDraft] = useState(FIRST_COLOR);
  const full = value.length >= BRAND_COLORS_MAX;
  const alreadyAdded = value.includes(draft);

  let hint = `Pick a colour, then add it. Up to ${BRAND_COLORS_MAX}.`;
  if (full) hint = `That is the most a client can have (${BRAND_COLORS_MAX}). Remove one to add another.`;
  else if (alreadyAdded) hint = `${draft} is already added.`;

  return (
    <fieldset className="grid gap-2" disabled={disabled} aria-describedby="client-brand-colors-hint">
      <legend className="mb-2 text-sm leading-none font-medium">Brand colours</legend>
      <div className="flex flex-wrap items-center gap-2">
        <Label htmlFor="client-brand-color" className="sr-only">
          Colour to add
        </Label>
        <input
          id="client-brand-color"
          type="color"
          value={draft}
          onChange={(event) => setDraft(event.target.value.toLowerCase())}
          className="h-9 w-12 cursor-pointer rounded-md border border-input bg-background p-1 disabled:cursor-not-allowed"
        />
        <span className="w-16 font-mono text-sm text-muted-foreground" aria-hidden>
          {draft}
        </span>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={full || alreadyAdded}
          onClick={() => onChange([...value, draft])}
        >
          <Plus aria-hidden />
          Add colour
        </Button>
      </div>
      <p id="client-brand-colors-hint" className="text-xs text-muted-foreground" aria-live="polite">
        {hint}
      </p>
      {value.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label="Added colours">
          {value.map((color, index) => (
            <li key={`${color}-${index}`} className="inline-flex items-center gap-1.5 rounded-full border bg-background py-1 pr-1 pl-1.5 text-xs">
              <ColorSwatch color={color} className="size-4 rounded-full" />
              <span className="font-mono" aria-hidden>
                {color}
              </span>
              <button
                type="button"
                className="inline-flex size-5 items-center justify-center rounded-full text-muted-foreground transition-colors hover:bg-muted hover:text-foreground"
                aria-label={`Remove colour ${color}`}
                onClick={() => onChange(value.filter((_, other) => other !== index))}
              >
                <X className="size-3" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {error ? <p className="text-sm text-destructive">{error}</p> : null}
    </fieldset>
  );
}

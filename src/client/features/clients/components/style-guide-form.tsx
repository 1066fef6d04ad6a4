import { useId, useState } from 'react';
import type { Client } from '@shared/contract/clients';
import { READING_GRADE_MAX, READING_GRADE_MIN } from '@shared/contract/style-rules';
import { presetRuleSummaries, STYLE_GUIDE_LABELS, STYLE_GUIDE_PRESETS, STYLE_GUIDE_SOURCES, type StyleGuidePreset } from '@shared/writing-feedback/style-rules/presets/index';
import { ruleIdOf } from '@shared/writing-feedback/style-rules/vale-rule';
import { EntityFormFooter } from '@/components/entity-form-dialog';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';
import { getApiErrorMessage } from '@/lib/api-error-message';
import { useStyleRules } from '@/lib/style-rules/style-rules-query';
import type { useSaveClientStyleGuide } from '../api/client-style-guide';

/** The style guide dialog's form, loaded when the dialog first opens (style-guide-dialog.tsx). */
export function StyleGuideForm({ client, save, onSaved }: { client: Client; save: ReturnType<typeof useSaveClientStyleGuide>; onSaved: () => void }) {
  const [preset, setPreset] = useState<StyleGuidePreset | null>(client.styleGuide.preset);
  const [disabled, setDisabled] = useState(() => new Set(client.styleGuide.disabledRules));
  const [readingGrade, setReadingGrade] = useState(client.styleGuide.readingGrade === null ? '' : String(client.styleGuide.readingGrade));
  const customRules = useStyleRules().data?.files ?? [];
  const id = useId();
  const toggle = (ruleId: string, on: boolean) =>
    setDisabled((current) => {
      const next = new Set(current);
      if (on) next.delete(ruleId);
      else next.add(ruleId);
      return next;
    });
  const rules = [
    ...(preset ? presetRuleSummaries(preset).map((rule) => ({ id: rule.id, label: rule.description, detail: rule.reference })) : []),
    ...customRules.map((file) => ({ id: ruleIdOf(file.name), label: file.name, detail: 'your workspace’s rule' })),
  ];

  return (
    <form
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(
          { id: client.id, body: { preset, disabledRules: [...disabled], readingGrade: readingGrade === '' ? null : Number(readingGrade) } },
          {
            onSuccess: () => {
              toast({ title: 'Style guide saved', description: preset ? `${client.name} follows ${STYLE_GUIDE_LABELS[preset]}.` : `${client.name} follows no preset.` });
              onSaved();
            },
            onError: (error) => toast({ variant: 'destructive', title: 'Not saved', description: getApiErrorMessage(error) ?? 'Try again.' }),
          },
        );
      }}
    >
      <div className="grid gap-2">
        <Label htmlFor={`${id}-preset`}>Preset</Label>
        <select
          id={`${id}-preset`}
          // As wide as the dialog, not as its longest option (a preset's full source): on a phone
          // that pushed the whole form past the dialog's edge.
          className="h-9 w-full min-w-0 rounded-md border border-input bg-background px-3 text-sm"
          value={preset ?? ''}
          onChange={(event) => setPreset((event.target.value || null) as StyleGuidePreset | null)}
        >
          <option value="">None</option>
          {STYLE_GUIDE_PRESETS.map((choice) => (
            <option key={choice} value={choice}>
              {STYLE_GUIDE_LABELS[choice]} ({STYLE_GUIDE_SOURCES[choice]})
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-grade`}>Target reading grade</Label>
        <Input
          id={`${id}-grade`}
          type="number"
          inputMode="numeric"
          min={READING_GRADE_MIN}
          max={READING_GRADE_MAX}
          step={1}
          placeholder="None"
          value={readingGrade}
          onChange={(event) => setReadingGrade(event.target.value)}
          aria-describedby={`${id}-grade-hint`}
          className="w-28"
        />
        <p id={`${id}-grade-hint`} className="text-xs text-muted-foreground">
          The most school years its readers should need (Flesch–Kincaid grade): 8 suits a general audience. The editor compares each document with it.
        </p>
      </div>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">Rules checked</legend>
        {rules.length === 0 ? <p className="text-sm text-muted-foreground">Choose a preset, or write rules in Settings → Style rules.</p> : null}
        <ul className="grid max-h-72 gap-2 overflow-y-auto">
          {rules.map((rule) => (
            <li key={rule.id} className="flex items-start gap-2">
              <Checkbox id={`${id}-${rule.id}`} checked={!disabled.has(rule.id)} onCheckedChange={(checked) => toggle(rule.id, checked === true)} className="mt-0.5" />
              <Label htmlFor={`${id}-${rule.id}`} className="grid gap-0.5 font-normal">
                <span>{rule.label}</span>
                <span className="text-xs text-muted-foreground">
                  {rule.id} · {rule.detail}
                </span>
              </Label>
            </li>
          ))}
        </ul>
      </fieldset>
      <EntityFormFooter pending={save.isPending} submitLabel="Save style guide" />
    </form>
  );
}

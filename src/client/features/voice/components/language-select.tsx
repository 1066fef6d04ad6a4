import { memo, useId } from 'react';
import { Languages } from 'lucide-react';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { cn } from '@/lib/cn';
import { voiceLanguages } from '../voice-languages';

type LanguageSelectProps = {
  value: string;
  onValueChange: (tag: string) => void;
  disabled?: boolean;
  className?: string;
};

/**
 * The language the recognizer listens for; a change applies from the next start. Memoized: its
 * options render even while it is closed, and the editor's page renders at each pause in typing.
 */
export const LanguageSelect = memo(function LanguageSelect({ value, onValueChange, disabled, className }: LanguageSelectProps) {
  const labelId = useId();
  return (
    <div className={cn('flex items-center gap-2', className)}>
      <span id={labelId} className="flex items-center gap-1.5 text-sm text-muted-foreground">
        <Languages className="size-4" aria-hidden />
        Language
      </span>
      <Select value={value} onValueChange={onValueChange} disabled={disabled}>
        <SelectTrigger aria-labelledby={labelId} className="w-48">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {voiceLanguages.map((language) => (
            <SelectItem key={language.tag} value={language.tag} lang={language.tag}>
              {language.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
});

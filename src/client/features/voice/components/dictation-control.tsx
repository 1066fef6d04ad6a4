import { Mic, Square } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useSpeechRecognition } from '../use-speech-recognition';
import { useVoiceLanguage } from '../use-voice-language';
import { voiceCopy } from '../voice-copy';
import { LanguageSelect } from './language-select';
import { VoiceErrorAlert } from './voice-error-alert';

type DictationControlProps = {
  /** Receives each settled piece of speech, to insert where the writer's caret is. */
  onFinalText: (text: string) => void;
  className?: string;
};

/**
 * Dictation for a text field: the field gets only settled text; the words still being
 * recognised show beside the button until they settle.
 */
export function DictationControl({ onFinalText, className }: DictationControlProps) {
  const [language, chooseLanguage] = useVoiceLanguage();
  const voice = useSpeechRecognition({ language, onFinalSegment: (segment) => onFinalText(segment) });

  if (!voice.isSupported) {
    return <p className={cn('text-xs text-muted-foreground', className)}>{voiceCopy.unsupported}</p>;
  }


  return (
    <div className={cn('grid gap-2', className)}>
      <div className="flex flex-wrap items-center gap-2">
        <Button
          type="button"
          size="sm"
          variant={voice.isListening ? 'destructive' : 'outline'}
          onClick={voice.toggle}
        >
          {voice.isListening ? <Square aria-hidden /> : <Mic aria-hidden />}
          {voice.isListening ? 'Stop dictation' : 'Dictate'}
        </Button>
        <span role="status">
          {voice.isListening ? (
            <Badge className="border-destructive/30 bg-destructive/10 text-destructive">
              <span className="size-2 animate-pulse rounded-full bg-destructive" aria-hidden />
              {voiceCopy.listening}
            </Badge>
          ) : null}
        </span>
        <LanguageSelect
          value={language}
          onValueChange={chooseLanguage}
          disabled={voice.isListening}
          className="ml-auto [&_button]:h-8 [&_button]:w-44"
        />
      </div>
      {voice.isListening ? (
        // Not announced: it changes with every word; the settled text lands in the field.
        <p aria-hidden className="min-h-5 truncate text-sm text-muted-foreground italic" data-testid="dictation-preview">
          {voice.interimTranscript || voiceCopy.listeningPlaceholder}
        </p>
      ) : null}
      {voice.error ? <VoiceErrorAlert message={voice.error} /> : null}
    </div>
  );
}

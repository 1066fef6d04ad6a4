import { useRef } from 'react';
import { Eraser, Mic, Square } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { countWords } from '@shared/writing-analysis/index';
import { currentMobilePlatform } from '../current-mobile-platform';
import { useHydrated } from '@/lib/use-hydrated';
import { useSpeechRecognition } from '../use-speech-recognition';
import { useVoiceLanguage } from '../use-voice-language';
import { voiceCopy } from '../voice-copy';
import { LanguageSelect } from './language-select';
import { MobileTips } from './mobile-tips';
import { TranscriptView } from './transcript-view';
import { UnsupportedVoiceMessage } from './unsupported-voice-message';
import { VoiceErrorAlert } from './voice-error-alert';

/** What a settled transcript tells a listener besides its text. */
export type TranscriptDetails = {
  /** The newly settled words. */
  segment: string;
  language: string;
  /** How many pieces have settled since the user pressed Start (2+ shows continuous listening). */
  segmentsThisSession: number;
};

type VoiceInputProps = {
  /** Called with the whole final transcript each time more of it settles. */
  onTranscript?: (transcript: string, details: TranscriptDetails) => void;
  disabled?: boolean;
  /** Defaults to showing them on iOS and Android. */
  showMobileTips?: boolean;
  /** The transcript area's accessible name. */
  transcriptLabel?: string;
  className?: string;
};

/** Spec §2, voice input widget. */
export function VoiceInput({
  onTranscript,
  disabled = false,
  showMobileTips,
  transcriptLabel = 'Transcript',
  className,
}: VoiceInputProps) {
  const hydrated = useHydrated();
  const [language, chooseLanguage] = useVoiceLanguage();
  const platform = hydrated ? currentMobilePlatform() : null;
  const segmentsThisSession = useRef(0);
  const voice = useSpeechRecognition({
    language,
    disabled,
    onFinalSegment: (segment, finalTranscript) => {
      segmentsThisSession.current += 1;
      onTranscript?.(finalTranscript, { segment, language, segmentsThisSession: segmentsThisSession.current });
    },
  });

  if (!voice.isSupported) return <UnsupportedVoiceMessage className={className} />;

  const hasText = voice.transcript !== '';
  const words = countWords(voice.transcript);
  const toggle = () => {
    if (!voice.isListening) segmentsThisSession.current = 0;
    voice.toggle();
  };

  return (
    <div className={cn('grid gap-4', className)}>
      <div className="flex flex-wrap items-center gap-2">
        <Button
          type="button"
          variant={voice.isListening ? 'destructive' : 'default'}
          // A pre-rendered page's button waits for React, so an early click is not silently lost.
          disabled={disabled || !hydrated}
          onClick={toggle}
        >
          {voice.isListening ? <Square aria-hidden /> : <Mic aria-hidden />}
          {voice.isListening ? voiceCopy.stop : voiceCopy.start}
        </Button>
        {hasText ? (
          <Button type="button" variant="outline" onClick={voice.reset}>
            <Eraser aria-hidden />
            {voiceCopy.clear}
          </Button>
        ) : null}
        <div className="ml-auto flex flex-wrap items-center gap-2">
          <span role="status">
            {voice.isListening ? (
              <Badge className="border-destructive/30 bg-destructive/10 text-destructive">
                <span className="size-2 animate-pulse rounded-full bg-destructive" aria-hidden />
                {voiceCopy.listening}
              </Badge>
            ) : null}
          </span>
          {platform === 'ios' ? <Badge variant="outline">{voiceCopy.iosReady}</Badge> : null}
          {platform === 'android' ? <Badge variant="outline">{voiceCopy.androidReady}</Badge> : null}
        </div>
      </div>

      <LanguageSelect value={language} onValueChange={chooseLanguage} disabled={voice.isListening || disabled} />

      <div className="grid gap-1.5">
        <TranscriptView
          label={transcriptLabel}
          finalTranscript={voice.finalTranscript}
          interimTranscript={voice.interimTranscript}
          isListening={voice.isListening}
        />
        <p className="flex items-center justify-between gap-2 text-xs text-muted-foreground">
          <span>{hasText ? `${words} ${words === 1 ? 'word' : 'words'}` : voiceCopy.empty}</span>
          {voice.isListening && voice.interimTranscript ? (
            <span className="flex items-center gap-1.5">
              <span className="size-1.5 animate-pulse rounded-full bg-primary" aria-hidden />
              {voiceCopy.speaking}
            </span>
          ) : null}
        </p>
      </div>

      {voice.error ? <VoiceErrorAlert message={voice.error} /> : null}
      {(showMobileTips ?? platform !== null) ? <MobileTips /> : null}
    </div>
  );
}

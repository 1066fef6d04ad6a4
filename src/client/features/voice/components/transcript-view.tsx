import { voiceCopy } from '../voice-copy';
import { cn } from '@/lib/cn';

type TranscriptViewProps = {
  finalTranscript: string;
  interimTranscript: string;
  isListening: boolean;
  label: string;
  className?: string;
};

/** Final text in normal style, the words still being recognised in grey italics (spec §2). */
export function TranscriptView({ finalTranscript, interimTranscript, isListening, label, className }: TranscriptViewProps) {
  const empty = finalTranscript === '' && interimTranscript === '';
  return (
    // Focusable so keyboard users can scroll a long transcript.
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className={cn(
        'max-h-64 min-h-32 overflow-y-auto rounded-md border border-input bg-background px-3 py-2 text-base leading-relaxed whitespace-pre-wrap shadow-xs sm:text-sm',
        className,
      )}
    >
      {empty ? (
        <span className="text-muted-foreground">
          {isListening ? voiceCopy.listeningPlaceholder : voiceCopy.idlePlaceholder}
        </span>
      ) : (
        <>
          <span>{finalTranscript}</span>
          {interimTranscript ? (
            <span className="text-muted-foreground italic" data-testid="interim-transcript">
              {finalTranscript ? ' ' : ''}
              {interimTranscript}
            </span>
          ) : null}
        </>
      )}
    </div>
  );
}

import { useEffect, useRef, useState } from 'react';
import { CompatibilityCards } from '@/features/voice/components/compatibility-cards';
import { FeatureChecklist } from '@/features/voice/components/feature-checklist';
import { TestResultsList } from '@/features/voice/components/test-results-list';
import { VoiceBottomSheet } from '@/features/voice/components/voice-bottom-sheet';
import { VoiceInput, type TranscriptDetails } from '@/features/voice/components/voice-input';
import { voiceTestContent as content } from '@/features/voice/content/voice-test-content';
import { joinTranscript } from '@/features/voice/join-transcript';
import {
  newTestResults,
  SHEET_CLOSE_DELAY_MS,
  shouldCloseSheet,
  type TestResult,
} from '@/features/voice/test-results';
import { useDocumentTitle } from '@/lib/use-document-title';

/** Spec §2, voice test (/voice-test): try voice input on this device and see what works. */
export function VoiceTestPage() {
  useDocumentTitle(content.documentTitle);
  const [results, setResults] = useState<TestResult[]>([]);
  const [testTranscript, setTestTranscript] = useState('');
  const [sheetOpen, setSheetOpen] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const cancelClose = () => {
    if (closeTimer.current !== null) clearTimeout(closeTimer.current);
    closeTimer.current = null;
  };
  useEffect(() => cancelClose, []);

  const record = (transcript: string, details: TranscriptDetails, fromMobilePanel: boolean) => {
    setTestTranscript((current) => joinTranscript(current, details.segment));
    setResults((shown) => [
      ...shown,
      ...newTestResults(
        { transcript, language: details.language, segmentsThisSession: details.segmentsThisSession, fromMobilePanel },
        shown,
      ),
    ]);
  };

  const changeSheetOpen = (open: boolean) => {
    cancelClose();
    setSheetOpen(open);
  };

  const clearTest = () => {
    setResults([]);
    setTestTranscript('');
  };

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-10 px-4 py-10 sm:px-6 sm:py-14">
      <header className="grid gap-3">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{content.heading}</h1>
        <p className="max-w-2xl text-muted-foreground">{content.intro}</p>
      </header>

      <CompatibilityCards heading={content.compatibilityHeading} cards={content.compatibility} readyLabel={content.ready} />

      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <section aria-labelledby="voice-try" className="grid gap-4 rounded-xl border bg-card p-5 shadow-sm">
          <h2 id="voice-try" className="text-lg font-semibold">
            {content.inputHeading}
          </h2>
          {/* Disabled while the panel is open, so two recognizers never compete for the microphone. */}
          <VoiceInput disabled={sheetOpen} onTranscript={(transcript, details) => record(transcript, details, false)} />
        </section>
        <div className="grid gap-6">
          <TestResultsList
            heading={content.resultsHeading}
            emptyText={content.resultsEmpty}
            clearLabel={content.clearTest}
            results={results}
            onClear={clearTest}
          />
          <section aria-labelledby="voice-transcript" className="grid gap-2 rounded-xl border bg-card p-5 shadow-sm">
            <h2 id="voice-transcript" className="text-lg font-semibold">
              {content.transcriptHeading}
            </h2>
            <p className="text-sm text-muted-foreground">{content.transcriptDescription}</p>
            <p
              data-testid="test-transcript"
              className="min-h-16 rounded-md bg-muted/60 px-3 py-2 text-sm whitespace-pre-wrap"
            >
              {testTranscript || <span className="text-muted-foreground">{content.transcriptEmpty}</span>}
            </p>
          </section>
        </div>
      </div>

      <FeatureChecklist heading={content.checklistHeading} items={content.checklist} />

      <VoiceBottomSheet
        open={sheetOpen}
        onOpenChange={changeSheetOpen}
        openLabel={content.openSheet}
        title={content.sheetTitle}
        description={content.sheetDescription}
      >
        <VoiceInput
          showMobileTips
          transcriptLabel="Voice Input transcript"
          onTranscript={(transcript, details) => {
            record(transcript, details, true);
            if (shouldCloseSheet(transcript) && closeTimer.current === null) {
              closeTimer.current = setTimeout(() => {
                closeTimer.current = null;
                setSheetOpen(false);
              }, SHEET_CLOSE_DELAY_MS);
            }
          }}
        />
      </VoiceBottomSheet>
    </div>
  );
}

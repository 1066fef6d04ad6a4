import { DEFAULT_VOICE_LANGUAGE } from './speech-settings.js';

/** Features a transcript can prove, named as on the voice test page's results list. */
export type TestedFeature = 'Real-time Transcription' | 'Continuous Listening' | 'Multiple Languages' | 'Mobile Optimized';

export type TranscriptArrival = {
  transcript: string;
  language: string;
  /** Settled pieces since the user pressed Start; a second one proves continuous listening. */
  segmentsThisSession: number;
  /** Spoken into the small-screen voice panel. */
  fromMobilePanel: boolean;
};

export type TestResult = { feature: TestedFeature; label: string };

/**
 * Spec §2: when a non-empty transcript arrives the results list gains "{feature} - Working" for
 * each feature it proves that the list does not show yet.
 */
export function newTestResults(arrival: TranscriptArrival, shown: readonly TestResult[]): TestResult[] {
  if (arrival.transcript.trim() === '') return [];
  const proven: TestedFeature[] = ['Real-time Transcription'];
  if (arrival.segmentsThisSession >= 2) proven.push('Continuous Listening');
  if (arrival.language !== DEFAULT_VOICE_LANGUAGE) proven.push('Multiple Languages');
  if (arrival.fromMobilePanel) proven.push('Mobile Optimized');
  return proven
    .filter((feature) => !shown.some((result) => result.feature === feature))
    .map((feature) => ({ feature, label: `${feature} - Working` }));
}

/** Spec §2 and §9: the voice panel closes itself once it has heard more than 10 characters. */
export const SHEET_CLOSE_MIN_CHARACTERS = 10;
export const SHEET_CLOSE_DELAY_MS = 1000;

export function shouldCloseSheet(transcript: string): boolean {
  return transcript.trim().length > SHEET_CLOSE_MIN_CHARACTERS;
}

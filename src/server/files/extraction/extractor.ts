import type { TextCollector } from './text-collector.js';

export interface ExtractionContext {
  signal?: AbortSignal;
  /** Where the extractor puts the file's text, within the character budget. */
  text: TextCollector;
  /** Where extractors may write scratch files; the system temp directory unless given. */
  tempDirectory?: string;
  /** Told when a child process (LibreOffice) starts and exits, so a supervisor can kill it. */
  onChildProcess?: (pid: number, state: 'started' | 'exited') => void;
}

/**
 * What an extractor says besides its text: a sentence naming what could not be read, or null
 * when everything was. A file it cannot read at all is an `ExtractionFailure` thrown instead.
 */
export interface ExtractorOutcome {
  unreadable: string | null;
}

export type Extractor = (filePath: string, context: ExtractionContext) => Promise<ExtractorOutcome>;

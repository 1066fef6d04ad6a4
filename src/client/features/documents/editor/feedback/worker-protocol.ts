import type { FeedbackOptions, FeedbackReport, TextBlock } from '@shared/writing-feedback/index';

/** What the editor asks of the feedback worker: read these blocks with these options. */
export type AnalyzeRequest = {
  type: 'analyze';
  /** Increases with every request; an answer to an older one is stale. */
  id: number;
  blocks: TextBlock[];
  options: Omit<FeedbackOptions, 'speller'>;
};

/**
 * The worker's answers. `spelling` says whether spelling was checked (false while the dictionary
 * loads; a second answer to the same request follows once it has loaded).
 */
export type AnalyzeResponse =
  | { type: 'report'; id: number; report: FeedbackReport; spelling: boolean; milliseconds: number }
  | { type: 'failed'; id: number; message: string };

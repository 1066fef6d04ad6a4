import type { FeedbackOptions } from '../../shared/writing-feedback/index.js';
import type { StoredFeedback } from '../db/schema.js';

/** What the main thread asks the feedback thread: the stored markdown and what else the checks read. */
export interface ThreadRequest {
  id: number;
  content: string;
  options: Omit<FeedbackOptions, 'speller'>;
}

export type ThreadResponse = { id: number; feedback: StoredFeedback } | { id: number; error: string };

import type { FeedbackOptions, FeedbackReport, TextBlock } from '../../shared/writing-feedback/index.js';
import type { StoredFeedback } from '../db/schema.js';

/**
 * What the main thread asks the feedback thread: a document's counts at a save (`measure`, the
 * stored markdown), or a text's whole report for the public API (`analyze`, blocks already read).
 */
export type ThreadQuestion =
  | { kind: 'measure'; content: string; options: Omit<FeedbackOptions, 'speller'> }
  | { kind: 'analyze'; blocks: TextBlock[]; options: Omit<FeedbackOptions, 'speller'> };

export type ThreadRequest = ThreadQuestion & { id: number };

export type ThreadAnswer = { kind: 'measure'; feedback: StoredFeedback } | { kind: 'analyze'; report: FeedbackReport };

export type ThreadResponse = ({ id: number } & ThreadAnswer) | { id: number; error: string };

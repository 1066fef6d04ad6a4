import type { FeedbackOptions, StyleRulesInput } from '../../shared/writing-feedback/index.js';
import type { StyleRuleFile } from '../../shared/writing-feedback/style-rules/index.js';
import type { Executor } from '../db/database.js';
import type { clients, StoredFeedback } from '../db/schema.js';
import { measureInThread } from './feedback-thread-client.js';
import { readFeedbackInputs, type ClientRules } from './read-feedback-inputs.js';

/** What the feedback of a document depends on besides the workspace's dictionary. */
export interface FeedbackSubject {
  /** The stored markdown. */
  content: string;
  /** Its client's brand rules apply. */
  clientId: number | null;
  /** Words a writer is meant to repeat. */
  focusKeyphrase: string | null;
  ignoredFindings: readonly string[];
}

/**
 * The writing feedback of a document's text as the editor shows it (the same engine over the same
 * blocks), with this workspace's words, the client's brand rules and style rules, the focus
 * keyphrase and the findings the writer ignored; stored with the document at every save. Measured
 * in the feedback thread (feedback-thread.ts), so a long text never holds up other requests; null
 * when it could not be measured in time, and the save goes on.
 */
export async function measureFeedback(db: Executor, workspaceId: number, subject: FeedbackSubject): Promise<StoredFeedback | null> {
  return (await startMeasuringFeedback(db, workspaceId, subject)).feedback;
}

/**
 * measureFeedback without waiting for the thread: reads what the checks need, hands the text to
 * the thread and answers at once with the measurement to await, so the caller can score the same
 * text on this thread meanwhile (scoreContent). A save of 50,000 words did the two one after the
 * other (docs/benchmarks.md). The measurement never rejects: null when it could not be made.
 */
export async function startMeasuringFeedback(
  db: Executor,
  workspaceId: number,
  subject: FeedbackSubject,
): Promise<{ feedback: Promise<StoredFeedback | null> }> {
  const options = await feedbackOptionsOf(db, workspaceId, subject);
  return { feedback: measureInThread({ content: subject.content, options }) };
}

/**
 * What the checks read besides the text, for this workspace: its words, the client's brand rules
 * (with its key messages when asked: the stored counts do not need them) and style rules, the
 * focus keyphrase and the ignored findings. Another workspace's client is simply not found.
 */
export async function feedbackOptionsOf(
  db: Executor,
  workspaceId: number,
  subject: Omit<FeedbackSubject, 'content'> & { withKeyMessages?: boolean },
): Promise<Omit<FeedbackOptions, 'speller'>> {
  const { dictionary, styleRuleFiles, client } = await readFeedbackInputs(db, workspaceId, subject.clientId);
  const brand = client && {
    name: client.name,
    bannedTerms: client.bannedTerms,
    preferredTerms: client.preferredTerms,
    ...(subject.withKeyMessages ? { keyMessages: client.keyMessages } : {}),
  };
  const styleRules = styleRulesOf(styleRuleFiles, client);
  return {
    dictionary,
    brand,
    styleRules,
    expectedWords: subject.focusKeyphrase ? [subject.focusKeyphrase] : [],
    ignored: [...subject.ignoredFindings],
  };
}

/** The client's fields the stored counts read (readFeedbackInputs' client, key messages aside). */
const CLIENT_FIELDS_READ = ['name', 'bannedTerms', 'preferredTerms', 'styleGuide', 'disabledStyleRules'] as const;
type ClientFieldsRead = Pick<typeof clients.$inferSelect, (typeof CLIENT_FIELDS_READ)[number]>;

/** Whether an edit of a client changes what its documents' stored feedback counts read. */
export function changesClientFeedback(before: ClientFieldsRead, after: ClientFieldsRead): boolean {
  return CLIENT_FIELDS_READ.some((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]));
}

/** The client's preset and the workspace's own rules (ADR 0031); none when there are neither. */
function styleRulesOf(files: StyleRuleFile[], client: ClientRules | null): StyleRulesInput | null {
  const preset = client?.styleGuide ?? null;
  if (preset === null && files.length === 0) return null;
  return { preset, files, disabled: client?.disabledStyleRules ?? [] };
}

import type { Document, Template } from '@shared/contract/documents';
import { DEFAULT_DOCUMENT_TITLE } from '@shared/limits';

/** What the editor lets the user change. */
export type EditorDraft = {
  title: string;
  content: string;
  personalityId: number | null;
  /** The project it is written for (which implies its client), or a client without a project. */
  projectId: number | null;
  clientId: number | null;
  /** The writer's target length in words, or null. */
  wordGoal: number | null;
} & SeoDraft;

/** The document's SEO fields as the editor holds them: always valid to send (SeoSettings cleans them). */
export type SeoDraft = {
  focusKeyphrase: string | null;
  seoTitle: string | null;
  metaDescription: string | null;
  slug: string | null;
};

const NO_SEO: SeoDraft = { focusKeyphrase: null, seoTitle: null, metaDescription: null, slug: null };

export function draftFromDocument(document: Document): EditorDraft {
  return {
    title: document.title,
    content: document.content,
    personalityId: document.personalityId,
    projectId: document.projectId,
    clientId: document.clientId,
    wordGoal: document.wordGoal,
    focusKeyphrase: document.focusKeyphrase,
    seoTitle: document.seoTitle,
    metaDescription: document.metaDescription,
    slug: document.slug,
  };
}

/** Spec §2: with no id the editor starts as a new document titled "Untitled Document". */
export function blankDraft(personalityId: number): EditorDraft {
  return { title: DEFAULT_DOCUMENT_TITLE, content: '', personalityId, projectId: null, clientId: null, wordGoal: null, ...NO_SEO };
}

/** Starting from a template: its name, its content and its personality (else the default). */
export function draftFromTemplate(template: Template, fallbackPersonalityId: number): EditorDraft {
  return {
    title: template.name,
    content: template.content,
    personalityId: template.personalityId ?? fallbackPersonalityId,
    projectId: null,
    clientId: null,
    wordGoal: null,
    ...NO_SEO,
  };
}

export const DRAFT_FIELDS = [
  'title',
  'content',
  'personalityId',
  'projectId',
  'clientId',
  'wordGoal',
  'focusKeyphrase',
  'seoTitle',
  'metaDescription',
  'slug',
] as const;

export function sameDraft(a: EditorDraft, b: EditorDraft): boolean {
  return DRAFT_FIELDS.every((field) => a[field] === b[field]);
}

/** What a save must send: only the fields that changed, so a title-only save does not re-send (and re-score) the content. */
export function changedFields(saved: EditorDraft, draft: EditorDraft): Partial<EditorDraft> {
  return Object.fromEntries(DRAFT_FIELDS.filter((field) => draft[field] !== saved[field]).map((field) => [field, draft[field]]));
}

/** The fields of a co-edited document saved by PATCH: all but the text, which the shared document carries. */
type FieldName = Exclude<(typeof DRAFT_FIELDS)[number], 'content'>;

/**
 * What a co-edited document's save sends (ADR 0045): the changed title and settings, and the
 * saved value each change was made on, so the server refuses a change of a field someone else
 * changed meanwhile rather than replacing theirs.
 */
export function changedFieldsWithBase(saved: EditorDraft, draft: EditorDraft) {
  const { content: _content, ...changes } = changedFields(saved, draft);
  const fields = Object.keys(changes) as FieldName[];
  return { changes, baseValues: Object.fromEntries(fields.map((field) => [field, saved[field]])) as Partial<Pick<EditorDraft, FieldName>> };
}

/**
 * After a change was refused because someone else changed those fields (409, ADR 0045): their
 * saved title and settings become the baseline, and the editor shows theirs in every field it
 * refused and every field the writer has not changed since `sent` was saved; the writer's other
 * changes stay, to be saved next. The text is the shared document's and stays as it is.
 */
export function takeTheirFields(
  current: { draft: EditorDraft; baseline: EditorDraft },
  theirs: EditorDraft,
  refused: readonly string[],
): { draft: EditorDraft; baseline: EditorDraft } {
  const draft = { ...current.draft };
  const baseline = { ...current.baseline };
  for (const field of DRAFT_FIELDS) {
    if (field === 'content') continue;
    if (refused.includes(field) || current.draft[field] === current.baseline[field]) Object.assign(draft, { [field]: theirs[field] });
    Object.assign(baseline, { [field]: theirs[field] });
  }
  return { draft, baseline };
}

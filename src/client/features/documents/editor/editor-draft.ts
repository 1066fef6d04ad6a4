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

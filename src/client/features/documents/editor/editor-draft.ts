import type { Document, Template } from '@shared/contract/documents';
import { DEFAULT_DOCUMENT_TITLE } from '@shared/limits';

/** What the editor lets the user change. */
export type EditorDraft = { title: string; content: string; personalityId: number | null };

export function draftFromDocument(document: Document): EditorDraft {
  return { title: document.title, content: document.content, personalityId: document.personalityId };
}

/** Spec §2: with no id the editor starts as a new document titled "Untitled Document". */
export function blankDraft(personalityId: number): EditorDraft {
  return { title: DEFAULT_DOCUMENT_TITLE, content: '', personalityId };
}

/** Starting from a template: its name, its content and its personality (else the default). */
export function draftFromTemplate(template: Template, fallbackPersonalityId: number): EditorDraft {
  return {
    title: template.name,
    content: template.content,
    personalityId: template.personalityId ?? fallbackPersonalityId,
  };
}

export function sameDraft(a: EditorDraft, b: EditorDraft): boolean {
  return a.title === b.title && a.content === b.content && a.personalityId === b.personalityId;
}

/** What a save must send: only the fields that changed, so a title-only save does not re-send (and re-score) the content. */
export function changedFields(saved: EditorDraft, draft: EditorDraft): Partial<EditorDraft> {
  return {
    ...(draft.title === saved.title ? {} : { title: draft.title }),
    ...(draft.content === saved.content ? {} : { content: draft.content }),
    ...(draft.personalityId === saved.personalityId ? {} : { personalityId: draft.personalityId }),
  };
}

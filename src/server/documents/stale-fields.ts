import type { DocumentBaseValues, DocumentField } from '../../shared/contract/documents.js';

/** How the 409's message names each field, as the editor labels it. */
const FIELD_NAMES: Record<DocumentField, string> = {
  title: 'title',
  personalityId: 'personality',
  projectId: 'project',
  clientId: 'client',
  wordGoal: 'word goal',
  focusKeyphrase: 'focus keyphrase',
  seoTitle: 'SEO title',
  metaDescription: 'meta description',
  slug: 'slug',
};

/**
 * The fields whose stored value is no longer the one a change was made on (ADR 0045): someone
 * else changed them meanwhile. Fields not given are not checked.
 */
export function staleFields(stored: Required<DocumentBaseValues>, base: DocumentBaseValues | undefined): DocumentField[] {
  if (!base) return [];
  return (Object.keys(FIELD_NAMES) as DocumentField[]).filter((field) => base[field] !== undefined && base[field] !== stored[field]);
}

/** "Someone else changed the title and the SEO title after you opened this document. …" */
export function staleFieldsMessage(fields: DocumentField[]): string {
  const names = fields.map((field) => `the ${FIELD_NAMES[field]}`);
  const listed = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  return `Someone else changed ${listed} after you opened this document. Their change is kept and shown now; make yours again if you still want it.`;
}

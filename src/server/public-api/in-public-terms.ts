import { HttpError } from '../http-error.js';

/** The editor's field names and the public API's, for the services' 400s and 409s. */
const PUBLIC_NAMES: Record<string, string> = {
  personalityId: 'personality_id',
  projectId: 'project_id',
  clientId: 'brand_id',
  wordGoal: 'word_goal',
  focusKeyphrase: 'focus_keyphrase',
  seoTitle: 'seo_title',
  metaDescription: 'meta_description',
  baseVersion: 'base_version',
};

/**
 * The document services speak the editor's API (camelCase fields, the document in a 409): a
 * public API caller gets the same refusal in its own terms.
 */
export function inPublicTerms(error: unknown): unknown {
  if (!(error instanceof HttpError) || !('error' in error.body)) return error;
  const { error: message, field, document: _document, ...rest } = error.body;
  const rename = (text: string) => text.replace(/\b(personalityId|projectId|clientId|wordGoal|focusKeyphrase|seoTitle|metaDescription|baseVersion)\b/g, (name) => PUBLIC_NAMES[name]!);
  const body = { ...rest, error: rename(message), ...(field ? { field: rename(field) } : {}) };
  if (error.statusCode === 409) Object.assign(body, { code: 'version_conflict' });
  return new HttpError(error.statusCode, body, error.headers);
}

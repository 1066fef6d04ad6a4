import { SLUG_MAX_LENGTH } from '@shared/limits';

/**
 * A URL slug from any text: "Spring Launch — Plan!" → "spring-launch-plan". Accents lose their
 * marks (é → e), anything else that is not a letter or digit becomes one hyphen, and the result
 * is cut at a hyphen within the limit. Always matches the server's SLUG_PATTERN, or is empty.
 */
export function slugify(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/\p{Mark}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (slug.length <= SLUG_MAX_LENGTH) return slug;
  const cut = slug.slice(0, SLUG_MAX_LENGTH + 1);
  const lastHyphen = cut.lastIndexOf('-');
  return (lastHyphen > 0 ? cut.slice(0, lastHyphen) : cut.slice(0, SLUG_MAX_LENGTH)).replace(/-+$/, '');
}

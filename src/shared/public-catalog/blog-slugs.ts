/**
 * The published blog posts' URL slugs (/blog/{slug}). Shared so the server answers an unknown
 * slug with a 404 status and the pre-renderer knows every post page; the client keys each post's
 * content by these, so a slug without an article (or an article without a slug) fails to compile.
 */
export const blogSlugs = [
  'brand-voice-that-scales',
  'seo-briefs-that-rank',
  'agency-client-workflows',
  'dictation-for-writers',
] as const;

export type BlogSlug = (typeof blogSlugs)[number];

const slugSet: ReadonlySet<string> = new Set(blogSlugs);

export function isBlogSlug(value: string): value is BlogSlug {
  return slugSet.has(value);
}

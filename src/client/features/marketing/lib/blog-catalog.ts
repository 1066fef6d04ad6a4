import type { BlogPost } from '../content/types.js';

/** The categories that have posts, in the order they first appear. */
export function blogCategories(posts: readonly BlogPost[]): string[] {
  return [...new Set(posts.map((post) => post.category))];
}

/**
 * The category a ?category= value selects: one of `categories` (matched case-insensitively, so a
 * hand-typed link works) or null for "All". An unknown value also reads as "All", not as an empty list.
 */
export function parseBlogCategory(value: string | null, categories: readonly string[]): string | null {
  if (!value) return null;
  const wanted = value.trim().toLowerCase();
  return categories.find((category) => category.toLowerCase() === wanted) ?? null;
}

export type BlogListing = { featured: BlogPost | undefined; regular: BlogPost[] };

/**
 * The posts shown for a category (null: all), newest first. The featured post leads the listing
 * whenever it belongs to the chosen category; it never appears twice.
 */
export function listBlogPosts(posts: readonly BlogPost[], category: string | null): BlogListing {
  const matching = posts
    .filter((post) => category === null || post.category === category)
    .toSorted((a, b) => b.date.localeCompare(a.date));
  const featured = matching.find((post) => post.featured);
  return { featured, regular: matching.filter((post) => post !== featured) };
}

export function findBlogPost(posts: readonly BlogPost[], slug: string | undefined): BlogPost | undefined {
  return slug === undefined ? undefined : posts.find((post) => post.slug === slug);
}

import { describe, expect, it } from 'vitest';
import type { BlogPost } from '../content/types.js';
import { blogCategories, findBlogPost, listBlogPosts, parseBlogCategory } from './blog-catalog.js';

function post(slug: BlogPost['slug'], category: string, date: string, featured = false): BlogPost {
  return { slug, title: slug, excerpt: '', author: 'A. Writer', date, readTime: '3 min read', category, featured, body: [] };
}

const posts: BlogPost[] = [
  post('brand-voice-that-scales', 'AI Writing', '2026-11-12', true),
  post('seo-briefs-that-rank', 'SEO', '2026-10-28'),
  post('agency-client-workflows', 'Agency Tips', '2026-10-09'),
  post('dictation-for-writers', 'AI Writing', '2026-09-17'),
];

describe('blogCategories', () => {
  it('lists each category once, in order of first appearance', () => {
    expect(blogCategories(posts)).toEqual(['AI Writing', 'SEO', 'Agency Tips']);
  });
});

describe('parseBlogCategory', () => {
  const categories = blogCategories(posts);

  it('reads a known category, whatever its case', () => {
    expect(parseBlogCategory('SEO', categories)).toBe('SEO');
    expect(parseBlogCategory('ai writing', categories)).toBe('AI Writing');
  });

  it('treats a missing, empty or unknown category as "All"', () => {
    expect(parseBlogCategory(null, categories)).toBeNull();
    expect(parseBlogCategory('', categories)).toBeNull();
    expect(parseBlogCategory('Recipes', categories)).toBeNull();
  });
});

describe('listBlogPosts', () => {
  it('shows the featured post first and the others newest first when no category is chosen', () => {
    const { featured, regular } = listBlogPosts(posts, null);
    expect(featured?.slug).toBe('brand-voice-that-scales');
    expect(regular.map((p) => p.slug)).toEqual(['seo-briefs-that-rank', 'agency-client-workflows', 'dictation-for-writers']);
  });

  it('narrows the listing to one category, keeping the featured post when it belongs', () => {
    const aiWriting = listBlogPosts(posts, 'AI Writing');
    expect(aiWriting.featured?.slug).toBe('brand-voice-that-scales');
    expect(aiWriting.regular.map((p) => p.slug)).toEqual(['dictation-for-writers']);

    const seo = listBlogPosts(posts, 'SEO');
    expect(seo.featured).toBeUndefined();
    expect(seo.regular.map((p) => p.slug)).toEqual(['seo-briefs-that-rank']);
  });

  it('does not reorder the posts it was given', () => {
    const before = posts.map((p) => p.slug);
    listBlogPosts(posts, null);
    expect(posts.map((p) => p.slug)).toEqual(before);
  });
});

describe('findBlogPost', () => {
  it('finds a post by its slug and nothing for an unknown or missing slug', () => {
    expect(findBlogPost(posts, 'seo-briefs-that-rank')?.category).toBe('SEO');
    expect(findBlogPost(posts, 'no-such-post')).toBeUndefined();
    expect(findBlogPost(posts, undefined)).toBeUndefined();
  });
});

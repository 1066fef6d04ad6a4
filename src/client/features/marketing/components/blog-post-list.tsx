import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import type { BlogPost } from '../content/types';
import { blogCategories, listBlogPosts, parseBlogCategory } from '../lib/blog-catalog';
import { useHydrationSafeSearchParams } from '../lib/use-hydration-safe-search-params';
import { BlogPostCard } from './blog-post-card';
import { SectionShell } from './section-shell';

const CATEGORY_PARAM = 'category';

/** The post listing with its category filter; the choice lives in ?category= so a filtered view can be shared. */
export function BlogPostList({ id, heading, posts }: { id: string; heading: string; posts: BlogPost[] }) {
  const [, setSearchParams] = useSearchParams();
  const searchParams = useHydrationSafeSearchParams();
  const categories = blogCategories(posts);
  const category = parseBlogCategory(searchParams.get(CATEGORY_PARAM), categories);
  const { featured, regular } = listBlogPosts(posts, category);
  const count = regular.length + (featured ? 1 : 0);
  // One string: an empty text node beside the count would not survive hydration.
  const summary = `${count === 1 ? '1 post' : `${count} posts`}${category ? ` in ${category}` : ''}`;

  function choose(next: string | null) {
    setSearchParams(
      (params) => {
        const updated = new URLSearchParams(params);
        if (next === null) updated.delete(CATEGORY_PARAM);
        else updated.set(CATEGORY_PARAM, next);
        return updated;
      },
      { preventScrollReset: true },
    );
  }

  return (
    <SectionShell id={id} heading={heading}>
      <div role="group" aria-label="Filter posts by category" className="flex flex-wrap justify-center gap-2">
        {[null, ...categories].map((option) => (
          <Button
            key={option ?? 'all'}
            type="button"
            size="sm"
            variant={option === category ? 'default' : 'outline'}
            aria-pressed={option === category}
            onClick={() => choose(option)}
          >
            {option ?? 'All'}
          </Button>
        ))}
      </div>
      <p role="status" className="mt-4 text-center text-sm text-muted-foreground">
        {summary}
      </p>
      <div className="mt-8 grid gap-6">
        {featured ? <BlogPostCard post={featured} featured /> : null}
        {regular.length ? (
          <ul className="grid gap-6 md:grid-cols-3">
            {regular.map((post) => (
              <li key={post.slug}>
                <BlogPostCard post={post} />
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </SectionShell>
  );
}

import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import type { BlogPost } from '../content/types';
import { BlogPostCard, BlogPostMeta } from './blog-post-card';

const SUBHEADING = '## ';

/** One post at its own URL: the full article, then the other posts to read next. */
export function BlogArticle({ post, morePosts }: { post: BlogPost; morePosts: BlogPost[] }) {
  return (
    <>
      <article className="mx-auto w-full max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
        <Link
          to="/blog"
          className="inline-flex items-center gap-1.5 rounded-sm text-sm font-medium text-muted-foreground hover:text-foreground"
        >
          <ArrowLeft className="size-4" aria-hidden />
          All posts
        </Link>
        <p className="mt-8">
          <Link
            to={`/blog?category=${encodeURIComponent(post.category)}`}
            className="rounded-full bg-muted px-2.5 py-0.5 text-xs font-medium text-muted-foreground hover:text-foreground"
          >
            {post.category}
          </Link>
        </p>
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-balance sm:text-5xl">{post.title}</h1>
        <BlogPostMeta post={post} className="mt-4" />
        <p className="mt-8 text-lg leading-relaxed text-foreground sm:text-xl">{post.excerpt}</p>
        <div className="mt-8 grid gap-5 leading-relaxed">
          {post.body.map((block) =>
            block.startsWith(SUBHEADING) ? (
              <h2 key={block} className="mt-4 text-2xl font-semibold tracking-tight">
                {block.slice(SUBHEADING.length)}
              </h2>
            ) : (
              <p key={block} className="text-muted-foreground">
                {block}
              </p>
            ),
          )}
        </div>
      </article>
      {morePosts.length ? (
        <section aria-labelledby="more-posts-heading" className="border-t bg-muted/40">
          <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
            <h2 id="more-posts-heading" className="text-2xl font-semibold tracking-tight">
              Keep reading
            </h2>
            <ul className="mt-8 grid gap-6 md:grid-cols-3">
              {morePosts.map((other) => (
                <li key={other.slug}>
                  <BlogPostCard post={other} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}
    </>
  );
}

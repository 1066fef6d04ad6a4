import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { cn } from '@/lib/cn';
import type { BlogPost } from '../content/types';
import { formatCalendarDate } from '../lib/format-calendar-date';

export function BlogPostMeta({ post, className }: { post: BlogPost; className?: string }) {
  return (
    <p className={cn('flex flex-wrap gap-x-2 gap-y-1 text-sm text-muted-foreground', className)}>
      <span>{post.author}</span>
      <span aria-hidden>·</span>
      <time dateTime={post.date}>{formatCalendarDate(post.date)}</time>
      <span aria-hidden>·</span>
      <span>{post.readTime}</span>
    </p>
  );
}

/** A post in the listing; the featured one is larger and spans the grid. */
export function BlogPostCard({ post, featured = false }: { post: BlogPost; featured?: boolean }) {
  return (
    <article
      className={cn(
        'flex h-full flex-col rounded-xl border bg-card p-6 shadow-xs',
        featured && 'border-primary/30 bg-gradient-to-br from-secondary/60 to-card sm:p-10',
      )}
    >
      <div className="flex flex-wrap items-center gap-2">
        {featured ? (
          <span className="rounded-full bg-primary px-2.5 py-0.5 text-xs font-medium text-primary-foreground">Featured</span>
        ) : null}
        <span className="rounded-full bg-muted px-2.5 py-0.5 text-xs font-medium text-muted-foreground">{post.category}</span>
      </div>
      <h3 className={cn('mt-4 font-semibold tracking-tight', featured ? 'text-2xl sm:text-3xl' : 'text-lg')}>{post.title}</h3>
      <p className={cn('mt-3 flex-1 leading-relaxed text-muted-foreground', featured ? 'text-base sm:text-lg' : 'text-sm')}>
        {post.excerpt}
      </p>
      <BlogPostMeta post={post} className="mt-4" />
      <Link
        to={`/blog/${post.slug}`}
        className="mt-5 inline-flex w-fit items-center gap-1.5 rounded-sm text-sm font-semibold text-primary underline-offset-4 hover:underline"
      >
        Read More<span className="sr-only"> about {post.title}</span>
        <ArrowRight className="size-4" aria-hidden />
      </Link>
    </article>
  );
}

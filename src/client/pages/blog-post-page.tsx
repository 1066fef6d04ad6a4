import { Link, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { BlogArticle } from '@/features/marketing/components/blog-article';
import { blogPosts } from '@/features/marketing/content/blog';
import { findBlogPost } from '@/features/marketing/lib/blog-catalog';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /blog/{slug}: the full article; an unknown slug is a 404 here as on the server. */
export default function BlogPostPage() {
  const { slug } = useParams();
  const post = findBlogPost(blogPosts, slug);
  useDocumentTitle(post ? post.title : 'Page not found');

  if (!post) {
    return (
      <div className="flex flex-1 flex-col items-center justify-center px-4 py-24 text-center">
        <p className="text-7xl font-bold tracking-tight text-primary/20 sm:text-8xl" aria-hidden>
          404
        </p>
        <h1 className="mt-4 text-2xl font-semibold tracking-tight sm:text-3xl">404 Page Not Found</h1>
        <p className="mt-3 max-w-md text-muted-foreground">That article doesn&apos;t exist or has moved.</p>
        <Button asChild size="lg" className="mt-8">
          <Link to="/blog">Browse all articles</Link>
        </Button>
      </div>
    );
  }
  return <BlogArticle post={post} morePosts={blogPosts.filter((other) => other.slug !== post.slug).slice(0, 3)} />;
}

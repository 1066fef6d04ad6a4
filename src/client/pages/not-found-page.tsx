import { Link } from 'react-router';
import { Home } from 'lucide-react';
import { Logo } from '@/components/logo';
import { Button } from '@/components/ui/button';
import { useDocumentTitle } from '@/lib/use-document-title';

export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="mx-auto w-full max-w-7xl px-4 py-4 sm:px-6">
        <Logo to="/" />
      </header>
      <main className="flex flex-1 flex-col items-center justify-center px-4 pb-24 text-center">
        <p className="text-7xl font-bold tracking-tight text-primary/20 sm:text-8xl" aria-hidden>
          404
        </p>
        <h1 className="mt-4 text-2xl font-semibold tracking-tight sm:text-3xl">404 Page Not Found</h1>
        <p className="mt-3 max-w-md text-muted-foreground">
          The page you are looking for doesn&apos;t exist or has moved.
        </p>
        <Button asChild size="lg" className="mt-8">
          <Link to="/">
            <Home aria-hidden />
            Go to home page
          </Link>
        </Button>
      </main>
    </div>
  );
}

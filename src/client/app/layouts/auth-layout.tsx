import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { Logo } from '@/components/logo';
import { PageSpinner } from '@/components/page-spinner';
import { APP_NAME } from '@/lib/app-name';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

/** The sign-in family of screens: the logo, one centred card, nothing to distract. */
export function AuthLayout() {
  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-b from-secondary/60 via-background to-background">
      <SkipLink />
      <header className="mx-auto w-full max-w-7xl px-4 py-4 sm:px-6">
        <Logo to="/" />
      </header>
      <main id={MAIN_CONTENT_ID} className="flex flex-1 items-start justify-center px-4 py-8 sm:items-center sm:py-12">
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      <footer className="px-4 py-6 text-center text-sm text-muted-foreground">
        © {new Date().getFullYear()} {APP_NAME}
      </footer>
    </div>
  );
}

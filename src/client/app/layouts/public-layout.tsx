import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageSpinner } from '@/components/page-spinner';
import type { NavLinkItem } from './nav-links';
import { PublicTopBar } from './public-top-bar';
import { SiteFooter } from './site-footer';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import { useScrollOnNavigate } from './use-scroll-on-navigate';

/** `topBarLinks` replaces the top bar's usual links (the careers page has its own, spec §2). */
export function PublicLayout({ topBarLinks }: { topBarLinks?: NavLinkItem[] }) {
  useScrollOnNavigate();
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <PublicTopBar links={topBarLinks} />
      <main id={MAIN_CONTENT_ID} className="flex flex-1 flex-col">
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
    </div>
  );
}

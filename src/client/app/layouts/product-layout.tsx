import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageSpinner } from '@/components/page-spinner';
import { TooltipProvider } from '@/components/ui/tooltip';
import { EmailVerificationBanner } from '@/features/auth/components/email-verification-banner';
import { UnsavedChangesProvider } from '@/lib/unsaved-changes/unsaved-changes-provider';
import { ProductHeader } from './product-header';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import { TwoFactorRequiredRedirect } from './two-factor-required-redirect';

/*
 * The tooltip provider lives here rather than in the app provider: Radix Tooltip brings
 * floating-ui along, which the landing page's JavaScript budget cannot carry.
 */
export function ProductLayout() {
  return (
    <TooltipProvider>
      <UnsavedChangesProvider>
        <div className="flex min-h-dvh flex-col bg-muted/30">
          <SkipLink />
          <TwoFactorRequiredRedirect />
          <ProductHeader />
          <EmailVerificationBanner />
          <main id={MAIN_CONTENT_ID} className="flex flex-1 flex-col">
            <Suspense fallback={<PageSpinner />}>
              <Outlet />
            </Suspense>
          </main>
        </div>
      </UnsavedChangesProvider>
    </TooltipProvider>
  );
}

import { lazy } from 'react';
import { editorDocumentId } from '@/lib/editor-path';
import { startEarlyGet } from '@/lib/early-request';
import { preloadLazy } from './resolve-lazy';

/*
 * Every screen but the landing page is its own chunk, so the first visit downloads only what the
 * landing page needs (DESIGN.md budget: 120 KB of JavaScript, gzipped).
 */
export const MobilePage = lazy(() => import('@/pages/mobile-page').then((m) => ({ default: m.MobilePage })));
export const EnterprisePage = lazy(() =>
  import('@/pages/enterprise-page').then((m) => ({ default: m.EnterprisePage })),
);
export const LoginPage = lazy(() => import('@/pages/login-page').then((m) => ({ default: m.LoginPage })));
export const SignupPage = lazy(() => import('@/pages/signup-page').then((m) => ({ default: m.SignupPage })));
export const ForgotPasswordPage = lazy(() =>
  import('@/pages/forgot-password-page').then((m) => ({ default: m.ForgotPasswordPage })),
);
export const ResetPasswordPage = lazy(() =>
  import('@/pages/reset-password-page').then((m) => ({ default: m.ResetPasswordPage })),
);
export const VerifyEmailPage = lazy(() => import('@/pages/verify-email-page').then((m) => ({ default: m.VerifyEmailPage })));
export const ConfirmEmailChangePage = lazy(() =>
  import('@/pages/confirm-email-change-page').then((m) => ({ default: m.ConfirmEmailChangePage })),
);
export const MasterLoginPage = lazy(() =>
  import('@/pages/master-login-page').then((m) => ({ default: m.MasterLoginPage })),
);
export const NotFoundPage = lazy(() => import('@/pages/not-found-page').then((m) => ({ default: m.NotFoundPage })));
export const AuthLayout = lazy(() => import('./layouts/auth-layout').then((m) => ({ default: m.AuthLayout })));
export const ProductLayout = lazy(() => {
  /*
   * A signed-in first visit: the screen's chunk (and the dashboard's data) is fetched alongside
   * the layout's rather than after the layout renders. The screen's own lazy load reports a
   * failure, so this one stays quiet.
   */
  loadProductPage(window.location.pathname)?.catch(() => undefined);
  return import('./layouts/product-layout').then((m) => ({ default: m.ProductLayout }));
});
export const WorkspaceLayout = lazy(() =>
  import('./layouts/workspace-layout').then((m) => ({ default: m.WorkspaceLayout })),
);

const loadDashboardPage = () => import('@/pages/dashboard-page');
const loadEditorPage = () => import('@/pages/editor-page');
const loadAnalyticsPage = () => import('@/pages/analytics-page');
const loadTemplatesPage = () => import('@/pages/templates-page');

export const DashboardPage = lazy(() => loadDashboardPage().then((m) => ({ default: m.DashboardPage })));
export const EditorPage = lazy(() => loadEditorPage().then((m) => ({ default: m.EditorPage })));
export const AnalyticsPage = lazy(() => loadAnalyticsPage().then((m) => ({ default: m.AnalyticsPage })));
export const TemplatesPage = lazy(() => loadTemplatesPage().then((m) => ({ default: m.TemplatesPage })));
// Default exports (see the pages): the landing entry, which holds these lines, has no bytes to spare.
export const ClientsPage = lazy(() => import('@/pages/clients-page'));
export const FilesPage = lazy(() => import('@/pages/files-page'));
export const ProjectsPage = lazy(() => import('@/pages/projects-page'));
export const ContactPage = lazy(() => import('@/pages/contact-page'));
export const SupportPage = lazy(() => import('@/pages/support-page'));
export const BlogPage = lazy(() => import('@/pages/blog-page'));
export const BlogPostPage = lazy(() => import('@/pages/blog-post-page'));
export const CommunityPage = lazy(() => import('@/pages/community-page'));
export const AboutPage = lazy(() => import('@/pages/about-page'));
export const CareersPage = lazy(() => import('@/pages/careers-page'));
export const PrivacyPage = lazy(() => import('@/pages/privacy-page'));
export const TermsPage = lazy(() => import('@/pages/terms-page'));
export const CookiesPage = lazy(() => import('@/pages/cookies-page'));
export const VoiceTestPage = lazy(() =>
  import('@/pages/voice-test-page').then((m) => ({ default: m.VoiceTestPage })),
);
export const ComparisonPage = lazy(() => import('@/pages/comparison-page'));
export const DemoPage = lazy(() => import('@/pages/demo-page'));
export const PricingPage = lazy(() => import('@/pages/pricing-page'));
export const FeaturesPage = lazy(() => import('@/pages/features-page'));
export const IntegrationsPage = lazy(() => import('@/pages/integrations-page'));
export const SecurityPage = lazy(() => import('@/pages/security-page'));
export const StatusPage = lazy(() => import('@/pages/status-page'));
export const ApiDocsPage = lazy(() => import('@/pages/api-docs-page'));
export const SubscriptionPage = lazy(() => import('@/pages/subscription-page'));
export const SettingsPage = lazy(() => import('@/pages/settings-page'));
export const InvitePage = lazy(() => import('@/pages/invite-page'));
export const ReviewPage = lazy(() => import('@/pages/review-page'));
export const AdminPage = lazy(() => import('@/pages/admin-page'));

const isEditorPath = (pathname: string) => pathname === '/editor' || pathname.startsWith('/editor/');

/** The product screen at `pathname` whose code (and data) is loaded before it renders, if any. */
function productPageAt(pathname: string) {
  if (pathname === '/dashboard') return DashboardPage;
  if (isEditorPath(pathname)) return EditorPage;
  if (pathname === '/analytics') return AnalyticsPage;
  if (pathname === '/templates') return TemplatesPage;
  return undefined;
}

/** Its first data: what the screen reads as it opens, requested alongside its code. */
function loadProductPageData(pathname: string): Promise<unknown> | undefined {
  if (pathname === '/dashboard') return loadDashboardPage().then((m) => m.prefetchDashboardData());
  if (isEditorPath(pathname)) return import('@/pages/editor-page-data').then((m) => m.prefetchEditorData(pathname));
  return undefined;
}

/** Its code, ready to render (resolve-lazy.ts), and, once the session is known, its first data. */
function loadProductPage(pathname: string): Promise<unknown> | undefined {
  const page = productPageAt(pathname);
  if (!page) return undefined;
  preloadLazy(page);
  return loadProductPageData(pathname);
}

/**
 * At start, while the session is still being checked: a product screen's code (and its layout's)
 * starts loading at once instead of after the check (measured: the editor opened ~250 ms later),
 * ready for React to render without suspending (resolve-lazy.ts), and its data as soon as the
 * check says someone is signed in, before React has rendered the layout that would ask for it
 * (ProductLayout above asks again: the requests are shared). Failures are left to the screens'
 * own loads.
 */
export function preloadProductPage(pathname: string, signedIn: Promise<boolean>): void {
  const page = productPageAt(pathname);
  if (!page) return;
  preloadLazy(page);
  import('./layouts/product-layout').catch(() => undefined);
  signedIn
    .then((yes) => {
      if (!yes) return undefined;
      // The one request of a screen not waiting for its data code: the opened document.
      const documentId = editorDocumentId(pathname);
      if (documentId !== null) startEarlyGet(`/api/documents/${documentId}`);
      return loadProductPageData(pathname);
    })
    .catch(() => undefined);
}

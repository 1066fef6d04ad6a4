import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { RequireAuth } from '@/features/auth/components/require-auth';
import { LandingPage } from '@/pages/landing-page';
import { ADMIN_CONSOLE_PATH, authPagePaths, productPagePaths, type publicPagePaths } from '@shared/routes';
import { AdminGate } from './layouts/admin-gate';
import { careersTopBarLinks } from './layouts/nav-links';
import { PublicLayout } from './layouts/public-layout';
import {
  AdminPage,
  AnalyticsPage,
  AuthLayout,
  ClientsPage,
  FilesPage,
  DashboardPage,
  EditorPage,
  EnterprisePage,
  ComparisonPage,
  DemoPage,
  PricingPage,
  FeaturesPage,
  IntegrationsPage,
  SecurityPage,
  StatusPage,
  ApiDocsPage,
  ForgotPasswordPage,
  InvitePage,
  ReviewPage,
  LoginPage,
  MasterLoginPage,
  MobilePage,
  NotFoundPage,
  ProductLayout,
  ProjectsPage,
  ResetPasswordPage,
  SignupPage,
  SubscriptionPage,
  SettingsPage,
  TemplatesPage,
  VerifyEmailPage,
  ConfirmEmailChangePage,
  VoiceTestPage,
  WorkspaceLayout,
  AboutPage,
  BlogPage,
  BlogPostPage,
  CareersPage,
  CommunityPage,
  ContactPage,
  CookiesPage,
  PrivacyPage,
  SupportPage,
  TermsPage,
} from './lazy-pages';

type PublicPagePath = (typeof publicPagePaths)[number];
type ProductPagePath = (typeof productPagePaths)[number];

/** Screens under the second navigation of spec §2. */
const workspaceRoutes = [
  { path: '/clients', element: <ClientsPage /> },
  { path: '/projects', element: <ProjectsPage /> },
  { path: '/files', element: <FilesPage /> },
] as const satisfies readonly { path: ProductPagePath; element: ReactNode }[];
type WorkspacePath = (typeof workspaceRoutes)[number]['path'];
const workspacePathList: readonly string[] = workspaceRoutes.map((route) => route.path);

/**
 * Keyed by the shared route table, so a public path added there without a page fails to compile.
 * Spec §2: the careers page has its own top bar (Home, About, Features, Contact), so its own layout.
 */
const publicPages: Record<Exclude<PublicPagePath, '/careers'>, ReactNode> = {
  '/': <LandingPage />,
  '/comparison': <ComparisonPage />,
  '/demo': <DemoPage />,
  '/pricing': <PricingPage />,
  '/contact': <ContactPage />,
  '/security': <SecurityPage />,
  '/status': <StatusPage />,
  '/api-docs': <ApiDocsPage />,
  '/privacy': <PrivacyPage />,
  '/terms': <TermsPage />,
  '/cookies': <CookiesPage />,
  '/features': <FeaturesPage />,
  '/integrations': <IntegrationsPage />,
  '/support': <SupportPage />,
  '/blog': <BlogPage />,
  '/community': <CommunityPage />,
  '/about': <AboutPage />,
  '/mobile': <MobilePage />,
  '/enterprise': <EnterprisePage />,
  '/voice-test': <VoiceTestPage />,
};

/** Keyed by the shared route table, so a product path added there without a screen fails to compile. */
const productPages: Record<Exclude<ProductPagePath, WorkspacePath>, ReactNode> = {
  '/dashboard': <DashboardPage />,
  '/editor': <EditorPage />,
  '/analytics': <AnalyticsPage />,
  '/templates': <TemplatesPage />,
  '/subscription': <SubscriptionPage />,
  '/settings': <SettingsPage />,
};

function isProductPagePath(path: ProductPagePath): path is keyof typeof productPages {
  return !workspacePathList.includes(path);
}

const authPages: Record<(typeof authPagePaths)[number], ReactNode> = {
  '/login': <LoginPage />,
  '/signup': <SignupPage />,
  '/forgot-password': <ForgotPasswordPage />,
  '/reset-password': <ResetPasswordPage />,
  '/verify-email': <VerifyEmailPage />,
  '/confirm-email-change': <ConfirmEmailChangePage />,
  '/master': <MasterLoginPage />,
};

/** Spec §2's route table (from src/shared/routes.ts) mapped to screens and their layouts. */
export const routes: RouteObject[] = [
  {
    element: <PublicLayout />,
    children: [
      ...Object.entries(publicPages).map(([path, element]) => (path === '/' ? { index: true, element } : { path, element })),
      // Unknown slugs render "404 Page Not Found" in the page; the server answers them with 404.
      { path: '/blog/:slug', element: <BlogPostPage /> },
    ],
  },
  {
    element: <PublicLayout topBarLinks={careersTopBarLinks} />,
    children: [{ path: '/careers', element: <CareersPage /> }],
  },
  {
    element: <AuthLayout />,
    children: [
      ...authPagePaths.map((path) => ({ path, element: authPages[path] })),
      // An invitation's mailed link (issue 18): open to visitors and signed-in users alike.
      { path: '/invite/:token', element: <InvitePage /> },
    ],
  },
  {
    element: (
      <RequireAuth>
        <ProductLayout />
      </RequireAuth>
    ),
    children: [
      ...productPagePaths.filter(isProductPagePath).map((path) => ({ path, element: productPages[path] })),
      // The same screen as /editor, so a new document keeps its state when it gets its id.
      { path: '/editor/:id', element: <EditorPage /> },
      {
        element: <WorkspaceLayout />,
        children: [...workspaceRoutes],
      },
    ],
  },
  // A client review link (issue 19): no account, no product navigation, only this document.
  { path: '/review/:token', element: <ReviewPage /> },
  // The master account's console; the 404 page for everyone else (AdminGate).
  { path: ADMIN_CONSOLE_PATH, element: <AdminGate />, children: [{ index: true, element: <AdminPage /> }] },
  { path: '*', element: <NotFoundPage /> },
];

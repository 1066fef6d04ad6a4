import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { RequireAuth } from '@/features/auth/components/require-auth';
import { LandingPage } from '@/pages/landing-page';
import {
  builtPublicPaths,
  type ComingSoonProductPath,
  type ComingSoonPublicPath,
  type ProductPagePath,
} from '@/pages/coming-soon-content';
import { authPagePaths, productPagePaths, publicPagePaths } from '../../shared/routes.js';
import { PublicLayout } from './layouts/public-layout';
import {
  AnalyticsPage,
  AuthLayout,
  DashboardPage,
  EditorPage,
  EnterprisePage,
  ForgotPasswordPage,
  LoginPage,
  MasterLoginPage,
  MobilePage,
  NotFoundPage,
  ProductComingSoonPage,
  ProductLayout,
  PublicComingSoonPage,
  SignupPage,
  TemplatesPage,
  WorkspaceLayout,
} from './lazy-pages';

const builtPaths: readonly string[] = builtPublicPaths;
function isComingSoonPublicPath(path: string): path is ComingSoonPublicPath {
  return !builtPaths.includes(path);
}

/** Screens under the second navigation of spec §2. */
const workspacePaths = ['/clients', '/projects', '/files'] as const satisfies readonly ComingSoonProductPath[];
const workspacePathList: readonly string[] = workspacePaths;

const comingSoonPublicRoutes: RouteObject[] = publicPagePaths
  .filter(isComingSoonPublicPath)
  .map((path) => ({ path, element: <PublicComingSoonPage path={path} /> }));

/** Keyed by the shared route table, so a product path added there without a screen fails to compile. */
const productPages: Record<Exclude<ProductPagePath, (typeof workspacePaths)[number]>, ReactNode> = {
  '/dashboard': <DashboardPage />,
  '/editor': <EditorPage />,
  '/analytics': <AnalyticsPage />,
  '/templates': <TemplatesPage />,
  '/subscription': <ProductComingSoonPage path="/subscription" />,
};

function isProductPagePath(path: ProductPagePath): path is keyof typeof productPages {
  return !workspacePathList.includes(path);
}

const authPages: Record<(typeof authPagePaths)[number], ReactNode> = {
  '/login': <LoginPage />,
  '/signup': <SignupPage />,
  '/forgot-password': <ForgotPasswordPage />,
  '/master': <MasterLoginPage />,
};

/** Spec §2's route table (from src/shared/routes.ts) mapped to screens and their layouts. */
export const routes: RouteObject[] = [
  {
    element: <PublicLayout />,
    children: [
      { index: true, element: <LandingPage /> },
      { path: '/mobile', element: <MobilePage /> },
      { path: '/enterprise', element: <EnterprisePage /> },
      ...comingSoonPublicRoutes,
    ],
  },
  {
    element: <AuthLayout />,
    children: authPagePaths.map((path) => ({ path, element: authPages[path] })),
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
        children: workspacePaths.map((path) => ({ path, element: <ProductComingSoonPage path={path} /> })),
      },
    ],
  },
  { path: '*', element: <NotFoundPage /> },
];

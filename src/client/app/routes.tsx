import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { RequireAuth } from '@/features/auth/components/require-auth';
import { LandingPage } from '@/pages/landing-page';
import { builtPublicPaths, type ComingSoonPublicPath, type ProductPagePath } from '@/pages/coming-soon-content';
import { authPagePaths, productPagePaths, publicPagePaths } from '../../shared/routes.js';
import { PublicLayout } from './layouts/public-layout';
import {
  AuthLayout,
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
  WorkspaceLayout,
} from './lazy-pages';

const builtPaths: readonly string[] = builtPublicPaths;
function isComingSoonPublicPath(path: string): path is ComingSoonPublicPath {
  return !builtPaths.includes(path);
}

/** Screens under the second navigation of spec §2. */
const workspacePaths: readonly ProductPagePath[] = ['/clients', '/projects', '/files'];

const comingSoonPublicRoutes: RouteObject[] = publicPagePaths
  .filter(isComingSoonPublicPath)
  .map((path) => ({ path, element: <PublicComingSoonPage path={path} /> }));

const productRoute = (path: ProductPagePath): RouteObject => ({
  path,
  element: <ProductComingSoonPage path={path} />,
});

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
      ...productPagePaths.filter((path) => !workspacePaths.includes(path)).map(productRoute),
      { path: '/editor/:id', element: <ProductComingSoonPage path="/editor" /> },
      { element: <WorkspaceLayout />, children: workspacePaths.map(productRoute) },
    ],
  },
  { path: '*', element: <NotFoundPage /> },
];

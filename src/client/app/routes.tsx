import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { RequireAuth } from '@/features/auth/components/require-auth';
import { LandingPage } from '@/pages/landing-page';
import {
  builtPublicPaths,
  type ComingSoonPublicPath,
  type ProductPagePath,
} from '@/pages/coming-soon-content';
import { authPagePaths, productPagePaths, publicPagePaths } from '../../shared/routes.js';
import { PublicLayout } from './layouts/public-layout';
import {
  AnalyticsPage,
  AuthLayout,
  ClientsPage,
  FilesPage,
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
  ProjectsPage,
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
const workspaceRoutes = [
  { path: '/clients', element: <ClientsPage /> },
  { path: '/projects', element: <ProjectsPage /> },
  { path: '/files', element: <FilesPage /> },
] as const satisfies readonly { path: ProductPagePath; element: ReactNode }[];
type WorkspacePath = (typeof workspaceRoutes)[number]['path'];
const workspacePathList: readonly string[] = workspaceRoutes.map((route) => route.path);

const comingSoonPublicRoutes: RouteObject[] = publicPagePaths
  .filter(isComingSoonPublicPath)
  .map((path) => ({ path, element: <PublicComingSoonPage path={path} /> }));

/** Keyed by the shared route table, so a product path added there without a screen fails to compile. */
const productPages: Record<Exclude<ProductPagePath, WorkspacePath>, ReactNode> = {
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
        children: [...workspaceRoutes],
      },
    ],
  },
  { path: '*', element: <NotFoundPage /> },
];

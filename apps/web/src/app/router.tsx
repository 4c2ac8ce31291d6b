import { lazy, Suspense, type ReactNode } from 'react';
import { createBrowserRouter, Navigate } from 'react-router';
import { PageLoading } from '../components/PageLoading.tsx';
import { ErrorScreen } from '../components/ErrorScreen.tsx';
import { AuthGuard, TokenGuard } from './guard.tsx';
import { RouteEffects } from './RouteEffects.tsx';

const AuthLayout = lazy(() => import('../shell/AuthLayout.tsx'));
const BasicLayout = lazy(() => import('../shell/BasicLayout.tsx'));
const LoginPage = lazy(() => import('../modules/account/LoginPage.tsx'));
const RegisterPage = lazy(() => import('../modules/saas/RegisterPage.tsx'));
const RegisterResultPage = lazy(() => import('../modules/saas/RegisterPage.tsx').then((m) => ({ default: m.RegisterResultPage })));
const RecoverPage = lazy(() => import('../modules/account/RecoverPage.tsx'));
const WechatPage = lazy(() => import('../modules/account/WechatPage.tsx'));
const BookPage = lazy(() => import('../modules/cad/BookPage.tsx'));
const BoardScreenPage = lazy(() => import('../modules/produce/BoardScreenPage.tsx'));
const ScanPage = lazy(() => import('../modules/produce/scan/ScanPage.tsx'));

const suspense = (node: ReactNode) => <Suspense fallback={<PageLoading />}>{node}</Suspense>;

/** History mode, base '/'. Routes outside the main layout are constant; the rest comes from the route table. */
export const router = createBrowserRouter(
  [
    {
      element: <RouteEffects />,
      children: [
        {
          path: '/user',
          element: suspense(<AuthLayout />),
          children: [
            { index: true, element: <Navigate to="/user/login" replace /> },
            { path: 'login', element: suspense(<LoginPage />) },
            { path: 'register', element: suspense(<RegisterPage />) },
            { path: 'recover', element: suspense(<RecoverPage />) },
            { path: 'register-result', element: suspense(<RegisterResultPage />) },
          ],
        },
        // Standalone pages that need no login (spec 01): the project album and WeChat binding.
        { path: '/book', element: suspense(<BookPage />) },
        { path: '/wechat', element: suspense(<WechatPage />) },
        { path: '/board-screen', element: suspense(<BoardScreenPage />) },
        // The floor's scan page: a token is enough (it must open offline, before any session call).
        { path: '/scan', element: <TokenGuard>{suspense(<ScanPage />)}</TokenGuard> },
        { path: '/exception', element: <Navigate to="/exception/403" replace /> },
        { path: '/exception/403', element: <ErrorScreen code={403} /> },
        { path: '/exception/404', element: <ErrorScreen code={404} /> },
        { path: '/exception/500', element: <ErrorScreen code={500} /> },
        { path: '/404', element: <ErrorScreen code={404} /> },
        {
          path: '*',
          element: <AuthGuard>{suspense(<BasicLayout />)}</AuthGuard>,
        },
      ],
    },
  ],
  { basename: '/' },
);

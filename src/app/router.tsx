/** The routes of SPEC §2. Every screen is its own chunk, so the landing page loads no form or dashboard code. */
import { Navigate, createBrowserRouter, type RouteObject } from 'react-router-dom';
import { dashboardRoute } from './dashboardRoute';
import { RouteError } from './RouteError';

const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    children: [
      {
        path: '/',
        lazy: () =>
          import('../features/landing/LandingPage').then((m) => ({ Component: m.LandingPage })),
      },
      {
        path: '/signin',
        lazy: () =>
          import('../features/auth/SignInPage').then((m) => ({ Component: m.SignInPage })),
      },
      {
        path: '/signup',
        lazy: () =>
          import('../features/account/SignUpPage').then((m) => ({ Component: m.SignUpPage })),
      },
      {
        path: '/auth/callback',
        lazy: () =>
          import('../features/account/AuthCallbackPage').then((m) => ({
            Component: m.AuthCallbackPage,
          })),
      },
      {
        path: '/verification-pending',
        lazy: () =>
          import('../features/auth/VerificationPendingPage').then((m) => ({
            Component: m.VerificationPendingPage,
          })),
      },
      {
        path: '/phone-verification',
        lazy: () =>
          import('../features/account/PhoneVerificationPage').then((m) => ({
            Component: m.PhoneVerificationPage,
          })),
      },
      {
        path: '/local/phone',
        lazy: () =>
          import('../features/local-phone/LocalPhonePage').then((m) => ({
            Component: m.LocalPhonePage,
          })),
      },
      dashboardRoute,
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

export const router = createBrowserRouter(routes);

import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { AuthLayout } from '../auth/auth-layout.tsx';
import { ForgotPasswordPage } from '../auth/forgot-password-page.tsx';
import { LoginPage } from '../auth/login-page.tsx';
import { RegisterPage } from '../auth/register-page.tsx';
import { ResetPasswordPage } from '../auth/reset-password-page.tsx';
import { VerifyEmailPage } from '../auth/verify-email-page.tsx';
import { DashboardLayout } from '../dashboard/dashboard-layout.tsx';
import { DashboardPage } from '../dashboard/dashboard-page.tsx';
import { FeaturesPage } from '../public/features-page.tsx';
import { HomePage } from '../public/home-page.tsx';
import { LegalPage } from '../public/legal-page.tsx';
import { PublicLayout } from '../public/public-layout.tsx';
import { PricingPage } from '../public/pricing-page.tsx';
import { PublicProjectPage } from '../public/public-project-page.tsx';
import { ProtectedRoute } from './protected-route.tsx';
import { RootLayout } from './root-layout.tsx';
import { RouteErrorPage } from './route-error-page.tsx';

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        errorElement: <RouteErrorPage />,
        children: [
          {
            element: <PublicLayout />,
            children: [
              { path: '/', element: <HomePage /> },
              { path: '/features', element: <FeaturesPage /> },
              { path: '/pricing', element: <PricingPage /> },
              { path: '/terms', element: <LegalPage kind="terms" /> },
              { path: '/privacy', element: <LegalPage kind="privacy" /> },
              { path: '/cookies', element: <LegalPage kind="cookies" /> },
            ],
          },
          { path: '/p/:projectId?', element: <PublicProjectPage /> },
          {
            element: <AuthLayout />,
            children: [
              { path: '/login', element: <LoginPage /> },
              { path: '/register', element: <RegisterPage /> },
              { path: '/forgot-password', element: <ForgotPasswordPage /> },
              { path: '/reset-password', element: <ResetPasswordPage /> },
              { path: '/verify-email', element: <VerifyEmailPage /> },
            ],
          },
          {
            element: <ProtectedRoute />,
            children: [
              {
                element: <DashboardLayout />,
                children: [
                  { path: '/dashboard', element: <DashboardPage /> },
                ],
              },
            ],
          },
          { path: '*', element: <Navigate to="/" replace /> },
        ],
      },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);

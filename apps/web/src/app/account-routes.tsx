import { Navigate, Route, Routes } from 'react-router-dom';
import { lazyPage } from './lazy-page.ts';

const AuthLayout = lazyPage(() => import('../auth/auth-layout.tsx'), (m) => m.AuthLayout);
const LoginPage = lazyPage(() => import('../auth/login-page.tsx'), (m) => m.LoginPage);
const RegisterPage = lazyPage(() => import('../auth/register-page.tsx'), (m) => m.RegisterPage);
const ForgotPasswordPage = lazyPage(() => import('../auth/forgot-password-page.tsx'), (m) => m.ForgotPasswordPage);
const ResetPasswordPage = lazyPage(() => import('../auth/reset-password-page.tsx'), (m) => m.ResetPasswordPage);
const VerifyEmailPage = lazyPage(() => import('../auth/verify-email-page.tsx'), (m) => m.VerifyEmailPage);
const ConfirmEmailChangePage = lazyPage(() => import('../auth/confirm-email-change-page.tsx'), (m) => m.ConfirmEmailChangePage);
const RevertEmailChangePage = lazyPage(() => import('../auth/revert-email-change-page.tsx'), (m) => m.RevertEmailChangePage);
const ProtectedRoute = lazyPage(() => import('./protected-route.tsx'), (m) => m.ProtectedRoute);
const DashboardLayout = lazyPage(() => import('../dashboard/dashboard-layout.tsx'), (m) => m.DashboardLayout);
const DashboardPage = lazyPage(() => import('../dashboard/dashboard-page.tsx'), (m) => m.DashboardPage);
const EditorPage = lazyPage(() => import('../editor/editor-page.tsx'), (m) => m.EditorPage);
const BillingPage = lazyPage(() => import('../billing/billing-page.tsx'), (m) => m.BillingPage);
const CheckoutReturnPage = lazyPage(() => import('../billing/checkout-return-page.tsx'), (m) => m.CheckoutReturnPage);
const SettingsPage = lazyPage(() => import('../settings/settings-page.tsx'), (m) => m.SettingsPage);
const TeamPage = lazyPage(() => import('../team/team-page.tsx'), (m) => m.TeamPage);

/**
 * Sign-in (/login, /register, /forgot-password, /reset-password,
 * /verify-email, and the two links of an email change) and the signed-in screens (spec section 2's protected
 * routes): loaded on first visit to any of them, so the home page carries
 * none of their routing. Unknown paths go home, replacing the history entry.
 */
export function AccountRoutes() {
  return (
    <Routes>
      <Route element={<AuthLayout />}>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/register" element={<RegisterPage />} />
        <Route path="/forgot-password" element={<ForgotPasswordPage />} />
        <Route path="/reset-password" element={<ResetPasswordPage />} />
        <Route path="/verify-email" element={<VerifyEmailPage />} />
        <Route path="/confirm-email-change" element={<ConfirmEmailChangePage />} />
        <Route path="/revert-email-change" element={<RevertEmailChangePage />} />
      </Route>
      <Route element={<ProtectedRoute />}>
        <Route path="/project/:projectId" element={<EditorPage />} />
        <Route element={<DashboardLayout />}>
          <Route path="/dashboard" element={<DashboardPage />} />
          <Route path="/settings" element={<SettingsPage />} />
          <Route path="/billing" element={<BillingPage />} />
          <Route path="/billing/return" element={<CheckoutReturnPage />} />
          <Route path="/team" element={<TeamPage />} />
        </Route>
      </Route>
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}

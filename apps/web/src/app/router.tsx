import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { PublicLayout } from '../public/public-layout.tsx';
import { FullScreenSpinner } from '../ui/spinner.tsx';
import { lazyPage } from './lazy-page.ts';
import { RouteErrorBoundary } from './route-error-boundary.tsx';

// Every page loads on first visit, the home page too: the shared main chunk holds only React, the router,
// the theme, the session and the public layout, so the shared project page (/p/:id) never carries the home page.
const HomePage = lazyPage(() => import('../public/home-page.tsx'), (m) => m.HomePage);
const FeaturesPage = lazyPage(() => import('../public/features-page.tsx'), (m) => m.FeaturesPage);
const PricingPage = lazyPage(() => import('../public/pricing-page.tsx'), (m) => m.PricingPage);
const LegalPage = lazyPage(() => import('../public/legal-page.tsx'), (m) => m.LegalPage);
const PublicProjectPage = lazyPage(() => import('../public/public-project-page.tsx'), (m) => m.PublicProjectPage);
const AcceptInvitationPage = lazyPage(() => import('../team/accept-invitation-page.tsx'), (m) => m.AcceptInvitationPage);
// Sign-in and the signed-in screens, with their routes: one chunk, loaded for any other path.
const AccountRoutes = lazyPage(() => import('./account-routes.tsx'), (m) => m.AccountRoutes);

/** Every route of the app (spec section 2): the public ones here, the rest in account-routes.tsx. */
export function AppRoutes() {
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<FullScreenSpinner label="Loading" />}>
        <Routes>
          <Route element={<PublicLayout />}>
            <Route path="/" element={<HomePage />} />
            <Route path="/features" element={<FeaturesPage />} />
            <Route path="/pricing" element={<PricingPage />} />
            <Route path="/terms" element={<LegalPage kind="terms" />} />
            <Route path="/privacy" element={<LegalPage kind="privacy" />} />
            <Route path="/cookies" element={<LegalPage kind="cookies" />} />
          </Route>
          <Route path="/p/:projectId?" element={<PublicProjectPage />} />
          <Route path="/invitations/accept" element={<AcceptInvitationPage />} />
          <Route path="*" element={<AccountRoutes />} />
        </Routes>
      </Suspense>
    </RouteErrorBoundary>
  );
}

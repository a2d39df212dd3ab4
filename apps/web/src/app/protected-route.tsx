import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useSession } from '../session/use-session.ts';
import { FullScreenSpinner } from '../ui/spinner.tsx';

/** Protected screens: a full-screen spinner while the session loads; signed out -> /login (replacing history), then back. */
export function ProtectedRoute() {
  const { status } = useSession();
  const location = useLocation();
  if (status === 'loading') return <FullScreenSpinner label="Loading your session" />;
  if (status === 'signed-out') return <Navigate to="/login" replace state={{ from: location }} />;
  return <Outlet />;
}

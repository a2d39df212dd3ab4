import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate, type Location } from 'react-router-dom';
import { useSession } from '../session/use-session.ts';
import { FullScreenSpinner } from '../ui/spinner.tsx';

/** Protected screens: a full-screen spinner while the session loads; signed out -> /login (replacing history), then back. */
export function ProtectedRoute() {
  const { status } = useSession();
  const location = useLocation();
  if (status === 'loading') return <FullScreenSpinner label="Loading your session" />;
  if (status === 'signed-out') return <ToLogin from={location} />;
  return <Outlet />;
}

/**
 * To /login, unless the app is already leaving this screen: a navigation
 * (Log out's to /, deleting the account) changes the address at once but
 * renders in a transition, after the session's own update. Redirecting then
 * would send the user to /login instead of where they were going.
 */
function ToLogin({ from }: { from: Location }) {
  const navigate = useNavigate();
  useEffect(() => {
    const here = `${window.location.pathname}${window.location.search}`;
    if (here !== `${from.pathname}${from.search}`) return;
    navigate('/login', { replace: true, state: { from } });
  }, [navigate, from]);
  return null;
}

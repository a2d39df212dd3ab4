import { Link, Outlet } from 'react-router-dom';
import { useSession } from '../session/use-session.ts';
import { Logo } from '../ui/logo.tsx';

/** A first cut of the public header (spec section 2): logo, Features, Pricing, and the auth entries or Dashboard. */
export function PublicLayout() {
  const { status } = useSession();
  return (
    <>
      <header className="public-header">
        <Logo />
        <nav aria-label="Main">
          <Link to="/features">Features</Link>
          <Link to="/pricing">Pricing</Link>
          {status === 'signed-in' ? (
            <Link to="/dashboard">Dashboard</Link>
          ) : (
            <>
              <Link to="/login">Log in</Link>
              <Link to="/register">Sign up</Link>
              <Link to="/login" state={{ demo: true }}>
                Try Demo
              </Link>
            </>
          )}
        </nav>
      </header>
      <Outlet />
    </>
  );
}

import { Outlet } from 'react-router-dom';
import { Logo } from '../ui/logo.tsx';

/** The auth screens: a centred card with the logo. */
export function AuthLayout() {
  return (
    <main className="auth-page">
      <div className="auth-card">
        <div className="auth-logo">
          <Logo />
        </div>
        <Outlet />
      </div>
    </main>
  );
}

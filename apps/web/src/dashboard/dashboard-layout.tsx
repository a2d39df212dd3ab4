import { userDisplayName } from '@kitsmith/core';
import { NavLink, Outlet, useNavigate } from 'react-router-dom';
import { useSession } from '../session/use-session.ts';
import { Logo } from '../ui/logo.tsx';

const NAV = [{ to: '/dashboard', label: 'Dashboard' }];

/** The signed-in shell (a first cut of spec section 2's dashboard layout). */
export function DashboardLayout() {
  const { user, logout } = useSession();
  const navigate = useNavigate();
  if (!user) return null;
  const name = userDisplayName(user);
  return (
    <div className="dashboard">
      <header className="topbar">
        <Logo />
        <div className="topbar-user">
          <span className="avatar" aria-hidden="true">
            {name.charAt(0).toUpperCase()}
          </span>
          <span data-testid="user-name">{name}</span>
          <button
            type="button"
            className="button button-outline"
            onClick={() => void logout().then(() => navigate('/', { replace: true }))}
          >
            Log out
          </button>
        </div>
      </header>
      <nav className="sidebar" aria-label="Main">
        {NAV.map((item) => (
          <NavLink key={item.to} to={item.to} end>
            {item.label}
          </NavLink>
        ))}
      </nav>
      <main className="dashboard-main">
        <Outlet />
      </main>
    </div>
  );
}

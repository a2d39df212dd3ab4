import { useId, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useSession } from '../session/use-session.ts';
import { ThemeToggle } from '../theme/theme-toggle.tsx';
import { Icon } from '../ui/icons.tsx';
import { Logo } from '../ui/logo.tsx';
import { ToastProvider } from '../ui/toast.tsx';
import { NotificationBell } from './notification-bell.tsx';
import { Sidebar } from './sidebar.tsx';
import { UserMenu } from './user-menu.tsx';

/**
 * The signed-in shell (spec section 2): a top bar (menu button on small
 * screens, theme toggle, notification bell, user menu) and the sidebar.
 */
export function DashboardLayout() {
  const { user } = useSession();
  const location = useLocation();
  const sidebarId = useId();
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const [openedAt, setOpenedAt] = useState(location.key);
  // The mobile sidebar closes on navigation (state adjusted during render, no effect needed).
  if (openedAt !== location.key) {
    setOpenedAt(location.key);
    setSidebarOpen(false);
  }
  if (!user) return null;
  return (
    <div className="dashboard">
      <a className="skip-link" href="#main-content">
        Skip to content
      </a>
      <header className="topbar">
        <button
          type="button"
          className="icon-button topbar-menu"
          aria-expanded={sidebarOpen}
          aria-controls={sidebarId}
          onClick={() => setSidebarOpen((open) => !open)}
        >
          <Icon name={sidebarOpen ? 'close' : 'menu'} />
          <span className="visually-hidden">Menu</span>
        </button>
        <Logo />
        <div className="topbar-actions">
          <ThemeToggle />
          <NotificationBell />
          <UserMenu user={user} />
        </div>
      </header>
      <Sidebar user={user} id={sidebarId} open={sidebarOpen} />
      <main id="main-content" className="dashboard-main" tabIndex={-1}>
        <ToastProvider>
          <Outlet />
        </ToastProvider>
      </main>
    </div>
  );
}

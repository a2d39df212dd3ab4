import { useEffect, useId, useState } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router-dom';
import { useSession } from '../session/use-session.ts';
import { ThemeToggle } from '../theme/theme-toggle.tsx';
import { Logo } from '../ui/logo.tsx';
import { SiteFooter } from './site-footer.tsx';

/** Header style threshold (spec section 9): translucent after more than 10 px of scroll. */
export const HEADER_SCROLL_THRESHOLD = 10;

/**
 * The public layout (spec section 2): header with logo, Features, Pricing, the
 * theme toggle and Log in / Sign up / Try Demo (Dashboard when signed in);
 * translucent after scrolling; a mobile menu that closes on navigation and Escape; the footer.
 */
export function PublicLayout() {
  const { status } = useSession();
  const location = useLocation();
  const menuId = useId();
  const [scrolled, setScrolled] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuPath, setMenuPath] = useState(location.key);

  // Close the mobile menu on navigation (adjusting state during render, no effect needed).
  if (menuPath !== location.key) {
    setMenuPath(location.key);
    setMenuOpen(false);
  }

  useEffect(() => {
    const update = () => setScrolled(window.scrollY > HEADER_SCROLL_THRESHOLD);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  return (
    <>
      <header className={scrolled ? 'public-header public-header-scrolled' : 'public-header'}>
        <div className="public-header-inner">
          <Logo />
          <button
            type="button"
            className="menu-button"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <span aria-hidden="true">{menuOpen ? '✕' : '☰'}</span>
            <span className="visually-hidden">Menu</span>
          </button>
          <nav id={menuId} aria-label="Main" className={menuOpen ? 'public-nav public-nav-open' : 'public-nav'}>
            <NavLink to="/features" className="nav-link">
              Features
            </NavLink>
            <NavLink to="/pricing" className="nav-link">
              Pricing
            </NavLink>
            <span className="public-nav-end">
              <ThemeToggle />
              {status === 'signed-in' ? (
                <Link to="/dashboard" className="button button-primary button-sm">
                  Dashboard
                </Link>
              ) : (
                <>
                  <Link to="/login" className="nav-link">
                    Log in
                  </Link>
                  <Link to="/login" state={{ demo: true }} className="button button-outline button-sm">
                    Try Demo
                  </Link>
                  <Link to="/register" className="button button-primary button-sm">
                    Sign up
                  </Link>
                </>
              )}
            </span>
          </nav>
        </div>
      </header>
      <Outlet />
      <SiteFooter />
    </>
  );
}

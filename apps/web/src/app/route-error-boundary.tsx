import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';

interface BoundaryProps {
  children: ReactNode;
  pathname: string;
}

/** React catches render errors only in a class component; this one resets when the visitor goes elsewhere. */
class Boundary extends Component<BoundaryProps, { failedAt: string | null }> {
  override state = { failedAt: null as string | null };

  static getDerivedStateFromError(): { failedAt: string } {
    return { failedAt: window.location.pathname };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render(): ReactNode {
    const { failedAt } = this.state;
    return failedAt !== null && failedAt === this.props.pathname ? <RouteErrorPage /> : this.props.children;
  }
}

/** Shown instead of a blank screen when a screen throws (a failed chunk load included). */
function RouteErrorPage() {
  return (
    <main className="full-screen-center error-page">
      <div className="card">
        <h1>Something went wrong</h1>
        <p>This page hit an unexpected error. Reloading usually helps; if it keeps happening, go back home and try again.</p>
        <p className="actions">
          <button type="button" className="button button-primary" onClick={() => window.location.reload()}>
            Reload
          </button>
          <Link to="/" className="button button-outline">
            Back to home
          </Link>
        </p>
      </div>
    </main>
  );
}

export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary pathname={pathname}>{children}</Boundary>;
}

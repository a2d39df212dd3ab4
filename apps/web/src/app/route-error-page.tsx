import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';

/** Shown instead of a blank screen when a route throws. */
export function RouteErrorPage() {
  const error = useRouteError();
  console.error(error);
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error instanceof Error ? error.message : null;
  return (
    <main className="full-screen-center error-page">
      <div className="card">
        <h1>Something went wrong</h1>
        <p>This page hit an unexpected error. Reloading usually helps; if it keeps happening, go back home and try again.</p>
        {detail ? <p className="muted">{detail}</p> : null}
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

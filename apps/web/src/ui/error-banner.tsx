import type { ReactNode } from 'react';

/**
 * The red banner (spec section 4: a failure shows it; the next attempt clears
 * it). With `onRetry`, a failed load offers to try again.
 */
export function ErrorBanner({ message, onRetry }: { message: ReactNode; onRetry?: () => void }) {
  if (!message) return null;
  return (
    <div className="error-banner" role="alert">
      {message}
      {onRetry ? (
        <>
          {' '}
          <button type="button" className="button button-outline button-small" onClick={onRetry}>
            Try again
          </button>
        </>
      ) : null}
    </div>
  );
}

import { ApiClientError } from '@kitsmith/client';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { api } from '../app/api.ts';
import { useSession } from '../session/use-session.ts';
import { ErrorBanner } from '../ui/error-banner.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { runOnce } from './run-once.ts';

const FAILURE_MESSAGE = 'Failed to change your email address';

type Outcome = { status: 'changed'; email: string } | { status: 'failed'; message: string };

/** One confirmation call per token for the life of the page (see run-once.ts). */
function confirmOnce(token: string): Promise<Outcome> {
  return runOnce(`confirm-email-change:${token}`, () =>
    api.auth.confirmEmailChange({ token }).then(
      ({ user }): Outcome => ({ status: 'changed', email: user.email }),
      (error: unknown): Outcome => {
        console.error(FAILURE_MESSAGE, error);
        return { status: 'failed', message: error instanceof ApiClientError && error.status > 0 ? error.message : FAILURE_MESSAGE };
      },
    ),
  );
}

/**
 * `/confirm-email-change?token=...`: the landing page of the link mailed to a
 * new address. Opening it makes the change (the account signs in with the new
 * address from now on); a session open in this browser shows it at once.
 */
export function ConfirmEmailChangePage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const { status: sessionStatus, refresh } = useSession();
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  useEffect(() => {
    if (!token) return;
    let active = true;
    void confirmOnce(token).then((result) => {
      if (active) setOutcome(result);
    });
    return () => {
      active = false;
    };
  }, [token]);

  // A session open in this browser shows the new address (once: `refresh` changes whenever the user does).
  const refreshed = useRef(false);
  useEffect(() => {
    if (outcome?.status !== 'changed' || sessionStatus !== 'signed-in' || refreshed.current) return;
    refreshed.current = true;
    refresh().catch((error: unknown) => console.error('Failed to refresh user data', error));
  }, [outcome, sessionStatus, refresh]);

  const shown: Outcome | null = token ? outcome : { status: 'failed', message: FAILURE_MESSAGE };
  const signedOut = sessionStatus === 'signed-out';

  return (
    <>
      <h1>Confirm your new email</h1>
      {shown === null ? (
        <p className="verify-pending">
          <Spinner label="Changing your email address" />
        </p>
      ) : shown.status === 'changed' ? (
        <div className="success-panel" role="status">
          <h2>Email address changed</h2>
          <p>
            Your account now uses <strong>{shown.email}</strong>. Sign in with it from now on.
          </p>
          <Link to={signedOut ? '/login' : '/settings'} className="button button-primary button-block">
            {signedOut ? 'Log in' : 'Go to settings'}
          </Link>
        </div>
      ) : (
        <>
          <ErrorBanner message={shown.message} />
          <p className="switch">
            <Link to={signedOut ? '/login' : '/settings'}>{signedOut ? 'Back to login' : 'Go to settings'}</Link>
          </p>
        </>
      )}
    </>
  );
}

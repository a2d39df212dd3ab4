import { ApiClientError } from '@kitsmith/client';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { api } from '../app/api.ts';
import { useSession } from '../session/use-session.ts';
import { ErrorBanner } from '../ui/error-banner.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { runOnce } from './run-once.ts';

const FAILURE_MESSAGE = 'Failed to verify email';

type Outcome = { status: 'verified' } | { status: 'failed'; message: string };

/** One verification call per token for the life of the page (see run-once.ts). */
function verifyOnce(token: string): Promise<Outcome> {
  return runOnce(`verify-email:${token}`, () =>
    api.auth.verifyEmail({ token }).then(
      (): Outcome => ({ status: 'verified' }),
      (error: unknown): Outcome => {
        console.error(FAILURE_MESSAGE, error);
        return { status: 'failed', message: error instanceof ApiClientError && error.status > 0 ? error.message : FAILURE_MESSAGE };
      },
    ),
  );
}

/** `/verify-email?token=...`: the landing page of the verification e-mail; verifies on load. */
export function VerifyEmailPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const { status: sessionStatus } = useSession();
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  useEffect(() => {
    if (!token) return;
    let active = true;
    void verifyOnce(token).then((result) => {
      if (active) setOutcome(result);
    });
    return () => {
      active = false;
    };
  }, [token]);

  const shown: Outcome | null = token ? outcome : { status: 'failed', message: FAILURE_MESSAGE };

  return (
    <>
      <h1>Verify your email</h1>
      {shown === null ? (
        <p className="verify-pending">
          <Spinner label="Verifying your email" />
        </p>
      ) : shown.status === 'verified' ? (
        <div className="success-panel" role="status">
          <h2>Email verified</h2>
          <p>Thanks for confirming your email address.</p>
          {sessionStatus === 'signed-out' ? (
            <Link to="/login" className="button button-primary button-block">
              Log in
            </Link>
          ) : (
            <Link to="/dashboard" className="button button-primary button-block">
              Go to dashboard
            </Link>
          )}
        </div>
      ) : (
        <>
          <ErrorBanner message={shown.message} />
          <p className="switch">
            <Link to={sessionStatus === 'signed-out' ? '/login' : '/dashboard'}>
              {sessionStatus === 'signed-out' ? 'Back to login' : 'Go to dashboard'}
            </Link>
          </p>
        </>
      )}
    </>
  );
}

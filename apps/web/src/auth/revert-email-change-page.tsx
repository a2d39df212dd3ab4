import { ApiClientError, type RevertedEmailChange } from '@kitsmith/client';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { api } from '../app/api.ts';
import { useSession } from '../session/use-session.ts';
import { ErrorBanner } from '../ui/error-banner.tsx';

const FAILURE_MESSAGE = 'Failed to undo the email change';

type State = { status: 'idle' } | { status: 'working' } | { status: 'done'; answer: RevertedEmailChange } | { status: 'failed'; message: string };

/**
 * `/revert-email-change?token=...`: the landing page of the link mailed to the
 * old address when someone changes it. It acts only on a click (mail scanners
 * open links), since it also signs the account out everywhere.
 */
export function RevertEmailChangePage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const session = useSession();
  const [state, setState] = useState<State>(token ? { status: 'idle' } : { status: 'failed', message: FAILURE_MESSAGE });

  const undo = async () => {
    setState({ status: 'working' });
    try {
      const answer = await api.auth.revertEmailChange({ token });
      setState({ status: 'done', answer });
      // A session of that account open here has just ended: finding out signs this browser out.
      if (session.status === 'signed-in') await session.refresh().catch(() => undefined);
    } catch (error) {
      console.error(FAILURE_MESSAGE, error);
      setState({ status: 'failed', message: error instanceof ApiClientError && error.status > 0 ? error.message : FAILURE_MESSAGE });
    }
  };

  if (state.status === 'done') {
    return (
      <>
        <h1>Undo the email change</h1>
        <div className="success-panel" role="status">
          <h2>Email change undone</h2>
          <p>{state.answer.message}</p>
          <Link to="/forgot-password" state={{ email: state.answer.email }} className="button button-primary button-block">
            Choose a new password
          </Link>
          <p className="switch">
            <Link to="/login" state={{ email: state.answer.email }}>
              Log in
            </Link>
          </p>
        </div>
      </>
    );
  }

  return (
    <>
      <h1>Undo the email change</h1>
      {state.status === 'failed' ? (
        <>
          <ErrorBanner message={state.message} />
          <p className="switch">
            <Link to="/forgot-password">Reset your password</Link> · <Link to="/login">Back to login</Link>
          </p>
        </>
      ) : (
        <>
          <p>Did someone else change the email address of your Kitsmith account? Undoing it:</p>
          <ul>
            <li>gives your account this address (the one this email reached) back,</li>
            <li>cancels any change still waiting for confirmation,</li>
            <li>signs out every session and revokes every personal access token of the account.</li>
          </ul>
          <p className="muted">Then choose a new password, in case someone else knows it.</p>
          <button type="button" className="button button-primary button-block" disabled={state.status === 'working'} onClick={() => void undo()}>
            {state.status === 'working' ? 'Undoing...' : 'Undo the change and sign out everywhere'}
          </button>
          <p className="switch">
            <Link to="/">This was me: leave it</Link>
          </p>
        </>
      )}
    </>
  );
}

import '../ui/app-screens.css';
import './team.css';
import type { InvitationPreview, Project } from '@kitsmith/client';
import { useEffect, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { api } from '../app/api.ts';
import { useSession } from '../session/use-session.ts';
import { ErrorBanner } from '../ui/error-banner.tsx';
import { errorMessage } from '../ui/error-message.ts';
import { formatDate } from '../ui/format-date.ts';
import { Logo } from '../ui/logo.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { roleAbilities, withArticle } from './roles.ts';

type Outcome = { status: 'idle' } | { status: 'accepting' } | { status: 'accepted'; project: Project } | { status: 'failed'; message: string };

type Preview = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'loaded'; invitation: InvitationPreview };

/** What the link is for, asked of the API before anyone signs in (the token is the proof). */
function usePreview(token: string): Preview {
  const [preview, setPreview] = useState<Preview>({ status: 'loading' });
  useEffect(() => {
    if (!token) return;
    let current = true;
    api.projects.previewInvitation(token).then(
      (invitation) => current && setPreview({ status: 'loaded', invitation }),
      (error: unknown) => current && setPreview({ status: 'failed', message: errorMessage(error, 'Failed to read the invitation') }),
    );
    return () => {
      current = false;
    };
  }, [token]);
  return preview;
}

/** "Olive Owner invited you to Acme UI as an editor." */
function invitationSentence({ invited_by, project_name, role }: InvitationPreview): string {
  return `${invited_by ?? 'Someone'} invited you to ${project_name} as ${withArticle(role)}.`;
}

const MISSING_TOKEN =
  'This invitation link is not complete. Open the link from the invitation e-mail again, or ask for a new invitation.';

/**
 * /invitations/accept?token=...: the invitation e-mail's landing page. Signed
 * out, it asks the invitee to log in (or sign up) and come back here; signed
 * in, it names the account and joins the project on one click, so the wrong
 * account never joins by accident.
 */
export function AcceptInvitationPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const session = useSession();
  const [outcome, setOutcome] = useState<Outcome>({ status: 'idle' });
  const preview = usePreview(token);

  const accept = async () => {
    setOutcome({ status: 'accepting' });
    try {
      const { project } = await api.projects.acceptInvitation(token);
      setOutcome({ status: 'accepted', project });
    } catch (error) {
      console.error('Failed to accept the invitation', error);
      setOutcome({ status: 'failed', message: errorMessage(error, 'Failed to accept the invitation') });
    }
  };

  return (
    <main className="auth-page">
      <div className="auth-card invitation-card">
        <div className="auth-logo">
          <Logo />
        </div>
        {!token ? (
          <>
            <h1>Invitation link not valid</h1>
            <ErrorBanner message={MISSING_TOKEN} />
            <BackLink signedIn={session.status === 'signed-in'} />
          </>
        ) : outcome.status === 'accepted' ? (
          <Accepted project={outcome.project} />
        ) : preview.status === 'failed' ? (
          <>
            <h1>This invitation cannot be used</h1>
            <ErrorBanner message={preview.message} />
            <BackLink signedIn={session.status === 'signed-in'} />
          </>
        ) : session.status === 'loading' || preview.status === 'loading' ? (
          <p className="invitation-pending">
            <Spinner label="Loading your session" />
          </p>
        ) : session.status === 'signed-out' || !session.user ? (
          <SignedOut invitation={preview.invitation} />
        ) : (
          <>
            <h1>Join {preview.invitation.project_name} on Kitsmith</h1>
            <p>{invitationSentence(preview.invitation)}</p>
            <p>
              You are signed in as <strong>{session.user.email}</strong>; accepting adds this account to the project&apos;s team.
            </p>
            {preview.invitation.email !== session.user.email.toLowerCase() ? (
              <p className="notice" role="note">
                The invitation was sent to <strong>{preview.invitation.email}</strong>, a different address.
              </p>
            ) : null}
            {outcome.status === 'failed' ? (
              <>
                <ErrorBanner message={outcome.message} />
                <BackLink signedIn />
              </>
            ) : (
              <>
                <button
                  type="button"
                  className="button button-primary button-block"
                  disabled={outcome.status === 'accepting'}
                  onClick={() => void accept()}
                >
                  {outcome.status === 'accepting' ? 'Accepting...' : 'Accept invitation'}
                </button>
                <p className="switch">
                  Not you?{' '}
                  <button type="button" className="text-link-button" disabled={outcome.status === 'accepting'} onClick={() => void session.logout()}>
                    Log out
                  </button>{' '}
                  and sign in with the account the invitation is for.
                </p>
              </>
            )}
          </>
        )}
      </div>
    </main>
  );
}

/** Log in or sign up, then back here (the login page returns to `from`, like a protected route). */
function SignedOut({ invitation }: { invitation: InvitationPreview }) {
  const location = useLocation();
  const back = { from: location };
  return (
    <>
      <h1>You&apos;re invited to {invitation.project_name}</h1>
      <p>{invitationSentence(invitation)}</p>
      <p>
        Log in to accept, with the account for <strong>{invitation.email}</strong>; you&apos;ll come straight back here.
      </p>
      <p className="actions">
        <Link to="/login" state={back} className="button button-primary">
          Log in to accept
        </Link>
        <Link to="/register" state={back} className="button button-outline">
          Create an account
        </Link>
      </p>
      <p className="muted">New to Kitsmith? Create an account and you&apos;ll come straight back here. The link works once and expires on {formatDate(invitation.expires_at)}.</p>
    </>
  );
}

function Accepted({ project }: { project: Project }) {
  return (
    <div className="success-panel" role="status">
      <h1>You joined “{project.name}”</h1>
      <p>
        You are {withArticle(project.role)} on this project: {roleAbilities[project.role]}.
      </p>
      <Link to={`/project/${project.id}`} className="button button-primary button-block">
        Open the project
      </Link>
      <p className="switch">
        <Link to="/dashboard">Go to your projects</Link>
      </p>
    </div>
  );
}

function BackLink({ signedIn }: { signedIn: boolean }) {
  return (
    <p className="switch">
      {signedIn ? <Link to="/dashboard">Go to your projects</Link> : <Link to="/">Back to home</Link>}
    </p>
  );
}

import '../ui/app-screens.css';
import './team.css';
import type { InvitationPreview, Project } from '@kitsmith/client';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { api } from '../app/api.ts';
import { useSession } from '../session/use-session.ts';
import { ErrorBanner } from '../ui/error-banner.tsx';
import { errorCode, errorMessage } from '../ui/error-message.ts';
import { formatDate } from '../ui/format-date.ts';
import { Logo } from '../ui/logo.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { roleAbilities, withArticle } from './roles.ts';

type Outcome =
  | { status: 'idle' }
  | { status: 'accepting' }
  | { status: 'accepted'; project: Project }
  | { status: 'failed'; message: string }
  | { status: 'other-address'; message: string };

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
 * out, it asks the invitee to log in (or sign up) with the invited address and
 * come back here; signed in with that address, it joins the project on one
 * click. An invitation is only for the address it was sent to (the server
 * refuses any other account), so signed in as someone else it names that
 * address and offers to sign in with it instead.
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
      const message = errorMessage(error, 'Failed to accept the invitation');
      setOutcome(errorCode(error) === 'INVITATION_FOR_ANOTHER_ADDRESS' ? { status: 'other-address', message } : { status: 'failed', message });
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
        ) : outcome.status === 'other-address' || preview.invitation.email !== session.user.email.toLowerCase() ? (
          <OtherAddress
            invitation={preview.invitation}
            signedInAs={session.user.email}
            message={outcome.status === 'other-address' ? outcome.message : null}
          />
        ) : (
          <>
            <h1>Join {preview.invitation.project_name} on Kitsmith</h1>
            <p>{invitationSentence(preview.invitation)}</p>
            <p>
              You are signed in as <strong>{session.user.email}</strong>; accepting adds this account to the project&apos;s team.
            </p>
            {outcome.status === 'failed' ? (
              <>
                <ErrorBanner message={outcome.message} />
                <BackLink signedIn />
              </>
            ) : (
              <button
                type="button"
                className="button button-primary button-block"
                disabled={outcome.status === 'accepting'}
                onClick={() => void accept()}
              >
                {outcome.status === 'accepting' ? 'Accepting...' : 'Accept invitation'}
              </button>
            )}
          </>
        )}
      </div>
    </main>
  );
}

/**
 * Signed in with another address than the invitation's: only the account for
 * that address may accept, so say which one and offer to switch to it (the
 * sign-in form starts with the address, and comes back here).
 */
function OtherAddress({ invitation, signedInAs, message }: { invitation: InvitationPreview; signedInAs: string; message: string | null }) {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [leaving, setLeaving] = useState(false);
  const switchTo = async (path: '/login' | '/register') => {
    setLeaving(true);
    await session.logout();
    navigate(path, { state: { from: location, email: invitation.email } });
  };
  return (
    <>
      <h1>This invitation is for {invitation.email}</h1>
      <p>
        {invitation.invited_by ?? 'Someone'} invited {invitation.email} to {invitation.project_name} as {withArticle(invitation.role)}.
      </p>
      <div className="notice notice-warning" role="note">
        <p>
          It was sent to <strong>{invitation.email}</strong>, and you are signed in as <strong>{signedInAs}</strong>. Only the account
          for {invitation.email} can accept it.
        </p>
      </div>
      <ErrorBanner message={message} />
      <p className="actions">
        <button type="button" className="button button-primary" disabled={leaving} onClick={() => void switchTo('/login')}>
          Sign in as {invitation.email}
        </button>
        <button type="button" className="button button-outline" disabled={leaving} onClick={() => void switchTo('/register')}>
          Create an account for it
        </button>
      </p>
      <p className="muted">Signing in with another account signs you out of this one here; you&apos;ll come straight back to this page.</p>
      <BackLink signedIn />
    </>
  );
}

/** Log in or sign up with the invited address, then back here (the login page returns to `from`, like a protected route). */
function SignedOut({ invitation }: { invitation: InvitationPreview }) {
  const location = useLocation();
  const back = { from: location, email: invitation.email };
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

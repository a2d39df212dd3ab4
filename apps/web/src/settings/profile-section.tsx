import type { User } from '@kitsmith/core';
import type { PendingEmailChange } from '@kitsmith/client';
import { useEffect, useState } from 'react';
import { api } from '../app/api.ts';
import { useSession } from '../session/use-session.ts';
import { ErrorBanner } from '../ui/error-banner.tsx';
import { errorCode, errorMessage } from '../ui/error-message.ts';
import { InputField } from '../ui/form-field.tsx';
import { useToast } from '../ui/toast.tsx';
import { useForm } from '../ui/use-form.ts';
import { isDemoAccount } from './demo-account.ts';
import { PendingEmailPanel } from './pending-email-panel.tsx';
import { emailChanges, normalizeEmail, validateProfile } from './settings-validation.ts';

const PASSWORD_ERRORS = new Set(['WRONG_PASSWORD', 'PASSWORD_REQUIRED']);

/** The email change waiting for its confirmation link, read from the server (null: none, undefined: not known yet). */
function usePendingEmailChange(skip: boolean) {
  const [pending, setPending] = useState<PendingEmailChange | null | undefined>(skip ? null : undefined);
  useEffect(() => {
    if (skip) return;
    let current = true;
    api.users.emailChange().then(
      (answer) => current && setPending(answer.pending),
      (error: unknown) => {
        // The form still works without it; the panel just does not show.
        console.error('Failed to read the pending email change', error);
        if (current) setPending(null);
      },
    );
    return () => {
      current = false;
    };
  }, [skip]);
  return [pending, setPending] as const;
}

/**
 * Name and e-mail address, and the address's verification state with a
 * resend button. A new address needs the current password and is used only
 * once confirmed from the link mailed to it; until then the pending change
 * shows here, with resend and cancel.
 */
export function ProfileSection({ user }: { user: User }) {
  const session = useSession();
  const toast = useToast();
  const demo = isDemoAccount(user.email);
  const currentEmail = user.email;
  const [savedName, setSavedName] = useState(user.displayName ?? '');
  const [pending, setPending] = usePendingEmailChange(demo);
  const initial = { fullName: savedName, email: currentEmail, currentPassword: '' };
  const form = useForm({
    initial,
    validate: (values) => validateProfile(values, currentEmail),
    submit: async (values) => {
      const fullName = values.fullName.trim();
      const email = normalizeEmail(values.email);
      const changingEmail = emailChanges(values, currentEmail);
      const nameChanged = fullName !== savedName;
      const updated = await api.users.updateProfile({
        ...(nameChanged ? { full_name: fullName } : {}),
        ...(changingEmail ? { email, current_password: values.currentPassword } : {}),
      });
      const name = updated.full_name ?? '';
      setSavedName(name);
      form.reset({ fullName: name, email: updated.email, currentPassword: '' });
      if (changingEmail) {
        toast(`${nameChanged ? 'Profile saved. ' : ''}We sent a confirmation link to ${email}. Your address stays ${updated.email} until you open it.`);
        await api.users.emailChange().then(
          (answer) => setPending(answer.pending),
          (error: unknown) => console.error('Failed to read the pending email change', error),
        );
      } else {
        toast('Profile saved.');
      }
      await session.refresh().catch((error: unknown) => console.error('Failed to refresh user data', error));
    },
    failure: (error) => {
      const message = errorMessage(error, 'Failed to update profile');
      const code = errorCode(error);
      if (code === 'EMAIL_TAKEN') return { field: 'email', message };
      if (code && PASSWORD_ERRORS.has(code)) return { field: 'currentPassword', message };
      return message;
    },
  });
  const changingEmail = !demo && emailChanges(form.values, currentEmail);
  const changed = form.values.fullName.trim() !== savedName || changingEmail;

  return (
    <section className="card screen-section" id="profile" aria-labelledby="profile-title">
      <div className="screen-section-header">
        <h2 id="profile-title">Profile</h2>
        <p className="muted">Your name shows to your team; your e-mail address is how you sign in.</p>
      </div>
      <ErrorBanner message={form.failure} />
      <form onSubmit={(event) => void form.handleSubmit(event)} noValidate>
        <div className="field-row">
          <InputField
            label="Full name"
            name="fullName"
            autoComplete="name"
            maxLength={200}
            value={form.values.fullName}
            onChange={form.change}
            error={form.errors.fullName}
          />
          <InputField
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            value={form.values.email}
            onChange={form.change}
            error={form.errors.email}
            readOnly={demo}
            hint={
              demo
                ? 'Demo accounts use a generated address. Create a free account to use your own.'
                : 'A new address gets a confirmation link; until it is opened, you keep signing in with this one.'
            }
          />
        </div>
        {changingEmail ? (
          <InputField
            label="Current password"
            name="currentPassword"
            type="password"
            autoComplete="current-password"
            value={form.values.currentPassword}
            onChange={form.change}
            error={form.errors.currentPassword}
            hint="Needed to change your email address."
          />
        ) : null}
        <div className="form-actions">
          <button type="submit" className="button button-primary" disabled={form.submitting || !changed}>
            {form.submitting ? 'Saving...' : 'Save profile'}
          </button>
          {changed && !form.submitting ? (
            <button type="button" className="button button-outline" onClick={() => form.reset(initial)}>
              Discard changes
            </button>
          ) : null}
        </div>
      </form>
      {pending ? <PendingEmailPanel pending={pending} currentEmail={currentEmail} onChange={setPending} /> : null}
      {demo ? null : <EmailVerification user={user} />}
    </section>
  );
}

/** Verified, or not yet with a way to get a new link (the server allows 3 an hour). */
function EmailVerification({ user }: { user: User }) {
  const toast = useToast();
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const resend = async () => {
    setSending(true);
    setFailure(null);
    try {
      const { message } = await api.users.resendVerification();
      toast(message);
    } catch (error) {
      console.error('Failed to resend verification', error);
      setFailure(errorMessage(error, 'Failed to resend verification'));
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="email-verification">
      <h3 id="verification-title">E-mail verification</h3>
      {user.emailVerified ? (
        <p>
          <span className="badge badge-success">✓ Verified</span> <span className="muted">{user.email} is confirmed.</span>
        </p>
      ) : (
        <>
          <p>
            <span className="badge badge-warning">Not verified</span>{' '}
            <span className="muted">Open the link we sent to {user.email} to confirm it. Verified addresses can accept invitations from the notifications.</span>
          </p>
          <ErrorBanner message={failure} />
          <button type="button" className="button button-outline" disabled={sending} onClick={() => void resend()}>
            {sending ? 'Sending...' : 'Resend verification e-mail'}
          </button>
        </>
      )}
    </div>
  );
}

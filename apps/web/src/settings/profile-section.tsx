import type { User } from '@kitsmith/core';
import { useState } from 'react';
import { api } from '../app/api.ts';
import { useSession } from '../session/use-session.ts';
import { ErrorBanner } from '../ui/error-banner.tsx';
import { errorCode, errorMessage } from '../ui/error-message.ts';
import { InputField } from '../ui/form-field.tsx';
import { useToast } from '../ui/toast.tsx';
import { useForm } from '../ui/use-form.ts';
import { isDemoAccount } from './demo-account.ts';
import { validateProfile } from './settings-validation.ts';

/** Name and e-mail address, and the address's verification state with a resend button. */
export function ProfileSection({ user }: { user: User }) {
  const session = useSession();
  const toast = useToast();
  const demo = isDemoAccount(user.email);
  const [saved, setSaved] = useState({ fullName: user.displayName ?? '', email: user.email });
  const form = useForm({
    initial: saved,
    validate: validateProfile,
    submit: async (values) => {
      const fullName = values.fullName.trim();
      const email = values.email.trim().toLowerCase();
      const emailChanged = email !== saved.email.toLowerCase();
      const updated = await api.users.updateProfile({
        ...(fullName !== saved.fullName ? { full_name: fullName } : {}),
        ...(emailChanged ? { email } : {}),
      });
      const next = { fullName: updated.full_name ?? '', email: updated.email };
      setSaved(next);
      form.reset(next);
      await session.refresh().catch((error: unknown) => console.error('Failed to refresh user data', error));
      toast(emailChanged ? `Profile saved. We sent a verification link to ${updated.email}.` : 'Profile saved.');
    },
    failure: (error) =>
      errorCode(error) === 'EMAIL_TAKEN'
        ? { field: 'email', message: errorMessage(error, 'Failed to update profile') }
        : errorMessage(error, 'Failed to update profile'),
  });
  const changed = form.values.fullName.trim() !== saved.fullName || form.values.email.trim().toLowerCase() !== saved.email.toLowerCase();

  return (
    <section className="card screen-section" id="profile" aria-labelledby="profile-title">
      <div className="screen-section-header">
        <h2 id="profile-title">Profile</h2>
        <p className="muted">Your name shows to your team; your e-mail address is how you sign in.</p>
      </div>
      <ErrorBanner message={form.failure} />
      <form onSubmit={(event) => void form.handleSubmit(event)} noValidate>
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
              : 'Changing it sends a verification link to the new address.'
          }
        />
        <div className="form-actions">
          <button type="submit" className="button button-primary" disabled={form.submitting || !changed}>
            {form.submitting ? 'Saving...' : 'Save profile'}
          </button>
          {changed && !form.submitting ? (
            <button type="button" className="button button-outline" onClick={() => form.reset(saved)}>
              Discard changes
            </button>
          ) : null}
        </div>
      </form>
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

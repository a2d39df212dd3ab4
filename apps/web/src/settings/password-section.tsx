import type { User } from '@kitsmith/core';
import { api } from '../app/api.ts';
import { ErrorBanner } from '../ui/error-banner.tsx';
import { errorCode, errorMessage } from '../ui/error-message.ts';
import { InputField } from '../ui/form-field.tsx';
import { useToast } from '../ui/toast.tsx';
import { useForm } from '../ui/use-form.ts';
import { isDemoAccount } from './demo-account.ts';
import { validatePasswordChange } from './settings-validation.ts';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** What a password change did, in a sentence. */
export function passwordChangedMessage(signedOut: number, revokedTokens: number): string {
  const parts = [
    signedOut > 0 ? `${plural(signedOut, 'other session was', 'other sessions were')} signed out` : null,
    revokedTokens > 0 ? `${plural(revokedTokens, 'personal access token was', 'personal access tokens were')} revoked` : null,
  ].filter(Boolean);
  return parts.length > 0 ? `Password changed. ${parts.join(' and ')}.` : 'Password changed.';
}

/**
 * Change the password. Every other session and every personal access token
 * is revoked (said before submitting); this one stays signed in with the new
 * session the answer holds. `onSignedOutEverywhere` lets the page reload what
 * that changed (the token list).
 */
export function PasswordSection({ user, onSignedOutEverywhere }: { user: User; onSignedOutEverywhere: () => void }) {
  const toast = useToast();
  const form = useForm({
    initial: EMPTY,
    validate: validatePasswordChange,
    submit: async ({ currentPassword, newPassword }) => {
      const changed = await api.users.changePassword({
        current_password: currentPassword,
        new_password: newPassword,
      });
      form.reset(EMPTY);
      onSignedOutEverywhere();
      toast(passwordChangedMessage(changed.signed_out_sessions, changed.revoked_tokens));
    },
    failure: (error) =>
      errorCode(error) === 'WRONG_PASSWORD'
        ? { field: 'currentPassword', message: errorMessage(error, 'Failed to change password') }
        : errorMessage(error, 'Failed to change password'),
  });

  return (
    <section className="card screen-section" id="password" aria-labelledby="password-title">
      <div className="screen-section-header">
        <h2 id="password-title">Password</h2>
        <p className="muted">You sign in to Kitsmith with your e-mail address and this password.</p>
      </div>
      {isDemoAccount(user.email) ? (
        <p className="notice">Demo accounts have no password. Create a free account to keep your work and set a password.</p>
      ) : (
        <>
          <div className="notice notice-warning password-effects" id="password-change-effects">
            <p>
              Changing your password signs out every other session and revokes all your personal access tokens (the CLI and CI will
              need new ones). You stay signed in here.
            </p>
          </div>
          <ErrorBanner message={form.failure} />
          <form onSubmit={(event) => void form.handleSubmit(event)} noValidate aria-describedby="password-change-effects">
            {/* For password managers: whose password this is. */}
            <input type="email" name="username" autoComplete="username" value={user.email} readOnly hidden />
            <InputField
              label="Current password"
              name="currentPassword"
              type="password"
              autoComplete="current-password"
              value={form.values.currentPassword}
              onChange={form.change}
              error={form.errors.currentPassword}
            />
            <div className="field-row">
              <InputField
                label="New password"
                name="newPassword"
                type="password"
                autoComplete="new-password"
                hint="At least 8 characters."
                value={form.values.newPassword}
                onChange={form.change}
                error={form.errors.newPassword}
              />
              <InputField
                label="Confirm new password"
                name="confirmPassword"
                type="password"
                autoComplete="new-password"
                value={form.values.confirmPassword}
                onChange={form.change}
                error={form.errors.confirmPassword}
              />
            </div>
            <button type="submit" className="button button-primary" disabled={form.submitting}>
              {form.submitting ? 'Changing...' : 'Change password'}
            </button>
          </form>
        </>
      )}
    </section>
  );
}

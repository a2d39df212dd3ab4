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

/** Change the password; this session stays signed in, every other one is signed out. */
export function PasswordSection({ user }: { user: User }) {
  const toast = useToast();
  const form = useForm({
    initial: EMPTY,
    validate: validatePasswordChange,
    submit: async ({ currentPassword, newPassword }) => {
      const { signed_out_sessions: signedOut } = await api.users.changePassword({
        current_password: currentPassword,
        new_password: newPassword,
      });
      form.reset(EMPTY);
      toast(
        signedOut > 0
          ? `Password changed. ${signedOut} other ${signedOut === 1 ? 'session was' : 'sessions were'} signed out.`
          : 'Password changed.',
      );
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
        <p className="muted">Changing it signs you out everywhere else; you stay signed in here.</p>
      </div>
      {isDemoAccount(user.email) ? (
        <p className="notice">Demo accounts have no password. Create a free account to keep your work and set a password.</p>
      ) : (
        <>
          <ErrorBanner message={form.failure} />
          <form onSubmit={(event) => void form.handleSubmit(event)} noValidate>
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

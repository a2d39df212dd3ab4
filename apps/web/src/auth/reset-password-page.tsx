import { ApiClientError } from '@kitsmith/client';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { api } from '../app/api.ts';
import { ErrorBanner } from '../ui/error-banner.tsx';
import { InputField } from '../ui/form-field.tsx';
import { useForm } from '../ui/use-form.ts';
import { validateResetPassword } from './validation.ts';

const FAILURE_MESSAGE = 'Failed to reset password';

/** The server's message (such as an expired or used link), else the spec's fallback. */
function failureText(error: unknown): string {
  return error instanceof ApiClientError && error.status > 0 ? error.message : FAILURE_MESSAGE;
}

/** `/reset-password?token=...`: the landing page of the password reset e-mail. */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [done, setDone] = useState(false);
  const form = useForm({
    initial: { password: '', confirmPassword: '' },
    validate: validateResetPassword,
    submit: async ({ password }) => {
      try {
        await api.auth.resetPassword({ token, password });
        setDone(true);
      } catch (error) {
        console.error(FAILURE_MESSAGE, error);
        form.setFailure(failureText(error));
      }
    },
    failure: () => FAILURE_MESSAGE,
  });
  const failure = token ? form.failure : FAILURE_MESSAGE;

  return (
    <>
      <h1>Choose a new password</h1>
      {done ? (
        <div className="success-panel" role="status">
          <h2>Password updated</h2>
          <p>
            Your password has been changed, every session was signed out and your personal access tokens were revoked. You can now
            log in with your new password.
          </p>
          <Link to="/login" className="button button-primary button-block">
            Log in
          </Link>
        </div>
      ) : (
        <>
          <ErrorBanner message={failure} />
          {failure ? (
            <p className="form-back">
              <Link to="/forgot-password">Request a new reset link</Link>
            </p>
          ) : null}
          {token ? (
            <form onSubmit={(event) => void form.handleSubmit(event)} noValidate aria-describedby="reset-effects">
              <p className="muted" id="reset-effects">
                Saving a new password signs out every session of your account, on every device, and revokes its personal access
                tokens (the CLI and CI will need new ones).
              </p>
              <InputField
                label="New password"
                name="password"
                type="password"
                autoComplete="new-password"
                value={form.values.password}
                onChange={form.change}
                error={form.errors.password}
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
              <button type="submit" className="button button-primary button-block" disabled={form.submitting}>
                {form.submitting ? 'Saving...' : 'Save new password'}
              </button>
            </form>
          ) : null}
        </>
      )}
    </>
  );
}

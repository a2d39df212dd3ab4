import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { api } from '../app/api.ts';
import { ErrorBanner } from '../ui/error-banner.tsx';
import { InputField } from '../ui/form-field.tsx';
import { useForm } from '../ui/use-form.ts';
import { suggestedEmail } from './after-login.ts';
import { validateForgotPassword } from './validation.ts';

export function ForgotPasswordPage() {
  const [sent, setSent] = useState(false);
  const location = useLocation();
  const form = useForm({
    initial: { email: suggestedEmail(location.state) },
    validate: validateForgotPassword,
    submit: async ({ email }) => {
      await api.auth.forgotPassword({ email });
      setSent(true);
    },
    failure: () => 'Failed to send password reset email. Please try again.',
  });

  return (
    <>
      <p className="form-back">
        <Link to="/login">Back to login</Link>
      </p>
      <h1>Reset your password</h1>
      {sent ? (
        <div className="success-panel" role="status">
          <h2>Password reset email sent</h2>
          <p>
            Check your email for a link to reset your password. If it doesn&apos;t appear within a few minutes, check your spam folder.
          </p>
        </div>
      ) : (
        <>
          <ErrorBanner message={form.failure} />
          <form onSubmit={(event) => void form.handleSubmit(event)} noValidate>
            <InputField label="Email" name="email" type="email" autoComplete="email" value={form.values.email} onChange={form.change} error={form.errors.email} />
            <button type="submit" className="button button-primary button-block" disabled={form.submitting}>
              {form.submitting ? 'Sending...' : 'Send reset link'}
            </button>
          </form>
        </>
      )}
    </>
  );
}

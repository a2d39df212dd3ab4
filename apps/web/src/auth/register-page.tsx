import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useSession } from '../session/use-session.ts';
import { ErrorBanner } from '../ui/error-banner.tsx';
import { InputField } from '../ui/form-field.tsx';
import { afterLoginPath, suggestedEmail } from './after-login.ts';
import { SocialButtons } from './social-buttons.tsx';
import { useForm } from '../ui/use-form.ts';
import { validateRegister } from './validation.ts';

export function RegisterPage() {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const form = useForm({
    initial: { fullName: '', email: suggestedEmail(location.state), password: '', confirmPassword: '' },
    validate: validateRegister,
    submit: async ({ fullName, email, password }) => {
      await session.register(fullName, email, password);
      // Back to where signing up started (an invitation link, a protected page), else the dashboard.
      navigate(afterLoginPath(location.state), { replace: true });
    },
    failure: () => 'Failed to create account. Please try again.',
  });

  return (
    <>
      <h1>Create your account</h1>
      <p className="subtitle">Join thousands of designers and developers</p>
      <ErrorBanner message={form.failure} />
      <form onSubmit={(event) => void form.handleSubmit(event)} noValidate>
        <InputField label="Full name" name="fullName" autoComplete="name" value={form.values.fullName} onChange={form.change} error={form.errors.fullName} />
        <InputField label="Email" name="email" type="email" autoComplete="email" value={form.values.email} onChange={form.change} error={form.errors.email} />
        <InputField
          label="Password"
          name="password"
          type="password"
          autoComplete="new-password"
          value={form.values.password}
          onChange={form.change}
          error={form.errors.password}
        />
        <InputField
          label="Confirm password"
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          value={form.values.confirmPassword}
          onChange={form.change}
          error={form.errors.confirmPassword}
        />
        <button type="submit" className="button button-primary button-block" disabled={form.submitting}>
          {form.submitting ? 'Creating account...' : 'Create account'}
        </button>
      </form>
      <SocialButtons onError={form.setFailure} disabled={form.submitting} />
      <p className="switch">
        Already have an account?{' '}
        <Link to="/login" state={location.state}>
          Log in
        </Link>
      </p>
    </>
  );
}

import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useSession } from '../session/use-session.ts';
import { ErrorBanner } from '../ui/error-banner.tsx';
import { InputField } from '../ui/form-field.tsx';
import { afterLoginPath, cameForDemo, suggestedEmail } from './after-login.ts';
import { SocialButtons } from './social-buttons.tsx';
import { useForm } from '../ui/use-form.ts';
import { validateLogin } from './validation.ts';

export function LoginPage() {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const next = afterLoginPath(location.state);
  const [demoBusy, setDemoBusy] = useState(false);
  const form = useForm({
    initial: { email: suggestedEmail(location.state), password: '' },
    validate: validateLogin,
    submit: async ({ email, password }) => {
      await session.login(email, password);
      navigate(next, { replace: true });
    },
    failure: () => 'Invalid email or password. Please try again.',
  });

  const launchDemo = async () => {
    form.setFailure(null);
    setDemoBusy(true);
    try {
      await session.loginWithDemo();
      navigate(next, { replace: true });
    } catch (error) {
      console.error('Failed to login with demo account', error);
      form.setFailure('Failed to log in with demo account. Please try again.');
    } finally {
      setDemoBusy(false);
    }
  };
  const busy = form.submitting || demoBusy;

  return (
    <>
      <h1>Welcome back</h1>
      <p className="subtitle">Log in to your account to continue</p>
      <section className={cameForDemo(location.state) ? 'demo-box demo-box-highlighted' : 'demo-box'} aria-labelledby="demo-title">
        <h2 id="demo-title">Try Demo Account</h2>
        <p>Instant access with all features unlocked, no registration needed.</p>
        <button type="button" className="button button-primary" disabled={busy} aria-busy={demoBusy} onClick={() => void launchDemo()}>
          Launch Demo Experience
        </button>
      </section>
      <ErrorBanner message={form.failure} />
      <form onSubmit={(event) => void form.handleSubmit(event)} noValidate>
        <InputField label="Email" name="email" type="email" autoComplete="email" value={form.values.email} onChange={form.change} error={form.errors.email} />
        <InputField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          value={form.values.password}
          onChange={form.change}
          error={form.errors.password}
        />
        <p className="form-aside">
          <Link to="/forgot-password">Forgot password?</Link>
        </p>
        <button type="submit" className="button button-primary button-block" disabled={busy}>
          {form.submitting ? 'Logging in...' : 'Log in'}
        </button>
      </form>
      <SocialButtons onError={form.setFailure} disabled={busy} />
      <p className="switch">
        Don&apos;t have an account?{' '}
        <Link to="/register" state={location.state}>
          Sign up
        </Link>
      </p>
    </>
  );
}

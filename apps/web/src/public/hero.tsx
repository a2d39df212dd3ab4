import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useSession } from '../session/use-session.ts';
import { ThemeShowcase } from './theme-showcase.tsx';

/** The home page's hero (spec section 2): the promise, Get Started Free, Try Demo and See Features, and the product itself. */
export function Hero() {
  const { loginWithDemo } = useSession();
  const navigate = useNavigate();
  const [launching, setLaunching] = useState(false);
  const tryDemo = async () => {
    setLaunching(true);
    try {
      await loginWithDemo();
      navigate('/dashboard');
    } catch (error) {
      console.error('Failed to login with demo account', error);
    } finally {
      setLaunching(false);
    }
  };
  return (
    <div className="hero">
      <div className="hero-text">
        <p className="hero-eyebrow">Design systems, built visually</p>
        <h1>Build your design system visually</h1>
        <p className="subtitle">
          Pick components and templates, tune colours, typography and spacing with a live preview, and export production code.
        </p>
        <p className="actions">
          <Link to="/register" className="button button-primary button-lg">
            Get Started Free
          </Link>
          <button type="button" className="button button-outline button-lg" disabled={launching} onClick={() => void tryDemo()}>
            {launching ? 'Launching...' : 'Try Demo'}
          </button>
          <Link to="/features" className="button button-ghost button-lg">
            See Features <span aria-hidden="true">→</span>
          </Link>
        </p>
        <p className="hero-note muted">No credit card required · Free tier available · Cancel anytime</p>
      </div>
      <ThemeShowcase />
    </div>
  );
}

import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useSession } from '../session/use-session.ts';
import { CtaBanner } from './cta-banner.tsx';
import { ExamplesGallery } from './examples-gallery.tsx';
import { FeatureGrid } from './feature-grid.tsx';
import { HowItWorks } from './how-it-works.tsx';
import { PricingSection } from './pricing-section.tsx';

/** / (spec section 2): hero, six-feature grid, How It Works, the Stunning Examples gallery, pricing and the call-to-action. */
export function HomePage() {
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
    <main className="home-page">
      <div className="hero">
        <h1>Build your design system visually</h1>
        <p className="subtitle">
          Pick components and templates, tune colours, typography and spacing with a live preview, and export production code.
        </p>
        <p className="actions">
          <Link to="/register" className="button button-primary">
            Get Started Free
          </Link>
          <button type="button" className="button button-outline" disabled={launching} onClick={() => void tryDemo()}>
            {launching ? 'Launching...' : 'Try Demo'}
          </button>
          <Link to="/features" className="button button-outline">
            See Features
          </Link>
        </p>
        <p className="muted">No credit card required · Free tier available · Cancel anytime</p>
      </div>
      <div className="home-sections">
        <FeatureGrid />
        <HowItWorks />
        <ExamplesGallery />
        <PricingSection />
        <CtaBanner />
      </div>
    </main>
  );
}

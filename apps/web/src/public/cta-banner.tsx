import { useId } from 'react';
import { Link } from 'react-router-dom';
import './marketing.css';

/** The call-to-action banner of spec section 2 (home, /features, /pricing): sign-up, pricing and the Early Bird offer. */
export function CtaBanner() {
  const titleId = useId();
  return (
    <section className="cta-banner" aria-labelledby={titleId}>
      <h2 id={titleId}>Ready to build your design system?</h2>
      <p className="cta-banner-text">Join thousands of designers and developers. No credit card required · Free tier available · Cancel anytime</p>
      <p className="cta-banner-offer">
        <span className="cta-banner-offer-label">Early Bird offer:</span>{' '}
        <s className="cta-banner-old-price">
          <span className="visually-hidden">regular price </span>$9
        </s>{' '}
        <span className="visually-hidden">now </span>
        <strong className="cta-banner-price">$1</strong> per month
      </p>
      <p className="actions">
        <Link to="/register" className="button button-primary">
          Get Started Free
        </Link>
        <Link to="/pricing" className="button button-outline">
          View Pricing
        </Link>
      </p>
    </section>
  );
}

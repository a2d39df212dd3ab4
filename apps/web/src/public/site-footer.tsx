import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Logo } from '../ui/logo.tsx';

/** Shown when the newsletter box is used: there is no subscription endpoint yet, so nothing is stored or sent. */
export const NEWSLETTER_NOT_OPEN = 'The newsletter is not open yet, so nothing was sent and your address was not stored. Please check back later.';

/** The public footer (spec section 2): product and company links and the newsletter box. (No social links until the accounts exist.) */
export function SiteFooter() {
  const emailId = useId();
  const [notice, setNotice] = useState('');

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setNotice(NEWSLETTER_NOT_OPEN);
  };

  return (
    <footer className="site-footer">
      <div className="site-footer-grid">
        <div className="site-footer-brand">
          <Logo />
          <p className="muted">Build, customise and export your design system.</p>
        </div>
        <nav aria-label="Product" className="site-footer-links">
          <h2>Product</h2>
          <ul>
            <li>
              <Link to="/features">Features</Link>
            </li>
            <li>
              <Link to="/pricing">Pricing</Link>
            </li>
          </ul>
        </nav>
        <nav aria-label="Company" className="site-footer-links">
          <h2>Company</h2>
          <ul>
            <li>
              <Link to="/terms">Terms</Link>
            </li>
            <li>
              <Link to="/privacy">Privacy</Link>
            </li>
            <li>
              <Link to="/cookies">Cookies</Link>
            </li>
          </ul>
        </nav>
        <form className="newsletter" onSubmit={onSubmit} noValidate aria-labelledby={`${emailId}-title`}>
          <h2 id={`${emailId}-title`}>Newsletter</h2>
          <label htmlFor={emailId}>Email address</label>
          <div className="newsletter-row">
            <input id={emailId} type="email" name="email" autoComplete="email" placeholder="you@example.com" />
            <button type="submit" className="button button-primary">
              Subscribe
            </button>
          </div>
          <p role="status" className="newsletter-status">
            {notice}
          </p>
        </form>
      </div>
      <div className="site-footer-bottom">
        <p className="muted">© {new Date().getFullYear()} Kitsmith</p>
      </div>
    </footer>
  );
}

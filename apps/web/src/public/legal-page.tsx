import { Link } from 'react-router-dom';
import './marketing.css';

export type LegalKind = 'terms' | 'privacy' | 'cookies';

const pages: Record<LegalKind, { title: string; body: string[] }> = {
  terms: {
    title: 'Terms of Service',
    body: [
      'These terms are a placeholder. Kitsmith has not published its terms of service yet.',
      'Until the final terms are published here, use of Kitsmith is offered as is, without warranties.',
    ],
  },
  privacy: {
    title: 'Privacy Policy',
    body: [
      'This privacy policy is a placeholder. Kitsmith has not published its full privacy policy yet.',
      'Kitsmith stores the account details you enter and the projects you create in order to provide the service.',
    ],
  },
  cookies: {
    title: 'Cookie Policy',
    body: [
      'This cookie policy is a placeholder. Kitsmith has not published its full cookie policy yet.',
      'The app keeps your sign-in tokens and your theme choice in your browser’s local storage so that you stay signed in and keep your chosen look.',
    ],
  },
};

/** The terms, privacy and cookies placeholders (spec section 2). */
export function LegalPage({ kind }: { kind: LegalKind }) {
  const page = pages[kind];
  return (
    <main className="marketing-page legal-page">
      <h1>{page.title}</h1>
      {page.body.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <p>
        <Link to="/">Back to home</Link>
      </p>
    </main>
  );
}

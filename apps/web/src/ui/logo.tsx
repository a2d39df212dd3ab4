import { Link } from 'react-router-dom';

/** The Kitsmith mark and name, linking home. */
export function Logo() {
  return (
    <Link to="/" className="logo" aria-label="Kitsmith home">
      <svg viewBox="0 0 32 32" width="28" height="28" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill="var(--primary)" />
        <path
          d="M10 8v16M10 16l10-8M13.5 13.5 21 24"
          stroke="var(--primary-foreground)"
          strokeWidth="3"
          strokeLinecap="round"
          fill="none"
        />
      </svg>
      <span>Kitsmith</span>
    </Link>
  );
}

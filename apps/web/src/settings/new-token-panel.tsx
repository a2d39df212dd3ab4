import type { CreatedToken } from '@kitsmith/client';
import { useEffect, useId, useRef, useState } from 'react';

/** The spec's copy confirmation time (section 9). */
const COPIED_FOR_MS = 2000;

/** A token's secret, shown once right after it is made, with a Copy button. */
export function NewTokenPanel({ token, onDone }: { token: CreatedToken; onDone: () => void }) {
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const inputId = useId();
  const [copied, setCopied] = useState(false);
  const [copyFailed, setCopyFailed] = useState(false);

  useEffect(() => panel.current?.focus(), []);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_FOR_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(token.token);
      setCopyFailed(false);
      setCopied(true);
    } catch (error) {
      console.error('Failed to copy the token', error);
      setCopyFailed(true);
    }
  };

  return (
    <div className="notice notice-warning token-secret" ref={panel} tabIndex={-1} role="region" aria-labelledby={titleId}>
      <h3 id={titleId}>Copy your new token “{token.name}” now</h3>
      <p>
        <strong>You will not see it again.</strong> Store it somewhere safe, such as a password manager or your CI&apos;s secrets.
      </p>
      <div className="token-secret-row">
        <label htmlFor={inputId} className="visually-hidden">
          New token
        </label>
        <input id={inputId} className="token-secret-value" readOnly value={token.token} onFocus={(event) => event.target.select()} />
        <button type="button" className="button button-primary" onClick={() => void copy()}>
          {copied ? 'Copied!' : 'Copy'}
        </button>
      </div>
      <p className="field-hint" role="status">
        {copyFailed ? 'Copying is blocked here: select the token and copy it with your keyboard.' : ''}
      </p>
      <p>
        It can {token.scopes.includes('write') ? 'read and change' : 'only read'} your projects. Sign in the CLI with{' '}
        <code>kitsmith login --token &lt;token&gt;</code>, or set <code>KITSMITH_TOKEN</code> in CI.
      </p>
      <button type="button" className="button button-outline" onClick={onDone}>
        Done
      </button>
    </div>
  );
}

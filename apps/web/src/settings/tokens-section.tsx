import type { CreatedToken, TokenList } from '@kitsmith/client';
import { useEffect, useId, useRef, useState } from 'react';
import { api } from '../app/api.ts';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import { ErrorBanner } from '../ui/error-banner.tsx';
import { errorMessage } from '../ui/error-message.ts';
import { InputField } from '../ui/form-field.tsx';
import { formatDate } from '../ui/format-date.ts';
import { SegmentedControl, type Segment } from '../ui/segmented-control.tsx';
import { Skeleton } from '../ui/skeleton.tsx';
import { useToast } from '../ui/toast.tsx';
import { useForm } from '../ui/use-form.ts';
import { NewTokenPanel } from './new-token-panel.tsx';
import { validateToken } from './settings-validation.ts';

type Token = TokenList['tokens'][number];
type Scope = Token['scopes'][number];
type ListState = { status: 'loading' } | { status: 'error'; message: string } | { status: 'loaded'; tokens: Token[] };

type Expiry = '30' | '90' | '365' | 'never';
const EXPIRY_OPTIONS: readonly Segment<Expiry>[] = [
  { value: '30', label: '30 days' },
  { value: '90', label: '90 days' },
  { value: '365', label: '1 year' },
  { value: 'never', label: 'Never' },
];

/** Personal access tokens for the CLI and CI: create (secret shown once), list, revoke. */
export function TokensSection() {
  const toast = useToast();
  const heading = useRef<HTMLHeadingElement>(null);
  const [list, setList] = useState<ListState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [created, setCreated] = useState<CreatedToken | null>(null);
  const [revoking, setRevoking] = useState<Token | null>(null);
  // Read is always on; Write is opt-in, so a token can do no more than it was made for.
  const [canWrite, setCanWrite] = useState(false);
  const scopesHint = useId();

  useEffect(() => {
    let current = true;
    setList({ status: 'loading' });
    api.tokens
      .list()
      .then(({ tokens }) => current && setList({ status: 'loaded', tokens }))
      .catch((error: unknown) => {
        console.error('Failed to load tokens', error);
        if (current) setList({ status: 'error', message: errorMessage(error, 'Failed to load your tokens') });
      });
    return () => {
      current = false;
    };
  }, [attempt]);

  const form = useForm({
    initial: { name: '', expiresInDays: '90' },
    validate: validateToken,
    submit: async ({ name, expiresInDays }) => {
      const token = await api.tokens.create({
        name: name.trim(),
        scopes: canWrite ? ['read', 'write'] : ['read'],
        ...(expiresInDays === 'never' ? {} : { expires_in_days: Number(expiresInDays) }),
      });
      setCreated(token);
      setList((current) =>
        current.status === 'loaded' ? { status: 'loaded', tokens: [summaryOf(token), ...current.tokens] } : current,
      );
      form.reset();
      setCanWrite(false);
    },
    failure: (error) => errorMessage(error, 'Failed to create the token'),
  });

  const revoke = async (token: Token) => {
    await api.tokens.remove(token.id);
    setList((current) =>
      current.status === 'loaded' ? { status: 'loaded', tokens: current.tokens.filter((each) => each.id !== token.id) } : current,
    );
    if (created?.id === token.id) setCreated(null);
    toast(`Token “${token.name}” revoked.`);
  };

  return (
    <section className="card screen-section" id="tokens" aria-labelledby="tokens-title">
      <div className="screen-section-header">
        <h2 id="tokens-title" ref={heading} tabIndex={-1}>
          Personal access tokens
        </h2>
        <p className="muted">
          For the Kitsmith CLI and CI jobs: a token acts as you, so give each use its own and revoke the ones you no longer need.
        </p>
      </div>

      {created ? <NewTokenPanel token={created} onDone={() => setCreated(null)} /> : null}

      <ErrorBanner message={form.failure} />
      <form className="token-form" onSubmit={(event) => void form.handleSubmit(event)} noValidate>
        <div className="field-row">
          <InputField
            label="Token name"
            name="name"
            maxLength={100}
            placeholder="e.g. Laptop CLI"
            hint="What it is for, so you know which to revoke later."
            value={form.values.name}
            onChange={form.change}
            error={form.errors.name}
          />
          <SegmentedControl
            className="field-segmented"
            label="Expires after"
            showLabel
            fill
            value={form.values.expiresInDays as Expiry}
            options={EXPIRY_OPTIONS}
            onChange={(expiry) => form.set('expiresInDays', expiry)}
          />
        </div>
        <fieldset className="choice-group" aria-describedby={scopesHint}>
          <legend>Scopes</legend>
          <p className="field-hint" id={scopesHint}>
            No token can manage your account (tokens, password, e-mail, billing): that needs you signed in here.
          </p>
          <div className="choice-list">
            <label className="choice">
              <input type="checkbox" name="scopeRead" checked disabled />
              <span>Read (always on): see projects and exports, for pull, diff and check</span>
            </label>
            <label className="choice">
              <input type="checkbox" name="scopeWrite" checked={canWrite} onChange={(event) => setCanWrite(event.target.checked)} />
              <span>Write: also change projects, sharing and exports, for apply --push</span>
            </label>
          </div>
        </fieldset>
        <button type="submit" className="button button-primary" disabled={form.submitting}>
          {form.submitting ? 'Creating...' : 'Create token'}
        </button>
      </form>

      <h3>Your tokens</h3>
      {list.status === 'loading' ? <Skeleton label="Loading your tokens" lines={2} /> : null}
      {list.status === 'error' ? (
        <ErrorBanner message={list.message} onRetry={() => setAttempt((n) => n + 1)} />
      ) : null}
      {list.status === 'loaded' && list.tokens.length === 0 ? (
        <p className="empty-state">
          No tokens yet. Create one above, then sign in the CLI with <code>kitsmith login --token &lt;token&gt;</code>.
        </p>
      ) : null}
      {list.status === 'loaded' && list.tokens.length > 0 ? (
        <ul className="item-list" aria-label="Your tokens">
          {list.tokens.map((token) => (
            <li key={token.id}>
              <div className="item-text item-main">
                <div>
                  <p className="item-title">{token.name}</p>
                  <p className="item-meta">{tokenDates(token)}</p>
                </div>
              </div>
              <div className="item-actions">
                <span className="badge">
                  <span className="visually-hidden">Scopes: </span>
                  {scopesLabel(token.scopes)}
                </span>
                {isExpired(token) ? <span className="badge badge-warning">Expired</span> : null}
                <button type="button" className="button button-danger-outline button-small" onClick={() => setRevoking(token)}>
                  Revoke<span className="visually-hidden"> token {token.name}</span>
                </button>
              </div>
            </li>
          ))}
        </ul>
      ) : null}

      {revoking ? (
        <ConfirmDialog
          title={`Revoke “${revoking.name}”?`}
          confirmLabel="Revoke token"
          busyLabel="Revoking..."
          danger
          failureFallback="Failed to revoke the token"
          onConfirm={() => revoke(revoking)}
          onClose={() => setRevoking(null)}
          fallbackFocus={() => heading.current}
        >
          <p>Anything signed in with it (the CLI on a computer, a CI job) stops working at once. This cannot be undone.</p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}

/** The list entry of a token just made (never its secret). */
const summaryOf = ({ id, name, scopes, created_at, expires_at }: CreatedToken): Token => ({
  id,
  name,
  scopes,
  created_at,
  expires_at,
  last_used_at: null,
});

/** What a token may do, in words (`write` always comes with `read`). */
const scopesLabel = (scopes: readonly Scope[]): string => (scopes.includes('write') ? 'Read and write' : 'Read only');

const isExpired = (token: Token) => token.expires_at !== null && new Date(token.expires_at).getTime() <= Date.now();

function tokenDates(token: Token): string {
  const used = token.last_used_at ? `last used ${formatDate(token.last_used_at)}` : 'never used';
  const expiry = token.expires_at
    ? `${isExpired(token) ? 'expired' : 'expires'} ${formatDate(token.expires_at)}`
    : 'never expires';
  return `Created ${formatDate(token.created_at)} · ${used} · ${expiry}`;
}

import type { User } from '@kitsmith/core';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../app/api.ts';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import { InputField } from '../ui/form-field.tsx';
import { isDemoAccount } from './demo-account.ts';
import { DELETE_ACCOUNT_PHRASE, matchesDeletePhrase } from './settings-validation.ts';

/** The danger zone: delete the account after typing a phrase (and the password, for accounts that have one); then home, signed out. */
export function DeleteAccountSection({ user }: { user: User }) {
  const [open, setOpen] = useState(false);
  return (
    <section className="card screen-section danger-zone" id="delete-account" aria-labelledby="delete-account-title">
      <div className="screen-section-header">
        <h2 id="delete-account-title">Delete account</h2>
        <p className="muted">
          Deletes your account and everything in it: your projects with their teams, your exports and your tokens. Projects others shared with you
          stay with them. This cannot be undone.
        </p>
      </div>
      <p>
        <button type="button" className="button button-danger-outline" onClick={() => setOpen(true)}>
          Delete account...
        </button>
      </p>
      {open ? <DeleteAccountDialog user={user} onClose={() => setOpen(false)} /> : null}
    </section>
  );
}

function DeleteAccountDialog({ user, onClose }: { user: User; onClose: () => void }) {
  const navigate = useNavigate();
  const needsPassword = !isDemoAccount(user.email);
  const [phrase, setPhrase] = useState('');
  const [password, setPassword] = useState('');
  const ready = matchesDeletePhrase(phrase) && (!needsPassword || password.length > 0);

  const deleteAccount = async () => {
    await api.users.deleteAccount(needsPassword ? { password } : {});
    // Home first, then the session ends (the client already dropped the tokens): no detour through /login.
    navigate('/', { replace: true });
    api.signOut();
  };

  return (
    <ConfirmDialog
      title="Delete your account for good?"
      confirmLabel="Delete my account"
      busyLabel="Deleting..."
      danger
      canConfirm={ready}
      failureFallback="Failed to delete account"
      onConfirm={deleteAccount}
      onClose={onClose}
    >
      <p>
        Everything in <strong>{user.email}</strong> is deleted at once, and you are signed out.
      </p>
      <InputField
        label={`To confirm, type “${DELETE_ACCOUNT_PHRASE}”`}
        name="confirmPhrase"
        autoComplete="off"
        spellCheck={false}
        value={phrase}
        onChange={(event) => setPhrase(event.target.value)}
      />
      {needsPassword ? (
        <InputField
          label="Your password"
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      ) : null}
    </ConfirmDialog>
  );
}

import { userDisplayName, type User } from '@kitsmith/core';
import { useCallback, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useSession } from '../session/use-session.ts';
import type { ThemeMode } from '../theme/theme.ts';
import { useTheme } from '../theme/use-theme.ts';
import { Icon } from '../ui/icons.tsx';
import { useDismiss } from '../ui/use-dismiss.ts';
import { UserAvatar } from '../ui/user-avatar.tsx';

const THEME_CHOICES: { mode: ThemeMode; label: string }[] = [
  { mode: 'light', label: 'Light' },
  { mode: 'dark', label: 'Dark' },
  { mode: 'auto', label: 'Auto' },
];

/** Spec section 2's user menu: the name (or the e-mail's local part), Profile, Settings, Billing, the theme, Log out. */
export function UserMenu({ user }: { user: User }) {
  const { logout } = useSession();
  const { mode, setMode } = useTheme();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const panelId = useId();
  const container = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, container, trigger);
  const name = userDisplayName(user);

  const logOut = async () => {
    setLeaving(true);
    // Home first, then the session ends: the protected screen must not send the user to /login on the way out.
    navigate('/', { replace: true });
    await logout();
  };

  return (
    <div className="popover-anchor" ref={container}>
      <button
        ref={trigger}
        type="button"
        className="user-menu-button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <UserAvatar name={name} src={user.photoURL} size="sm" />
        <span data-testid="user-name">{name}</span>
        <Icon name="chevronDown" size={16} />
      </button>
      {open ? (
        <div id={panelId} className="popover user-menu" role="group" aria-label="Account">
          <Link to="/settings" onClick={close}>
            Profile
          </Link>
          <Link to="/settings" onClick={close}>
            Settings
          </Link>
          <Link to="/billing" onClick={close}>
            Billing
          </Link>
          <fieldset className="theme-choice">
            <legend>Theme</legend>
            {THEME_CHOICES.map((choice) => (
              <label key={choice.mode}>
                <input type="radio" name={`${panelId}-theme`} value={choice.mode} checked={mode === choice.mode} onChange={() => setMode(choice.mode)} />
                {choice.label}
              </label>
            ))}
          </fieldset>
          <button type="button" className="user-menu-logout" onClick={() => void logOut()} disabled={leaving}>
            {leaving ? 'Logging out...' : 'Log out'}
          </button>
        </div>
      ) : null}
    </div>
  );
}

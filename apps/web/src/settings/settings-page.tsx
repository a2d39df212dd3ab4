import '../ui/app-screens.css';
import './settings.css';
import { useState } from 'react';
import { useSession } from '../session/use-session.ts';
import { AvatarSection } from './avatar-section.tsx';
import { DeleteAccountSection } from './delete-account-section.tsx';
import { PasswordSection } from './password-section.tsx';
import { PreferencesSection } from './preferences-section.tsx';
import { ProfileSection } from './profile-section.tsx';
import { SectionNav, type SettingsSection } from './section-nav.tsx';
import { TokensSection } from './tokens-section.tsx';

const SECTIONS: readonly SettingsSection[] = [
  { id: 'profile', label: 'Profile' },
  { id: 'avatar', label: 'Avatar' },
  { id: 'password', label: 'Password' },
  { id: 'preferences', label: 'Preferences' },
  { id: 'tokens', label: 'Access tokens' },
  { id: 'delete-account', label: 'Delete account' },
];

/** /settings (issue 6, section 3): profile, avatar, password, preferences, CLI tokens and account deletion. */
export function SettingsPage() {
  const { user } = useSession();
  // Raised when a password change revoked every personal access token: the token list is read again.
  const [accessGeneration, setAccessGeneration] = useState(0);
  if (!user) return null;
  return (
    <div className="screen settings-page">
      <header className="screen-header">
        <h1>Settings</h1>
        <p className="muted">Your profile, sign-in, preferences and access tokens.</p>
      </header>
      <div className="settings-layout">
        <SectionNav sections={SECTIONS} />
        <div className="settings-sections">
          <ProfileSection user={user} />
          <AvatarSection user={user} />
          <PasswordSection user={user} onSignedOutEverywhere={() => setAccessGeneration((generation) => generation + 1)} />
          <PreferencesSection />
          <TokensSection key={accessGeneration} />
          <DeleteAccountSection user={user} />
        </div>
      </div>
    </div>
  );
}

import { ApiClientError } from '@kitsmith/client';
import { useState } from 'react';
import { api } from '../app/api.ts';

const PROVIDERS = [
  { id: 'google', name: 'Google', call: () => api.auth.google() },
  { id: 'github', name: 'GitHub', call: () => api.auth.github() },
] as const;

/**
 * 'Or continue with' Google and GitHub. Neither is implemented by the API yet:
 * its 501 answer carries the spec's message ('Google sign-in not implemented
 * yet. ...'), shown in the form's banner; any other failure shows the spec's
 * 'Failed to sign in with Google. Please try again.'
 */
export function SocialButtons({ onError, disabled }: { onError: (message: string | null) => void; disabled: boolean }) {
  const [busy, setBusy] = useState<string | null>(null);
  const signIn = async (provider: (typeof PROVIDERS)[number]) => {
    onError(null);
    setBusy(provider.id);
    try {
      await provider.call();
    } catch (error) {
      console.error(`Failed to sign in with ${provider.name}`, error);
      onError(
        error instanceof ApiClientError && error.status === 501
          ? error.message
          : `Failed to sign in with ${provider.name}. Please try again.`,
      );
    } finally {
      setBusy(null);
    }
  };
  return (
    <div className="social">
      <p className="divider">
        <span>Or continue with</span>
      </p>
      <div className="social-buttons">
        {PROVIDERS.map((provider) => (
          <button
            key={provider.id}
            type="button"
            className="button button-outline"
            disabled={disabled || busy !== null}
            onClick={() => void signIn(provider)}
          >
            {provider.name}
          </button>
        ))}
      </div>
    </div>
  );
}

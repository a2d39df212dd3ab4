import { mapServerUser, type User } from '@kitsmith/core';
import type { Session } from '@kitsmith/client';
import { createContext, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { sessionApi } from '../app/session-api.ts';
import { onSignedOut } from '../app/transport.ts';
import { useTheme } from '../theme/use-theme.ts';

export type SessionStatus = 'loading' | 'signed-in' | 'signed-out';

export interface SessionValue {
  status: SessionStatus;
  user: User | null;
  login: (email: string, password: string) => Promise<void>;
  register: (fullName: string, email: string, password: string) => Promise<void>;
  loginWithDemo: () => Promise<void>;
  logout: () => Promise<void>;
  /** Re-reads the profile (its counters feed the plan card) after something changed it. */
  refresh: () => Promise<void>;
}

export const SessionContext = createContext<SessionValue | null>(null);

/**
 * The session (spec section 4): loading, then signed in or signed out. With a
 * stored access token the profile is fetched on startup; a failure clears the
 * tokens. Login, register and demo set the user; logout clears it.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<User | null>(null);
  const [status, setStatus] = useState<SessionStatus>(() => (sessionApi.isSignedIn() ? 'loading' : 'signed-out'));

  const { setMode } = useTheme();
  const signIn = useCallback(
    (session: Session) => {
      setUser(mapServerUser(session.user));
      setStatus('signed-in');
      // Signing in (on this device or a new one) brings the theme chosen in Settings; a session restored on reload keeps this device's.
      sessionApi.users
        .preferences()
        .then(({ preferences }) => preferences.theme && setMode(preferences.theme))
        .catch((error: unknown) => console.warn('The saved theme could not be read; keeping this device’s', error));
    },
    [setMode],
  );
  const clear = useCallback(() => {
    setUser(null);
    setStatus('signed-out');
  }, []);

  useEffect(() => onSignedOut(clear), [clear]);

  useEffect(() => {
    if (!sessionApi.isSignedIn()) return;
    let current = true;
    sessionApi.users
      .profile()
      .then((profile) => {
        if (!current) return;
        setUser(mapServerUser(profile));
        setStatus('signed-in');
      })
      .catch((error: unknown) => {
        console.error('Failed to refresh user data', error);
        if (!current) return;
        sessionApi.signOut();
        clear();
      });
    return () => {
      current = false;
    };
  }, [clear]);

  const value = useMemo<SessionValue>(
    () => ({
      status,
      user,
      login: async (email, password) => signIn(await sessionApi.auth.login({ email, password })),
      register: async (fullName, email, password) => signIn(await sessionApi.auth.register({ full_name: fullName, email, password })),
      loginWithDemo: async () => signIn(await sessionApi.auth.demo()),
      refresh: async () => {
        if (status !== 'signed-in') return;
        setUser(mapServerUser(await sessionApi.users.profile()));
      },
      logout: async () => {
        try {
          await sessionApi.auth.logout();
        } catch (error) {
          console.error('Failed to logout', error);
        } finally {
          clear();
        }
      },
    }),
    [status, user, signIn, clear],
  );

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

import type { User } from '@kitsmith/core';
import type { Session } from '@kitsmith/client';
import { createContext, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { onSignedOut, transport } from '../app/transport.ts';
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

/** The session's calls, loaded when first needed (a stored session, or someone signing in), never by a signed-out first visit. */
const loadSessionApi = () => import('../app/session-api.ts');

/**
 * The session (spec section 4): loading, then signed in or signed out. With a
 * stored access token the profile is fetched on startup; a failure clears the
 * tokens. Login, register and demo set the user; logout clears it.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<User | null>(null);
  const [status, setStatus] = useState<SessionStatus>(() => (transport.isSignedIn() ? 'loading' : 'signed-out'));

  const { setMode } = useTheme();
  const signIn = useCallback(
    async (signingIn: (api: Awaited<ReturnType<typeof loadSessionApi>>['sessionApi']) => Promise<Session>) => {
      const { sessionApi, mapServerUser } = await loadSessionApi();
      const session = await signingIn(sessionApi);
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
    if (!transport.isSignedIn()) return;
    let current = true;
    loadSessionApi()
      .then(async ({ sessionApi, mapServerUser }) => {
        const profile = await sessionApi.users.profile();
        if (!current) return;
        setUser(mapServerUser(profile));
        setStatus('signed-in');
      })
      .catch((error: unknown) => {
        console.error('Failed to refresh user data', error);
        if (!current) return;
        transport.signOut();
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
      login: (email, password) => signIn((api) => api.auth.login({ email, password })),
      register: (fullName, email, password) => signIn((api) => api.auth.register({ full_name: fullName, email, password })),
      loginWithDemo: () => signIn((api) => api.auth.demo()),
      refresh: async () => {
        if (status !== 'signed-in') return;
        const { sessionApi, mapServerUser } = await loadSessionApi();
        setUser(mapServerUser(await sessionApi.users.profile()));
      },
      logout: async () => {
        try {
          const { sessionApi } = await loadSessionApi();
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

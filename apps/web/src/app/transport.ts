import { browserStorage, createTransport, memoryStorage } from '@kitsmith/client';

type SignedOutListener = () => void;
const signedOutListeners = new Set<SignedOutListener>();

/** Called when the client gives up on a session (no refresh token, or the refresh failed). */
export function onSignedOut(listener: SignedOutListener): () => void {
  signedOutListeners.add(listener);
  return () => signedOutListeners.delete(listener);
}

/**
 * The one request core of the web app (same origin: the API serves the app,
 * Vite proxies /v1 in dev): one token store and one refresh at a time for
 * `sessionApi` and `api` alike.
 */
export const transport = createTransport({
  baseUrl: '/v1',
  // No window when the build renders the public pages ahead (src/prerender.tsx): nobody is signed in there.
  storage: typeof window === 'undefined' ? memoryStorage() : browserStorage(),
  onSignedOut: () => signedOutListeners.forEach((listener) => listener()),
});

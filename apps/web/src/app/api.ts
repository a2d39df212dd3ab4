import { browserStorage, createClient } from '@kitsmith/client';

type SignedOutListener = () => void;
const signedOutListeners = new Set<SignedOutListener>();

/** Called when the client gives up on a session (no refresh token, or the refresh failed). */
export function onSignedOut(listener: SignedOutListener): () => void {
  signedOutListeners.add(listener);
  return () => signedOutListeners.delete(listener);
}

/** The one typed /v1 client of the web app (same origin: the API serves the app, Vite proxies /v1 in dev). */
export const api = createClient({
  baseUrl: '/v1',
  storage: browserStorage(),
  onSignedOut: () => signedOutListeners.forEach((listener) => listener()),
});

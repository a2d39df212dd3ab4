import { memoryStorage } from '@kitsmith/client';
import { createSession } from '../api/session.ts';
import { readCredentials, removeCredentials, type Credentials } from '../config/credentials.ts';
import type { Environment } from '../environment.ts';
import type { Progress } from '../ui/progress.ts';

export interface LogoutResult {
  wasSignedIn: boolean;
  apiUrl: string | null;
  kind: Credentials['kind'] | null;
  /** For an e-mail sign-in: whether the server ended the session too (false when it could not be reached). */
  serverSessionEnded: boolean;
}

function storedCredentials(environment: Environment): Credentials | undefined {
  try {
    return readCredentials(environment.configDir);
  } catch {
    // Damaged credentials are removed all the same.
    return undefined;
  }
}

/**
 * Removes the stored credentials. A password session is also ended on the
 * server when it can be reached; a personal access token stays valid until
 * it is revoked (the command says so).
 */
export async function logout(environment: Environment, progress: Progress): Promise<LogoutResult> {
  const stored = storedCredentials(environment);
  let serverSessionEnded = false;
  if (stored?.kind === 'session') {
    const session = createSession(environment, stored.apiUrl, memoryStorage(stored.tokens), 'session');
    serverSessionEnded = await progress.step(`Ending the session on ${stored.apiUrl}`, () =>
      session.client.auth.logout().then(
        () => true,
        () => false,
      ),
    );
  }
  removeCredentials(environment.configDir);
  return { wasSignedIn: stored !== undefined, apiUrl: stored?.apiUrl ?? null, kind: stored?.kind ?? null, serverSessionEnded };
}

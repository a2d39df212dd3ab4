import { ACCESS_TOKEN_KEY, memoryStorage, REFRESH_TOKEN_KEY, type User } from '@kitsmith/client';
import { resolveApiUrl } from '../api/api-url.ts';
import { createSession } from '../api/session.ts';
import { readCredentials, writeCredentials, type Credentials } from '../config/credentials.ts';
import type { Environment } from '../environment.ts';
import { CliError, EXIT_CODES } from '../errors.ts';
import type { Progress } from '../ui/progress.ts';

export type LoginInput =
  { apiUrl?: string | undefined; token: string } | { apiUrl?: string | undefined; email: string; password: string };

export interface LoginResult {
  apiUrl: string;
  /** `token`: a personal access token; `session`: e-mail and password. */
  kind: Credentials['kind'];
  user: { id: string; email: string; name: string | null };
}

/** Where the user signed in before, if the file can be read: a new login replaces it either way. */
function previousApiUrl(environment: Environment): string | undefined {
  try {
    return readCredentials(environment.configDir)?.apiUrl;
  } catch {
    return undefined;
  }
}

const presentUser = (user: User) => ({ id: user.id, email: user.email, name: user.full_name ?? null });

/**
 * Signs in with a personal access token (checked against the API before it is
 * kept) or with e-mail and password, and stores the credentials (0600).
 */
export async function login(environment: Environment, input: LoginInput, progress: Progress): Promise<LoginResult> {
  const apiUrl = resolveApiUrl(input.apiUrl, environment.env, previousApiUrl(environment));
  const storage = memoryStorage('token' in input ? { [ACCESS_TOKEN_KEY]: input.token } : {});
  const session = createSession(environment, apiUrl, storage, 'token' in input ? 'token' : 'none');
  let user: User;
  if ('token' in input) {
    user = await progress.step(`Checking the token with ${apiUrl}`, () => session.call((client) => client.users.profile()));
  } else {
    const { email, password } = input;
    const started = await progress.step(`Signing in to ${apiUrl}`, () =>
      session.call(
        (client) => client.auth.login({ email, password }),
        (error) =>
          error.status === 401 || error.status === 400 || error.status === 422
            ? new CliError('LOGIN_FAILED', error.message, {
                suggestion: 'Check the e-mail and password, or use a personal access token: `kitsmith login --token <token>`.',
                exitCode: EXIT_CODES.auth,
              })
            : undefined,
      ),
    );
    user = started.user;
  }
  const tokens: Record<string, string> = {};
  for (const key of [ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY]) {
    const value = storage.get(key);
    if (value) tokens[key] = value;
  }
  const kind = 'token' in input ? 'token' : 'session';
  writeCredentials(environment.configDir, { apiUrl, kind, email: user.email, tokens });
  return { apiUrl, kind, user: presentUser(user) };
}

import { ApiClientError, CLIENT_ERROR_CODES } from '@kitsmith/client';
import { CliError, EXIT_CODES } from '../errors.ts';

/** How the request was signed: the error names what to fix. */
export type Credential = 'KITSMITH_TOKEN' | 'token' | 'session' | 'none';

const FIX_CREDENTIAL: Record<Credential, string> = {
  KITSMITH_TOKEN: 'Create a new personal access token and set KITSMITH_TOKEN to it.',
  token: 'Run `kitsmith login --token <token>` with a valid personal access token.',
  session: 'Run `kitsmith login` again.',
  none: 'Run `kitsmith login` or set KITSMITH_TOKEN to a personal access token.',
};

const REFUSED: Record<Credential, string> = {
  KITSMITH_TOKEN: 'refused KITSMITH_TOKEN',
  token: 'refused your stored personal access token',
  session: 'ended your session',
  none: 'needs you to sign in',
};

const FIX_SCOPE: Record<Credential, string> = {
  KITSMITH_TOKEN: 'In Kitsmith, Settings > Access tokens: create a token with the scope this needs (write, to change things) and set KITSMITH_TOKEN to it.',
  token: 'In Kitsmith, Settings > Access tokens: create a token with the scope this needs (write, to change things), then `kitsmith login --token <token>`.',
  session: 'Run `kitsmith login` again.',
  none: 'Run `kitsmith login` or set KITSMITH_TOKEN to a personal access token.',
};

/**
 * A failed API call as an error a person can act on: a refused sign-in or a
 * token without the needed scope is an auth error (3); anything else the network or the server said no to (a
 * missing project, a plan limit, a conflict) is a network/server error (4).
 */
export function fromApiError(error: ApiClientError, apiUrl: string, credential: Credential): CliError {
  if (error.code === CLIENT_ERROR_CODES.network) {
    return new CliError(
      'NETWORK_ERROR',
      `Could not reach the Kitsmith API at ${apiUrl}${error.message ? ` (${error.message})` : ''}.`,
      {
        suggestion: 'Check that the server is running and the address is right (--api-url or KITSMITH_API_URL).',
        exitCode: EXIT_CODES.server,
      },
    );
  }
  if (error.code === CLIENT_ERROR_CODES.timeout) {
    return new CliError('TIMEOUT', `The Kitsmith API at ${apiUrl} did not answer in time.`, {
      suggestion: 'Try again in a moment; check the address if it keeps happening.',
      exitCode: EXIT_CODES.server,
    });
  }
  if (error.status === 401 || error.code === CLIENT_ERROR_CODES.noRefreshToken) {
    // Without a refresh token the client reports its own internal reason, which says nothing to a person.
    const reason = error.code === CLIENT_ERROR_CODES.noRefreshToken ? '.' : `: ${error.message}`;
    return new CliError('AUTH_REFUSED', `The Kitsmith API at ${apiUrl} ${REFUSED[credential]}${reason}`, {
      suggestion: FIX_CREDENTIAL[credential],
      exitCode: EXIT_CODES.auth,
    });
  }
  if (error.status === 403 && error.code === 'TOKEN_SCOPE') {
    // A personal access token without the scope (a read-only token that tried to change something).
    return new CliError('TOKEN_SCOPE', error.message, { suggestion: FIX_SCOPE[credential], exitCode: EXIT_CODES.auth });
  }
  if (error.status >= 500) {
    return new CliError(error.code, `The Kitsmith API at ${apiUrl} failed: ${error.message}`, {
      suggestion: 'Try again in a moment; if it keeps failing, the server’s log has the details.',
      exitCode: EXIT_CODES.server,
    });
  }
  return new CliError(error.code, error.message, { exitCode: EXIT_CODES.server });
}

/** Runs an API call; an ApiClientError becomes a CliError, through `specific` first when it knows the case. */
export async function callApi<T>(
  work: () => Promise<T>,
  context: { apiUrl: string; credential: Credential },
  specific?: (error: ApiClientError) => CliError | undefined,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof ApiClientError)) throw error;
    throw specific?.(error) ?? fromApiError(error, context.apiUrl, context.credential);
  }
}

import {
  ACCESS_TOKEN_KEY,
  createClient,
  memoryStorage,
  type ApiClientError,
  type KitsmithClient,
  type TokenStorage,
} from '@kitsmith/client';
import { fileTokenStorage, readCredentials } from '../config/credentials.ts';
import type { Environment } from '../environment.ts';
import { notSignedIn, type CliError } from '../errors.ts';
import { callApi, type Credential } from './api-errors.ts';
import { resolveApiUrl } from './api-url.ts';

/** A client for one API with the credentials to use there. */
export interface ApiSession {
  apiUrl: string;
  credential: Credential;
  client: KitsmithClient;
  /** Runs a call; failures become CliErrors (see api-errors.ts), through `specific` first. */
  call<T>(work: (client: KitsmithClient) => Promise<T>, specific?: (error: ApiClientError) => CliError | undefined): Promise<T>;
}

export function createSession(
  environment: Environment,
  apiUrl: string,
  storage: TokenStorage,
  credential: Credential,
): ApiSession {
  const client = createClient({ baseUrl: apiUrl, storage, ...(environment.fetch ? { fetch: environment.fetch } : {}) });
  return {
    apiUrl,
    credential,
    client,
    call: (work, specific) => callApi(() => work(client), { apiUrl, credential }, specific),
  };
}

/** The stored credentials when they can be read; with KITSMITH_TOKEN set they only tell which API was used last. */
function storedCredentials(environment: Environment, required: boolean) {
  try {
    return readCredentials(environment.configDir);
  } catch (error) {
    if (required) throw error;
    return undefined;
  }
}

/**
 * The signed-in session: KITSMITH_TOKEN when set (CI), else the stored
 * credentials, which are only ever sent to the API they were issued by.
 */
export function openSession(environment: Environment, apiUrlFlag: string | undefined): ApiSession {
  const token = environment.env.KITSMITH_TOKEN?.trim();
  const stored = storedCredentials(environment, !token);
  const apiUrl = resolveApiUrl(apiUrlFlag, environment.env, stored?.apiUrl);
  if (token) return createSession(environment, apiUrl, memoryStorage({ [ACCESS_TOKEN_KEY]: token }), 'KITSMITH_TOKEN');
  if (!stored) throw notSignedIn(apiUrl);
  if (stored.apiUrl !== apiUrl) {
    throw notSignedIn(apiUrl, `Not signed in to ${apiUrl} (you are signed in to ${stored.apiUrl}).`);
  }
  return createSession(environment, apiUrl, fileTokenStorage(environment.configDir, stored), stored.kind);
}

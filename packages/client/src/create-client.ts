import { analyticsApi } from './api/analytics.ts';
import { authApi, tokensApi } from './api/auth.ts';
import { catalogueApi } from './api/catalogue.ts';
import { exportsApi } from './api/exports.ts';
import { projectsApi } from './api/projects.ts';
import { usersApi } from './api/users.ts';
import { ACCESS_TOKEN_KEY } from './token-storage.ts';
import { createTransport, type TransportOptions } from './transport.ts';

export type ClientOptions = TransportOptions;

/** The typed /v1 client: one group of methods per API area, over one request core. */
export function createClient(options: ClientOptions) {
  const transport = createTransport(options);
  return {
    auth: authApi(transport),
    tokens: tokensApi(transport),
    users: usersApi(transport),
    projects: projectsApi(transport),
    catalogue: catalogueApi(transport),
    exports: exportsApi(transport),
    analytics: analyticsApi(transport),
    /** The request core, for a route without a method here yet. */
    request: transport.request,
    /** True while an access token is stored. */
    isSignedIn: () => transport.storage.get(ACCESS_TOKEN_KEY) !== null,
    /** Clears the tokens locally and calls `onSignedOut` (no server call; see `auth.logout`). */
    signOut: transport.signOut,
  };
}

export type KitsmithClient = ReturnType<typeof createClient>;

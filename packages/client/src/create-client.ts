import { analyticsApi } from './api/analytics.ts';
import { authApi, tokensApi } from './api/auth.ts';
import { billingApi } from './api/billing.ts';
import { catalogueApi } from './api/catalogue.ts';
import { exportsApi } from './api/exports.ts';
import { notificationsApi } from './api/notifications.ts';
import { projectsApi } from './api/projects.ts';
import { usersApi } from './api/users.ts';
import { versionsApi } from './api/versions.ts';
import { generateApi } from './api/generate.ts';
import { importApi } from './api/import.ts';
import { createCall } from './call.ts';
import { createTransport, type Transport, type TransportOptions } from './transport.ts';

export type ClientOptions = TransportOptions;

/** The typed /v1 client: one group of methods per API area, over one request core. */
export function createClient(options: ClientOptions) {
  return clientOver(createTransport(options));
}

/**
 * Every area's methods over a transport that already exists. An app that
 * splits its bundle builds the few areas its first screen needs over the same
 * transport (one token store, one refresh at a time) and this for the rest.
 */
export function clientOver(transport: Transport) {
  return {
    auth: authApi(transport),
    tokens: tokensApi(transport),
    users: usersApi(transport),
    projects: projectsApi(transport),
    versions: versionsApi(transport),
    generate: generateApi(transport),
    import: importApi(transport),
    catalogue: catalogueApi(transport),
    exports: exportsApi(transport),
    analytics: analyticsApi(transport),
    notifications: notificationsApi(transport),
    billing: billingApi(transport),
    /** Any route by its contract's address (`projectsPaths.get`), for one without a method here yet. */
    call: createCall(transport),
    /** True while an access token is stored. */
    isSignedIn: transport.isSignedIn,
    /** Clears the tokens locally and calls `onSignedOut` (no server call; see `auth.logout`). */
    signOut: transport.signOut,
  };
}

export type KitsmithClient = ReturnType<typeof createClient>;

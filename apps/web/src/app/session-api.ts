import { authApi, billingApi, usersApi } from '@kitsmith/client';
import { transport } from './transport.ts';

/**
 * The calls the first screen needs: the session (sign-in, the profile) and
 * the plans of the pricing section. The rest of the client ships with the
 * screens that use it (`api.ts`), so the home page stays small.
 */
export const sessionApi = {
  auth: authApi(transport),
  users: usersApi(transport),
  billing: billingApi(transport),
  isSignedIn: transport.isSignedIn,
  signOut: transport.signOut,
};

import { authApi, usersApi } from '@kitsmith/client';
import { transport } from './transport.ts';

export { mapServerUser } from '@kitsmith/core';

/**
 * The session's calls (sign-in, sign-up, the demo, the profile and its preferences), loaded by the session
 * when it first needs them: on start-up with a stored session, or when someone signs in. A first visit
 * signed out never loads them, so public pages ship only the transport. Screens use `api.ts`.
 */
export const sessionApi = {
  auth: authApi(transport),
  users: usersApi(transport),
};

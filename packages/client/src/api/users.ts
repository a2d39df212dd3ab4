import { usersPaths } from '@kitsmith/contract';
import type { ChangePasswordBody, DeleteAccountBody, MessageResponse, PasswordChanged, PreferencesPatch, UpdateProfileBody } from '../api-types.ts';
import { createCall } from '../call.ts';
import { clearTokens, REFRESH_TOKEN_KEY, storeTokens } from '../token-storage.ts';
import type { Transport } from '../transport.ts';

/** `/users/*`: the signed-in user's account. */
export function usersApi(transport: Transport) {
  const call = createCall(transport);
  return {
    profile: () => call(usersPaths.profile),
    /** A new `email` needs `current_password`; the address changes only once confirmed from the link mailed to it (see `emailChange`). */
    updateProfile: (body: UpdateProfileBody) => call(usersPaths.updateProfile, { body }),
    /** The email change waiting for its confirmation link (`pending: null` when none). */
    emailChange: () => call(usersPaths.emailChange),
    /** Mails a new confirmation link to the pending address; the older link stops working. */
    resendEmailChange: () => call(usersPaths.resendEmailChange),
    /** Cancels the pending email change: its link stops working, the address stays. */
    cancelEmailChange: () => call(usersPaths.cancelEmailChange),
    preferences: () => call(usersPaths.preferences),
    /** Merged into what is stored; a top-level `null` resets that preference. */
    updatePreferences: (preferences: PreferencesPatch) =>
      call(usersPaths.updatePreferences, { body: { preferences } }),
    /**
     * Every session and personal access token of the account is revoked; this
     * client stays signed in with the new session the answer holds (stored
     * here). Its refresh token is sent so it is not counted among the others.
     */
    changePassword: async (body: Omit<ChangePasswordBody, 'refresh_token'>): Promise<PasswordChanged> => {
      const refreshToken = transport.storage.get(REFRESH_TOKEN_KEY) ?? undefined;
      const changed = await call(usersPaths.changePassword, { body: { ...body, refresh_token: refreshToken } });
      storeTokens(transport.storage, changed.session);
      return changed;
    },
    /** A PNG, JPEG, WebP or GIF, sent as multipart field `avatar`. */
    uploadAvatar: (image: Blob, filename = 'avatar') => {
      const form = new FormData();
      form.append('avatar', image, filename);
      return call(usersPaths.uploadAvatar, { body: form });
    },
    resendVerification: () => call(usersPaths.resendVerification),
    stats: () => call(usersPaths.stats),
    /** Deletes the account and clears the tokens. */
    deleteAccount: async (body: DeleteAccountBody = {}): Promise<MessageResponse> => {
      const answer = await call(usersPaths.deleteAccount, { body });
      clearTokens(transport.storage);
      return answer;
    },
  };
}

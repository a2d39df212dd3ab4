import type {
  ChangePasswordBody,
  DeleteAccountBody,
  EmailChange,
  EmailChangeResent,
  MessageResponse,
  PasswordChanged,
  PreferencesPatch,
  PreferencesResponse,
  UpdateProfileBody,
  User,
  UserStats,
} from '../api-types.ts';
import { clearTokens, REFRESH_TOKEN_KEY, storeTokens } from '../token-storage.ts';
import type { Transport } from '../transport.ts';

/** `/users/*`: the signed-in user's account. */
export function usersApi(transport: Transport) {
  return {
    profile: () => transport.request<User>('GET', '/users/profile'),
    /** A new `email` needs `current_password`; the address changes only once confirmed from the link mailed to it (see `emailChange`). */
    updateProfile: (body: UpdateProfileBody) => transport.request<User>('PUT', '/users/profile', { body }),
    /** The email change waiting for its confirmation link (`pending: null` when none). */
    emailChange: () => transport.request<EmailChange>('GET', '/users/email-change'),
    /** Mails a new confirmation link to the pending address; the older link stops working. */
    resendEmailChange: () => transport.request<EmailChangeResent>('POST', '/users/email-change/resend'),
    /** Cancels the pending email change: its link stops working, the address stays. */
    cancelEmailChange: () => transport.request<MessageResponse>('DELETE', '/users/email-change'),
    preferences: () => transport.request<PreferencesResponse>('GET', '/users/preferences'),
    /** Merged into what is stored; a top-level `null` resets that preference. */
    updatePreferences: (preferences: PreferencesPatch) =>
      transport.request<PreferencesResponse>('PUT', '/users/preferences', { body: { preferences } }),
    /**
     * Every session and personal access token of the account is revoked; this
     * client stays signed in with the new session the answer holds (stored
     * here). Its refresh token is sent so it is not counted among the others.
     */
    changePassword: async (body: Omit<ChangePasswordBody, 'refresh_token'>): Promise<PasswordChanged> => {
      const refreshToken = transport.storage.get(REFRESH_TOKEN_KEY) ?? undefined;
      const changed = await transport.request<PasswordChanged>('PUT', '/users/password', {
        body: { ...body, refresh_token: refreshToken },
      });
      storeTokens(transport.storage, changed.session);
      return changed;
    },
    /** A PNG, JPEG, WebP or GIF, sent as multipart field `avatar`. */
    uploadAvatar: (image: Blob, filename = 'avatar') => {
      const form = new FormData();
      form.append('avatar', image, filename);
      return transport.request<User>('POST', '/users/avatar', { body: form });
    },
    resendVerification: () => transport.request<MessageResponse>('POST', '/users/resend-verification'),
    stats: () => transport.request<UserStats>('GET', '/users/stats'),
    /** Deletes the account and clears the tokens. */
    deleteAccount: async (body: DeleteAccountBody = {}): Promise<MessageResponse> => {
      const answer = await transport.request<MessageResponse>('DELETE', '/users/profile', { body });
      clearTokens(transport.storage);
      return answer;
    },
  };
}

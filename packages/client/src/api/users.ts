import type {
  ChangePasswordBody,
  DeleteAccountBody,
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
    updateProfile: (body: UpdateProfileBody) => transport.request<User>('PUT', '/users/profile', { body }),
    preferences: () => transport.request<PreferencesResponse>('GET', '/users/preferences'),
    /** Merged into what is stored; a top-level `null` resets that preference. */
    updatePreferences: (preferences: PreferencesPatch) =>
      transport.request<PreferencesResponse>('PUT', '/users/preferences', { body: { preferences } }),
    /** Other sessions are signed out; this one stays signed in (its refresh token is sent, any new pair stored). */
    changePassword: async (body: Omit<ChangePasswordBody, 'refresh_token'>): Promise<PasswordChanged> => {
      const refreshToken = transport.storage.get(REFRESH_TOKEN_KEY) ?? undefined;
      const changed = await transport.request<PasswordChanged>('PUT', '/users/password', {
        body: { ...body, refresh_token: refreshToken },
      });
      if (changed.session) storeTokens(transport.storage, changed.session);
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

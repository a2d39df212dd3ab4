import type {
  CreatedToken,
  CreateTokenBody,
  EmailChangeTokenBody,
  ForgotPasswordBody,
  LoginBody,
  MessageResponse,
  PersonalToken,
  RegisterBody,
  ResetPasswordBody,
  RevertedEmailChange,
  Session,
  TokenList,
  VerifiedResponse,
  VerifyEmailBody,
} from '../api-types.ts';
import { clearTokens, REFRESH_TOKEN_KEY, storeTokens } from '../token-storage.ts';
import type { Transport } from '../transport.ts';

const id = encodeURIComponent;

/** `/auth/*`: the calls that start a session store its tokens; logout clears them. */
export function authApi(transport: Transport) {
  const startSession = async (session: Promise<Session>): Promise<Session> => {
    const started = await session;
    storeTokens(transport.storage, started);
    return started;
  };
  return {
    register: (body: RegisterBody) => startSession(transport.request<Session>('POST', '/auth/register', { body })),
    login: (body: LoginBody) => startSession(transport.request<Session>('POST', '/auth/login', { body })),
    /** A fresh 24-hour demo account, signed in. */
    demo: () => startSession(transport.request<Session>('POST', '/auth/demo')),
    /** Rotates the stored refresh token by hand (the client also does this itself on a 401). */
    refresh: () =>
      startSession(
        transport.request<Session>('POST', '/auth/refresh', {
          body: { refresh_token: transport.storage.get(REFRESH_TOKEN_KEY) ?? '' },
        }),
      ),
    /** Ends the stored session on the server; the tokens are cleared even when that call fails. */
    logout: async (): Promise<MessageResponse> => {
      const refreshToken = transport.storage.get(REFRESH_TOKEN_KEY);
      try {
        return await transport.request<MessageResponse>('POST', '/auth/logout', {
          body: refreshToken ? { refresh_token: refreshToken } : {},
        });
      } finally {
        clearTokens(transport.storage);
      }
    },
    forgotPassword: (body: ForgotPasswordBody) => transport.request<MessageResponse>('POST', '/auth/forgot-password', { body }),
    resetPassword: (body: ResetPasswordBody) => transport.request<MessageResponse>('POST', '/auth/reset-password', { body }),
    verifyEmail: (body: VerifyEmailBody) => transport.request<VerifiedResponse>('POST', '/auth/verify-email', { body }),
    /** The link mailed to a new address: the account then uses it. */
    confirmEmailChange: (body: EmailChangeTokenBody) =>
      transport.request<VerifiedResponse>('POST', '/auth/confirm-email-change', { body }),
    /** The link mailed to the old address: it is the account's again, and every session and token of the account is signed out. */
    revertEmailChange: (body: EmailChangeTokenBody) =>
      transport.request<RevertedEmailChange>('POST', '/auth/revert-email-change', { body }),
    /** Not available yet: raises the server's 501 message for the sign-in form to show. */
    google: () => transport.request<never>('POST', '/auth/google'),
    github: () => transport.request<never>('POST', '/auth/github'),
  };
}

/** `/tokens`: personal access tokens (`ks_pat_...`) for the CLI and scripts. */
export function tokensApi(transport: Transport) {
  return {
    create: (body: CreateTokenBody) => transport.request<CreatedToken>('POST', '/tokens', { body }),
    list: () => transport.request<TokenList>('GET', '/tokens'),
    /** The token the client is signed in with (404 when it uses a session). */
    current: () => transport.request<PersonalToken>('GET', '/tokens/current'),
    remove: (tokenId: string) => transport.request<MessageResponse>('DELETE', `/tokens/${id(tokenId)}`),
  };
}

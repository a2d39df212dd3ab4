import { authPaths, tokensPaths } from '@kitsmith/contract';
import type {
  CreateTokenBody,
  EmailChangeTokenBody,
  ForgotPasswordBody,
  LoginBody,
  RegisterBody,
  ResetPasswordBody,
  Session,
  VerifyEmailBody,
} from '../api-types.ts';
import { createCall } from '../call.ts';
import { clearTokens, REFRESH_TOKEN_KEY, storeTokens } from '../token-storage.ts';
import type { Transport } from '../transport.ts';

/** `/auth/*`: the calls that start a session store its tokens; logout clears them. */
export function authApi(transport: Transport) {
  const call = createCall(transport);
  const startSession = async (session: Promise<Session>): Promise<Session> => {
    const started = await session;
    storeTokens(transport.storage, started);
    return started;
  };
  return {
    register: (body: RegisterBody) => startSession(call(authPaths.register, { body })),
    login: (body: LoginBody) => startSession(call(authPaths.login, { body })),
    /** A fresh 24-hour demo account, signed in. */
    demo: () => startSession(call(authPaths.demo)),
    /** Rotates the stored refresh token by hand (the client also does this itself on a 401). */
    refresh: () => startSession(call(authPaths.refresh, { body: { refresh_token: transport.storage.get(REFRESH_TOKEN_KEY) ?? '' } })),
    /** Ends the stored session on the server; the tokens are cleared even when that call fails. */
    logout: async () => {
      const refreshToken = transport.storage.get(REFRESH_TOKEN_KEY);
      try {
        return await call(authPaths.logout, { body: refreshToken ? { refresh_token: refreshToken } : {} });
      } finally {
        clearTokens(transport.storage);
      }
    },
    forgotPassword: (body: ForgotPasswordBody) => call(authPaths.forgotPassword, { body }),
    resetPassword: (body: ResetPasswordBody) => call(authPaths.resetPassword, { body }),
    verifyEmail: (body: VerifyEmailBody) => call(authPaths.verifyEmail, { body }),
    /** The link mailed to a new address: the account then uses it. */
    confirmEmailChange: (body: EmailChangeTokenBody) => call(authPaths.confirmEmailChange, { body }),
    /** The link mailed to the old address: it is the account's again, and every session and token of the account is signed out. */
    revertEmailChange: (body: EmailChangeTokenBody) => call(authPaths.revertEmailChange, { body }),
    /** Not available yet: raises the server's 501 message for the sign-in form to show. */
    google: () => call(authPaths.google) as Promise<never>,
    github: () => call(authPaths.github) as Promise<never>,
  };
}

/** `/tokens`: personal access tokens (`ks_pat_...`) for the CLI and scripts. */
export function tokensApi(transport: Transport) {
  const call = createCall(transport);
  return {
    create: (body: CreateTokenBody) => call(tokensPaths.create, { body }),
    list: () => call(tokensPaths.list),
    /** The token the client is signed in with (404 when it uses a session). */
    current: () => call(tokensPaths.current),
    remove: (tokenId: string) => call(tokensPaths.remove, { params: { id: tokenId } }),
  };
}

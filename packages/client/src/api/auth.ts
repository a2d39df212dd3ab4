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
    register: (body: RegisterBody) => startSession(call('auth.register', { body })),
    login: (body: LoginBody) => startSession(call('auth.login', { body })),
    /** A fresh 24-hour demo account, signed in. */
    demo: () => startSession(call('auth.demo')),
    /** Rotates the stored refresh token by hand (the client also does this itself on a 401). */
    refresh: () => startSession(call('auth.refresh', { body: { refresh_token: transport.storage.get(REFRESH_TOKEN_KEY) ?? '' } })),
    /** Ends the stored session on the server; the tokens are cleared even when that call fails. */
    logout: async () => {
      const refreshToken = transport.storage.get(REFRESH_TOKEN_KEY);
      try {
        return await call('auth.logout', { body: refreshToken ? { refresh_token: refreshToken } : {} });
      } finally {
        clearTokens(transport.storage);
      }
    },
    forgotPassword: (body: ForgotPasswordBody) => call('auth.forgotPassword', { body }),
    resetPassword: (body: ResetPasswordBody) => call('auth.resetPassword', { body }),
    verifyEmail: (body: VerifyEmailBody) => call('auth.verifyEmail', { body }),
    /** The link mailed to a new address: the account then uses it. */
    confirmEmailChange: (body: EmailChangeTokenBody) => call('auth.confirmEmailChange', { body }),
    /** The link mailed to the old address: it is the account's again, and every session and token of the account is signed out. */
    revertEmailChange: (body: EmailChangeTokenBody) => call('auth.revertEmailChange', { body }),
    /** Not available yet: raises the server's 501 message for the sign-in form to show. */
    google: () => call('auth.google') as Promise<never>,
    github: () => call('auth.github') as Promise<never>,
  };
}

/** `/tokens`: personal access tokens (`ks_pat_...`) for the CLI and scripts. */
export function tokensApi(transport: Transport) {
  const call = createCall(transport);
  return {
    create: (body: CreateTokenBody) => call('tokens.create', { body }),
    list: () => call('tokens.list'),
    /** The token the client is signed in with (404 when it uses a session). */
    current: () => call('tokens.current'),
    remove: (tokenId: string) => call('tokens.remove', { params: { id: tokenId } }),
  };
}

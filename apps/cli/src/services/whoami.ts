import type { Credential } from '../api/api-errors.ts';
import { openSession } from '../api/session.ts';
import type { Environment } from '../environment.ts';
import type { Progress } from '../ui/progress.ts';

export interface WhoamiResult {
  apiUrl: string;
  credential: Credential;
  user: { id: string; email: string; name: string | null; plan: string | null };
  /** With a personal access token: its name, what it may do and when it expires (null: never). */
  token?: { name: string; scopes: string[]; expiresAt: string | null };
}

/** Who the API says the credentials belong to. */
export async function whoami(
  environment: Environment,
  input: { apiUrl?: string | undefined },
  progress: Progress,
): Promise<WhoamiResult> {
  const session = openSession(environment, input.apiUrl);
  const usesToken = session.credential === 'token' || session.credential === 'KITSMITH_TOKEN';
  const [user, token] = await progress.step(`Asking ${session.apiUrl}`, () =>
    session.call((client) => Promise.all([client.users.profile(), usesToken ? client.tokens.current() : undefined])),
  );
  return {
    apiUrl: session.apiUrl,
    credential: session.credential,
    user: { id: user.id, email: user.email, name: user.full_name ?? null, plan: user.subscription_plan ?? null },
    ...(token ? { token: { name: token.name, scopes: [...token.scopes], expiresAt: token.expires_at } } : {}),
  };
}

import type { Credential } from '../api/api-errors.ts';
import { openSession } from '../api/session.ts';
import type { Environment } from '../environment.ts';
import type { Progress } from '../ui/progress.ts';

export interface WhoamiResult {
  apiUrl: string;
  credential: Credential;
  user: { id: string; email: string; name: string | null; plan: string | null };
}

/** Who the API says the credentials belong to. */
export async function whoami(
  environment: Environment,
  input: { apiUrl?: string | undefined },
  progress: Progress,
): Promise<WhoamiResult> {
  const session = openSession(environment, input.apiUrl);
  const user = await progress.step(`Asking ${session.apiUrl}`, () => session.call((client) => client.users.profile()));
  return {
    apiUrl: session.apiUrl,
    credential: session.credential,
    user: { id: user.id, email: user.email, name: user.full_name ?? null, plan: user.subscription_plan ?? null },
  };
}

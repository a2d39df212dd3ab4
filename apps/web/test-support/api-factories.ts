// Data for the browser suites, made the way the product makes it: accounts register, plans are bought at the
// billing sandbox's checkout, addresses are verified and invitations accepted from the mailed links.
import type { PurchasablePlan, ShareBody } from '@kitsmith/client';
import { expect } from 'vitest';
import type { RealStack } from './real-stack.ts';

export const PASSWORD = 'correct horse battery';

export type Client = ReturnType<RealStack['apiClient']>;
/** The roles an invitation gives. */
export type Role = NonNullable<ShareBody['invite']>['role'];

export interface Account {
  fullName: string;
  email: string;
  /** The tokens of the account's first session, for a browser to sign in with. */
  session: { access_token: string; refresh_token: string };
  /** A client with a session of its own (so the browser's refresh never collides with it). */
  client: Client;
}

export interface ApiFactories {
  /** A registered account ("Ada Lovelace" -> ada<n>-<time>@example.com); bought onto `plan` and verified when asked. */
  account(fullName: string, options?: { plan?: PurchasablePlan; verified?: boolean }): Promise<Account>;
  /** Buys `plan` at the sandbox checkout, as a person paying with the test card would, and waits until the API grants it. */
  buyPlan(account: Account, plan: PurchasablePlan): Promise<void>;
  /** Opens the verification link of the newest mail to the account, as its owner would. */
  verifyEmail(account: Pick<Account, 'email'>): Promise<void>;
  /** The token of the newest invitation mailed to `email`. */
  invitationToken(email: string): Promise<string>;
  /** `owner` invites `member` to `projectId` with `role`, and `member` accepts from the mailed link. */
  addMember(owner: Account, projectId: string, member: Account, role: Role): Promise<void>;
}

export function apiFactories({ apiClient, mailbox }: Pick<RealStack, 'apiClient' | 'mailbox'>): ApiFactories {
  let accounts = 0;
  const factories: ApiFactories = {
    async account(fullName, { plan, verified = false } = {}) {
      const email = `${fullName.split(' ')[0]!.toLowerCase()}${++accounts}-${Date.now()}@example.com`;
      const session = await apiClient().auth.register({ full_name: fullName, email, password: PASSWORD });
      const client = apiClient();
      await client.auth.login({ email, password: PASSWORD });
      const account = { fullName, email, session, client };
      if (verified) await factories.verifyEmail(account);
      if (plan) await factories.buyPlan(account, plan);
      return account;
    },
    async buyPlan({ client, email }, plan) {
      const checkout = await client.billing.subscribe(plan);
      const paid = await fetch(`${checkout.checkout_url}/pay`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ email }).toString(),
        redirect: 'manual',
      });
      expect(paid.status, `paying for ${plan}`).toBe(303);
      // The sandbox tells the API through its signed webhook, which arrives on its own time.
      await expect.poll(async () => (await client.billing.subscription()).plan, { timeout: 30_000 }).toBe(plan);
    },
    async verifyEmail({ email }) {
      const token = await mailbox().token(email, '/verify-email');
      await apiClient().auth.verifyEmail({ token });
    },
    invitationToken: (email) => mailbox().token(email, '/invitations/accept'),
    async addMember(owner, projectId, member, role) {
      await owner.client.projects.share(projectId, { invite: { email: member.email, role } });
      await member.client.projects.acceptInvitation(await factories.invitationToken(member.email));
    },
  };
  return factories;
}

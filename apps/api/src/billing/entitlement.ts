import { subscriptionPlanSchema, type SubscriptionPlan } from '@kitsmith/core';
import type { Knex } from 'knex';
import type { Db } from '../db/connect.ts';
import { findUser, listUserSubscriptions, type SubscriptionRecord } from './queries.ts';
import { effectivePlan, hasAccess } from './subscription-state.ts';

export interface Entitlement {
  plan: SubscriptionPlan;
  isDemo: boolean;
  /** The billing record that grants the plan, if one does. */
  granting: SubscriptionRecord | undefined;
  subscriptions: SubscriptionRecord[];
}

/** A stored plan name this version does not know is treated as free: the safe side of a limit. */
export const readPlan = (stored: string): SubscriptionPlan => subscriptionPlanSchema.safeParse(stored).data ?? 'free';

/**
 * The plan a user has at `now`: from their billing records (so a
 * cancellation's period end or a past-due grace ends access on time, even
 * before its webhook arrives), else the plan stored on the user. Undefined
 * when the user does not exist.
 */
export async function readEntitlement(db: Db | Knex.Transaction, userId: string, now: Date): Promise<Entitlement | undefined> {
  const user = await findUser(db, userId);
  if (!user) return undefined;
  const subscriptions = await listUserSubscriptions(db, userId);
  const stored = readPlan(user.subscription_plan);
  const plan = user.is_demo ? stored : effectivePlan(stored, subscriptions, now);
  const granting = subscriptions.find((subscription) => subscription.plan === plan && hasAccess(subscription, now));
  return { plan, isDemo: user.is_demo, granting, subscriptions };
}

/**
 * A subscription whose renewal failed (past due, `subscription.expired`) and
 * that Creem may still charge when it retries the card, whether or not its
 * grace still grants the plan: until Creem cancels it, it is the user's.
 */
export function retryingSubscription(entitlement: Pick<Entitlement, 'subscriptions'>): SubscriptionRecord | undefined {
  return entitlement.subscriptions.find((row) => row.kind === 'recurring' && row.status === 'past_due');
}

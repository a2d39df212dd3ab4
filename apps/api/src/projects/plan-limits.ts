import { planCatalogue, planDisplay, projectLimitFor, subscriptionPlanSchema, type SubscriptionPlan } from '@kitsmith/core';
import type { Knex } from 'knex';
import type { Db } from '../db/connect.ts';
import { forbidden, unauthorized } from '../http/errors.ts';
import { countOwnedProjects, findUserPlan } from './queries.ts';

export const PLAN_LIMIT = 'PLAN_LIMIT';

/** The plan a person sees by name: the catalogue's names (Free, Pro, Enterprise), the sidebar's for the others. */
export function planName(plan: SubscriptionPlan): string {
  const fromCatalogue = planCatalogue.find((entry) => entry.id === plan)?.name;
  if (fromCatalogue) return fromCatalogue;
  return plan === 'earlybird' ? planDisplay.earlybird.label : 'Lifetime';
}

/** A stored plan name this version does not know is treated as free: the safe side of a limit. */
const readPlan = (stored: string): SubscriptionPlan => subscriptionPlanSchema.safeParse(stored).data ?? 'free';

async function planOf(db: Db | Knex.Transaction, userId: string, lock: boolean) {
  const user = await findUserPlan(db, userId, { lock });
  if (!user) throw unauthorized('Your account no longer exists. Sign in again.');
  return { plan: readPlan(user.subscription_plan), isDemo: user.is_demo };
}

/**
 * Refuses a new project past the owner's plan (free 3, early bird 10, pro 25;
 * lifetime, enterprise and demo accounts unlimited) with 403 PLAN_LIMIT. Run
 * it in the transaction that inserts, so concurrent creates cannot overshoot.
 */
export async function assertCanCreateProject(trx: Knex.Transaction, userId: string): Promise<void> {
  const { plan, isDemo } = await planOf(trx, userId, true);
  const limit = isDemo ? null : projectLimitFor(plan);
  if (limit === null) return;
  if ((await countOwnedProjects(trx, userId)) < limit) return;
  throw forbidden(
    `The ${planName(plan)} plan allows ${limit} project${limit === 1 ? '' : 's'}. Upgrade to create more.`,
    PLAN_LIMIT,
  );
}

/**
 * How many team members (members plus pending invitations) one project may
 * have under its owner's plan: the catalogue's per-project limit (free 0, pro 5,
 * enterprise unlimited); the spec sets none for early bird and lifetime, and
 * demo accounts have no limits. `null` means unlimited.
 */
export async function teamLimitFor(db: Db | Knex.Transaction, ownerId: string): Promise<{ limit: number | null; plan: string }> {
  const { plan, isDemo } = await planOf(db, ownerId, false);
  const limit = isDemo ? null : (planCatalogue.find((entry) => entry.id === plan)?.limits.maxTeamMembers ?? null);
  return { limit, plan: planName(plan) };
}

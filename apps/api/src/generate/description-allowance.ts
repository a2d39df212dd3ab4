import { descriptionLimitFor, findPlan, type GenerateResponse } from '@kitsmith/contract';
import type { SubscriptionPlan } from '@kitsmith/core';
import { readEntitlement } from '../billing/entitlement.ts';
import type { Deps } from '../deps.ts';
import { ApiError, unauthorized } from '../http/errors.ts';
import { UPGRADE_PATH } from '../projects/plan-limits.ts';
import { countDescriptions, releaseDescription, reserveDescription } from './queries.ts';

export const DESCRIPTION_LIMIT = 'DESCRIPTION_LIMIT';
export type DescriptionAllowance = NonNullable<GenerateResponse['description_allowance']>;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The UTC day a description counts on, and when its count starts again (the next UTC midnight). */
function dayOf(now: Date): { day: string; resetsAt: Date } {
  const start = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return { day: new Date(start).toISOString().slice(0, 10), resetsAt: new Date(start + DAY_MS) };
}

/**
 * The plan whose allowance applies: the one the billing records grant now (or the stored plan).
 * Demo accounts count on their stored plan too: unlike their other limits, each description
 * costs the operator a model call.
 */
async function planOf(deps: Deps, userId: string, now: Date): Promise<SubscriptionPlan> {
  const entitlement = await readEntitlement(deps.db, userId, now);
  if (!entitlement) throw unauthorized('Your account no longer exists. Sign in again.');
  return entitlement.plan;
}

/** What describing a brand costs the caller today. */
export async function readDescriptionAllowance(deps: Deps, userId: string): Promise<DescriptionAllowance> {
  const now = deps.config.now();
  const { day, resetsAt } = dayOf(now);
  const limit = descriptionLimitFor(await planOf(deps, userId, now));
  return { used: await countDescriptions(deps.db, userId, day), limit, resets_at: resetsAt.toISOString() };
}

function hoursUntil(resetsAt: Date, now: Date): string {
  const minutes = Math.ceil((resetsAt.getTime() - now.getTime()) / 60_000);
  if (minutes < 60) return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.round(minutes / 60);
  return `${hours} hour${hours === 1 ? '' : 's'}`;
}

/**
 * Counts one description against the caller's plan for today, or refuses with 429
 * DESCRIPTION_LIMIT saying when the count starts again (and Retry-After). Answers a function that
 * gives the description back (for a model call that failed).
 */
export async function reserveDescriptionAllowance(deps: Deps, userId: string): Promise<() => Promise<void>> {
  const now = deps.config.now();
  const { day, resetsAt } = dayOf(now);
  const plan = await planOf(deps, userId, now);
  const limit = descriptionLimitFor(plan);
  const counted = await reserveDescription(deps.db, userId, day, limit, now.toISOString());
  if (counted === undefined) {
    const name = findPlan(plan).name;
    const allowance = limit === 1 ? '1 brand description' : `${limit ?? 0} brand descriptions`;
    throw new ApiError(
      429,
      DESCRIPTION_LIMIT,
      `The ${name} plan includes ${allowance} a day, and you have used today’s. More in ${hoursUntil(resetsAt, now)} (00:00 UTC), or upgrade for more; generating from colours and preferences works meanwhile.`,
      { plan, limit, used: limit ?? 0, resets_at: resetsAt.toISOString(), upgrade: UPGRADE_PATH },
      { 'Retry-After': String(Math.max(1, Math.ceil((resetsAt.getTime() - now.getTime()) / 1000))) },
    );
  }
  return () => releaseDescription(deps.db, userId, day, deps.config.now().toISOString());
}

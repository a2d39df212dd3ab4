import { findPlan } from '@kitsmith/contract';
import type { SubscriptionPlan, SubscriptionStatus } from '@kitsmith/core';

/**
 * A subscription's state as Creem's webhooks report it, and what it grants.
 *
 *   checkout.completed / subscription.active / .paid ──> active ──(.scheduled_cancel)──> scheduled_cancel
 *        ^     |  (.trialing: trialing, same access)              |  (resume: .update active)   |
 *        |     | renewal fails (.past_due), or the period        v                             | period ends
 *        |     | ends unpaid (.expired: Creem still retries)   active <────────────────────────┘ (.canceled)
 *        |     v
 *        └─ past_due ──(retries exhausted: .canceled)──> canceled        (.unpaid: unpaid)
 *     (.paid: a retry went through)
 *   .paused: paused (no access until resumed); refund.created of a one-time purchase: refunded;
 *   a lifetime pass's license key disabled or expired at Creem: expired.
 *
 * Access: active and trialing always; scheduled_cancel until the period ends;
 * past_due during a grace period after it; everything else none.
 */
export const billingStatuses = ['active', 'trialing', 'past_due', 'paused', 'scheduled_cancel', 'canceled', 'unpaid', 'expired', 'refunded'] as const;
export type BillingStatus = (typeof billingStatuses)[number];

/** How long a past-due subscription keeps its plan after the period it failed to renew (Creem retries the card meanwhile). */
export const PAST_DUE_GRACE_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface SubscriptionState {
  plan: SubscriptionPlan;
  kind: 'recurring' | 'onetime';
  status: BillingStatus;
  current_period_start: string | null;
  current_period_end: string | null;
  cancel_at_period_end: boolean;
  canceled_at: string | null;
}

/** Until when a subscription grants its plan: `'forever'` for a held lifetime pass, null when it grants nothing now. */
export function accessUntil(state: Pick<SubscriptionState, 'status' | 'current_period_end' | 'kind'>, now: Date): Date | 'forever' | null {
  const end = state.current_period_end ? new Date(state.current_period_end) : null;
  switch (state.status) {
    case 'active':
    case 'trialing':
      return state.kind === 'onetime' || !end ? 'forever' : end;
    case 'scheduled_cancel':
      if (!end) return 'forever';
      return end.getTime() > now.getTime() ? end : null;
    case 'past_due': {
      if (!end) return 'forever';
      const grace = new Date(end.getTime() + PAST_DUE_GRACE_DAYS * DAY_MS);
      return grace.getTime() > now.getTime() ? grace : null;
    }
    default:
      return null;
  }
}

export function hasAccess(state: Pick<SubscriptionState, 'status' | 'current_period_end' | 'kind'>, now: Date): boolean {
  return accessUntil(state, now) !== null;
}

/** A plan's weight when a user holds more than one: the bigger allowance wins. */
function rank(plan: SubscriptionPlan): number {
  const { maxProjects } = findPlan(plan).limits;
  return maxProjects === null ? Number.MAX_SAFE_INTEGER : maxProjects;
}

/**
 * The plan a user has now. With billing records, the best plan among those
 * granting access (free when none does); without any, the plan stored on the
 * user (set by hand, by seeding or by tests).
 */
export function effectivePlan(storedPlan: SubscriptionPlan, subscriptions: readonly SubscriptionState[], now: Date): SubscriptionPlan {
  if (subscriptions.length === 0) return storedPlan;
  let best: SubscriptionPlan = 'free';
  for (const subscription of subscriptions) {
    if (hasAccess(subscription, now) && rank(subscription.plan) > rank(best)) best = subscription.plan;
  }
  return best;
}

/**
 * The users table's subscription_status (spec section 3's five values) for a
 * plan held through a subscription: canceled while a cancellation runs to the
 * period end, unpaid while past due; a free plan is simply active.
 */
export function userStatusFor(subscription: SubscriptionState | undefined): SubscriptionStatus {
  switch (subscription?.status) {
    case 'trialing':
      return 'trialing';
    case 'scheduled_cancel':
      return 'canceled';
    case 'past_due':
      return 'unpaid';
    default:
      return 'active';
  }
}

/** What one subscription event says about the subscription, as read from the webhook. */
export interface SubscriptionFacts {
  plan: SubscriptionPlan;
  kind: 'recurring' | 'onetime';
  status: BillingStatus;
  periodStart: string | null;
  periodEnd: string | null;
  canceledAt: string | null;
  /** ms since the epoch: the event's created_at (or an API answer's updated_at). */
  at: number;
}

export type Reduction = { outcome: 'applied'; next: SubscriptionState } | { outcome: 'stale' };

/**
 * The next state after one event. An event older than the newest one applied
 * is stale and changes nothing, so redelivered and out-of-order events end in
 * the state of the newest event. Dates an event leaves out are kept.
 */
export function reduceSubscription(current: (SubscriptionState & { last_event_at: number | null }) | undefined, facts: SubscriptionFacts): Reduction {
  if (current?.last_event_at !== null && current?.last_event_at !== undefined && facts.at < current.last_event_at) return { outcome: 'stale' };
  return {
    outcome: 'applied',
    next: {
      plan: facts.plan,
      kind: facts.kind,
      status: facts.status,
      current_period_start: facts.periodStart ?? current?.current_period_start ?? null,
      current_period_end: facts.periodEnd ?? current?.current_period_end ?? null,
      cancel_at_period_end: facts.status === 'scheduled_cancel',
      canceled_at: facts.status === 'active' || facts.status === 'trialing' ? null : (facts.canceledAt ?? current?.canceled_at ?? null),
    },
  };
}

import { describe, expect, it } from 'vitest';
import {
  accessUntil,
  effectivePlan,
  hasAccess,
  PAST_DUE_GRACE_DAYS,
  reduceSubscription,
  userStatusFor,
  type SubscriptionFacts,
  type SubscriptionState,
} from './subscription-state.ts';

const now = new Date('2026-11-21T12:00:00.000Z');
const inDays = (days: number) => new Date(now.getTime() + days * 86_400_000).toISOString();

function state(fields: Partial<SubscriptionState> = {}): SubscriptionState {
  return {
    plan: 'pro',
    kind: 'recurring',
    status: 'active',
    current_period_start: inDays(-10),
    current_period_end: inDays(20),
    cancel_at_period_end: false,
    canceled_at: null,
    ...fields,
  };
}

function facts(fields: Partial<SubscriptionFacts> = {}): SubscriptionFacts {
  return { plan: 'pro', kind: 'recurring', status: 'active', periodStart: inDays(-10), periodEnd: inDays(20), canceledAt: null, at: 1000, ...fields };
}

describe('access', () => {
  it('active and trialing grant the plan while they renew; a lifetime pass for good', () => {
    expect(accessUntil(state(), now)).toEqual(new Date(inDays(20)));
    expect(hasAccess(state({ status: 'trialing' }), now)).toBe(true);
    expect(accessUntil(state({ kind: 'onetime', plan: 'lifetime', current_period_end: null }), now)).toBe('forever');
  });

  it('a scheduled cancellation keeps access until the period ends', () => {
    expect(hasAccess(state({ status: 'scheduled_cancel' }), now)).toBe(true);
    expect(hasAccess(state({ status: 'scheduled_cancel', current_period_end: inDays(-1) }), now)).toBe(false);
  });

  it(`past due keeps access for a ${PAST_DUE_GRACE_DAYS}-day grace after the period`, () => {
    expect(hasAccess(state({ status: 'past_due', current_period_end: inDays(-PAST_DUE_GRACE_DAYS + 1) }), now)).toBe(true);
    expect(hasAccess(state({ status: 'past_due', current_period_end: inDays(-PAST_DUE_GRACE_DAYS - 1) }), now)).toBe(false);
  });

  it('canceled, expired, unpaid, paused and refunded grant nothing', () => {
    for (const status of ['canceled', 'expired', 'unpaid', 'paused', 'refunded'] as const) expect(hasAccess(state({ status }), now), status).toBe(false);
  });
});

describe('effectivePlan', () => {
  it('uses the stored plan only without billing records', () => {
    expect(effectivePlan('enterprise', [], now)).toBe('enterprise');
    expect(effectivePlan('enterprise', [state({ status: 'expired' })], now)).toBe('free');
  });

  it('takes the biggest plan among those granting access', () => {
    const held = [state({ plan: 'earlybird' }), state({ plan: 'lifetime', kind: 'onetime' }), state({ plan: 'enterprise', status: 'canceled' })];
    expect(effectivePlan('free', held, now)).toBe('lifetime');
    expect(effectivePlan('free', [state({ plan: 'earlybird' }), state({ plan: 'pro', status: 'scheduled_cancel' })], now)).toBe('pro');
  });
});

describe('userStatusFor (the users table’s five statuses)', () => {
  it('maps billing states onto spec section 3’s values', () => {
    expect(userStatusFor(undefined)).toBe('active');
    expect(userStatusFor(state())).toBe('active');
    expect(userStatusFor(state({ status: 'trialing' }))).toBe('trialing');
    expect(userStatusFor(state({ status: 'scheduled_cancel' }))).toBe('canceled');
    expect(userStatusFor(state({ status: 'past_due' }))).toBe('unpaid');
  });
});

describe('reduceSubscription', () => {
  it('creates the state from the first event', () => {
    expect(reduceSubscription(undefined, facts({ status: 'trialing' }))).toEqual({ outcome: 'applied', next: state({ status: 'trialing' }) });
  });

  it('refuses an event older than the newest applied, and applies one of the same instant', () => {
    const current = { ...state(), last_event_at: 2000 };
    expect(reduceSubscription(current, facts({ status: 'canceled', at: 1999 }))).toEqual({ outcome: 'stale' });
    expect(reduceSubscription(current, facts({ status: 'past_due', at: 2000 })).outcome).toBe('applied');
  });

  it('marks a scheduled cancellation, clears the cancellation when active again, and keeps dates an event leaves out', () => {
    const canceled = reduceSubscription({ ...state(), last_event_at: 1 }, facts({ status: 'scheduled_cancel', canceledAt: inDays(0), periodEnd: null, at: 5 }));
    expect(canceled).toEqual({
      outcome: 'applied',
      next: state({ status: 'scheduled_cancel', cancel_at_period_end: true, canceled_at: inDays(0) }),
    });
    const resumed = reduceSubscription({ ...state({ status: 'scheduled_cancel', canceled_at: inDays(0) }), last_event_at: 5 }, facts({ at: 6, canceledAt: inDays(0) }));
    expect(resumed).toMatchObject({ next: { status: 'active', cancel_at_period_end: false, canceled_at: null } });
  });
});

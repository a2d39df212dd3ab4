import { describe, expect, it } from 'vitest';
import { billingStatusOf, parseWebhookEvent } from './webhook-event.ts';

describe("Creem's subscription statuses", () => {
  it('maps each one Creem sends, and nothing else (not even an object key such as constructor)', () => {
    expect(['active', 'trialing', 'paused', 'past_due', 'unpaid', 'canceled', 'scheduled_cancel', 'expired'].map(billingStatusOf)).toEqual([
      'active',
      'trialing',
      'paused',
      'past_due',
      'unpaid',
      'canceled',
      'scheduled_cancel',
      // Creem: the period ended without a new payment; retries may still happen.
      'past_due',
    ]);
    expect(billingStatusOf('incomplete')).toBeUndefined();
    expect(billingStatusOf('constructor')).toBeUndefined();
    expect(billingStatusOf('toString')).toBeUndefined();
  });
});

describe('subscription.expired (Creem: the period ended without a new payment; final only once canceled)', () => {
  // The shape of Creem's documented sample: the subscription still says active.
  const subscription = (status: string) => ({
    id: 'sub_7FgHvrOMC28tG5DEemoCli',
    object: 'subscription',
    product: { id: 'prod_pro_monthly' },
    customer: { id: 'cust_1', email: 'ada@example.com' },
    status,
    current_period_start_date: '2026-11-21T12:00:00.000Z',
    current_period_end_date: '2026-12-21T12:00:00.000Z',
    canceled_at: null,
  });
  const statusOf = (status: string) => {
    const parsed = parseWebhookEvent('subscription.expired', subscription(status));
    return parsed.kind === 'subscription' ? parsed.facts.status : parsed.kind;
  };

  it('is past due while Creem may still retry the card (so the grace applies, and a later subscription.paid recovers it)', () => {
    expect(statusOf('active')).toBe('past_due');
    expect(statusOf('past_due')).toBe('past_due');
    expect(statusOf('expired')).toBe('past_due');
    expect(statusOf('incomplete')).toBe('past_due');
  });

  it('keeps what the subscription says when it was canceled, ending at the period end, paused or unpaid', () => {
    expect(statusOf('canceled')).toBe('canceled');
    expect(statusOf('scheduled_cancel')).toBe('scheduled_cancel');
    expect(statusOf('paused')).toBe('paused');
    expect(statusOf('unpaid')).toBe('unpaid');
  });
});

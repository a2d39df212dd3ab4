import { describe, expect, it } from 'vitest';
import { billingStatusOf } from './webhook-event.ts';

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
      'expired',
    ]);
    expect(billingStatusOf('incomplete')).toBeUndefined();
    expect(billingStatusOf('constructor')).toBeUndefined();
    expect(billingStatusOf('toString')).toBeUndefined();
  });
});

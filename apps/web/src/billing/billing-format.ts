import type { BillingState, BillingSubscription } from '@kitsmith/client';
import { formatDate } from '../ui/format-date.ts';

/** Cents as money: "$19.00". */
export function formatMoney(cents: number, currency: string): string {
  return new Intl.NumberFormat(undefined, { style: 'currency', currency }).format(cents / 100);
}

/** The subscription's state in words: what it is and what happens next. */
export function describeSubscription(state: BillingState): string {
  const subscription: BillingSubscription | null = state.subscription;
  if (state.is_demo) return 'Demo accounts have every feature unlocked; billing is not available for them.';
  if (!subscription) return state.plan === 'free' ? 'You are on the free plan: no card, no time limit.' : `You are on the ${state.plan_name} plan.`;
  if (subscription.kind === 'onetime') return subscription.has_access ? 'Paid once: yours for good.' : 'This purchase was refunded.';
  const end = subscription.access_ends_at ?? subscription.current_period_end;
  switch (subscription.status) {
    case 'active':
      return subscription.current_period_end ? `Active. Renews on ${formatDate(subscription.current_period_end)}.` : 'Active.';
    case 'trialing':
      return subscription.current_period_end ? `Trial. The first payment is on ${formatDate(subscription.current_period_end)}.` : 'Trial.';
    case 'scheduled_cancel':
      return end ? `Canceled: you keep the plan until ${formatDate(end)}, then move to Free. Resume to keep it.` : 'Canceled at the end of the period.';
    case 'past_due':
      if (!subscription.has_access) {
        return 'Past due: the last payment failed and Creem is still retrying your card; the plan is back once a payment goes through. Update your card in the billing portal, or cancel.';
      }
      return end
        ? `Past due: the last payment failed and Creem is retrying your card. Update it before ${formatDate(end)} to keep the plan.`
        : 'Past due: the last payment failed and Creem is retrying your card. Update it to keep the plan.';
    default:
      return `Status: ${subscription.status.replace(/_/g, ' ')}.`;
  }
}
